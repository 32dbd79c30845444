import { isDisposableEmailDomain } from 'disposable-email-domains-js';

// One inbox, one referral: every alias a provider delivers to the same inbox collapses to one address
// (docs/product-rules.md, "Referrals"). `+tag` is folded everywhere; the rest follows each provider.

/** Gmail ignores dots in the local part; googlemail.com is the same mailbox as gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
/**
 * Proton: one username owns the same name at every Proton domain (proton.me/support/addresses-and-aliases), and '.',
 * '_' and '-' are transparent in it (proton.me/support/change-username): user.name@pm.me is username@proton.me.
 */
const PROTON_DOMAINS = new Set(['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me']);
/** Yahoo's disposable addresses are `<base>-<keyword>@`; base names cannot contain '-'. */
const YAHOO_DOMAIN = /^(?:yahoo|ymail|rocketmail)\.[a-z.]+$/;
/** Fastmail delivers `anything@<user>.fastmail.com` to `<user>@fastmail.com` (subdomain addressing). */
const FASTMAIL_SUBDOMAIN = /^([a-z0-9_-]+)\.(fastmail\.(?:com|fm))$/;

function split(email: string): { local: string; domain: string } | null {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0 || at === lower.length - 1) return null;
  return { local: lower.slice(0, at), domain: lower.slice(at + 1) };
}

/** The address every alias of one inbox shares: lower-cased, `+tag` dropped, provider rules applied. */
export function canonicalEmail(email: string): string {
  const parts = split(email);
  if (!parts) return email.trim().toLowerCase();
  let { local, domain } = parts;
  const fastmail = FASTMAIL_SUBDOMAIN.exec(domain);
  if (fastmail?.[1] && fastmail[2]) {
    local = fastmail[1];
    domain = fastmail[2];
  }
  let base = local.split('+')[0] ?? '';
  if (YAHOO_DOMAIN.test(domain)) base = base.split('-')[0] ?? '';
  if (GMAIL_DOMAINS.has(domain)) {
    base = base.replaceAll('.', '');
    domain = 'gmail.com';
  }
  if (PROTON_DOMAINS.has(domain)) {
    base = base.replaceAll(/[._-]/g, '');
    domain = 'proton.me';
  }
  // A local part that is all tag ("+x@…") has no base to fold to; keep it whole.
  return `${base === '' ? local : base}@${domain}`;
}

/** True when the address (or a parent domain of it) is on the maintained disposable-mail list. */
export function isDisposableEmail(email: string): boolean {
  const labels = (split(email)?.domain ?? '').split('.');
  // Catch sub-domains of a listed domain too (x.mailinator.com), down to two labels.
  for (let i = 0; i + 2 <= labels.length; i += 1) {
    if (isDisposableEmailDomain(labels.slice(i).join('.'))) return true;
  }
  return false;
}
