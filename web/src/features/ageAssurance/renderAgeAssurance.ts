// The first view where the law asks more than a click (docs/age-assurance.md): the verification page,
// the not-offered page, and the retry page. Plain DOM like the click gate: no React, no media. Their text is in
// the active language (main.ts renders them once the visitor's catalog is in); their switcher changes it in place.
import type { MessageDescriptor } from '@lingui/core';
import { parseAgeCheckOutcome, type AgeCheckOutcome, type AgeStatusResponse } from '@shared/api/schemas/ageAssurance';
import { API_PATHS } from '@shared/api/paths';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { i18n } from '../../lib/i18n/i18n';
import { localeSwitcher, localized, repaint, withText } from '../../lib/i18n/plainDomText';
import { policyLinksNav } from '../../lib/policyLinks/policyLinks';
import { postAgeReturn, startAgeCheck } from './ageAssuranceClient';
import { AGE_ASSURANCE_TEXT as TEXT, AGE_OUTCOME_MESSAGES } from './ageAssuranceText';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
  ...children: Node[]
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function page(root: HTMLElement, title: HTMLElement, ...content: Node[]): HTMLElement {
  title.id = 'age-assurance-title';
  const card = el('section', { className: 'age-gate__card' }, title, ...content, localeSwitcher());
  card.setAttribute('aria-labelledby', title.id);
  const main = el('main', { className: 'age-gate' }, card);
  root.replaceChildren(main);
  return main;
}

/** The verification page; `outcome` is how the last check ended when the visitor just came back. */
export function renderAgeVerification(
  root: HTMLElement,
  status: AgeStatusResponse,
  outcome: AgeCheckOutcome | null,
  navigate: (url: string) => void = (url) => location.assign(url),
): void {
  // What the alert says: ours (in the active language) or the server's own words; the button's state.
  let said: MessageDescriptor | string | null = outcome && outcome !== 'passed' ? AGE_OUTCOME_MESSAGES[outcome] : null;
  let starting = false;
  const alert = localized(el('p', { className: 'form-error' }), (n) => {
    n.textContent = said === null ? '' : typeof said === 'string' ? said : i18n._(said);
  });
  alert.setAttribute('role', 'alert');
  const verify = localized(el('button', { type: 'button', className: 'button button--primary' }), (n) => {
    n.textContent = i18n._(starting ? TEXT.starting : TEXT.verify);
  });
  const leave = withText(el('button', { type: 'button', className: 'button' }), TEXT.leave);
  const actions = el('div', { className: 'age-gate__actions' }, verify, leave);
  // The provider was still processing: asking again finishes the same check (its pending cookie is kept).
  if (outcome === 'pending')
    actions.prepend(withText(el('a', { className: 'button', href: API_PATHS.ageReturn }), TEXT.checkAgain));
  const main = page(
    root,
    withText(el('h1', {}), TEXT.title),
    withText(el('p', {}), TEXT.body),
    withText(el('p', { className: 'field__hint' }), TEXT.privacy),
    alert,
    actions,
    policyLinksNav(),
  );
  const show = (alertSays: typeof said, isStarting: boolean) => {
    said = alertSays;
    starting = isStarting;
    verify.disabled = isStarting;
    repaint(alert);
    repaint(verify);
  };

  verify.addEventListener('click', () => {
    show(null, true);
    void startAgeCheck(status.providers[0]).then((started) => {
      if ('redirectUrl' in started) {
        sessionStorage.setItem(STORAGE_KEYS.ageCheckReturnPath, location.pathname + location.search);
        navigate(started.redirectUrl);
        return;
      }
      show(started.error, false);
    });
  });
  leave.addEventListener('click', () => {
    main.replaceChildren(withText(el('p', { role: 'status' }), TEXT.left));
  });
}

/** A `block` region: the service is not offered, and nothing else is shown. */
export function renderNotOffered(root: HTMLElement): void {
  page(
    root,
    withText(el('h1', {}), TEXT.notOfferedTitle),
    withText(el('p', {}), TEXT.notOfferedBody),
    policyLinksNav(),
  );
}

/** The policy could not be asked: nothing is shown until it can (closed, never open). */
export function renderAgeStatusFailed(root: HTMLElement, retry: () => void): void {
  const button = withText(el('button', { type: 'button', className: 'button button--primary' }), TEXT.retry);
  const message = withText(el('p', {}), TEXT.statusFailed);
  message.setAttribute('role', 'alert');
  page(root, el('h1', { textContent: 'StarSession' }), message, el('div', { className: 'age-gate__actions' }, button));
  button.addEventListener('click', retry);
}

/** Puts the URL back to the page the visitor left for the check (a same-site path only), else `fallback`. */
function restoreReturnPath(fallback: string): void {
  const saved = sessionStorage.getItem(STORAGE_KEYS.ageCheckReturnPath);
  sessionStorage.removeItem(STORAGE_KEYS.ageCheckReturnPath);
  history.replaceState(null, '', saved?.startsWith('/') && !saved.startsWith('//') ? saved : fallback);
}

/**
 * How the check the browser just came back from ended, or null when it did not come from one: Yoti's return
 * lands on `/?age=<outcome>` (the server finished it); an OIDC provider's answer is in the fragment
 * (`#id_token=…&state=…`), handed to the server here. Either way the URL goes back to the page the visitor
 * left, so a referral link's query survives the trip, and the token never stays in the address bar.
 */
export async function takeAgeCheckReturn(): Promise<AgeCheckOutcome | null> {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const state = fragment.get('state');
  if (state !== null && (fragment.has('id_token') || fragment.has('error'))) {
    const answer: Record<string, string> = { state };
    for (const key of ['id_token', 'error'] as const) {
      const value = fragment.get(key);
      if (value !== null) answer[key] = value;
    }
    restoreReturnPath(location.pathname + location.search);
    return postAgeReturn(answer);
  }
  const params = new URLSearchParams(location.search);
  const raw = params.get('age');
  if (raw === null) return null;
  params.delete('age');
  restoreReturnPath(location.pathname + (params.size > 0 ? `?${params.toString()}` : ''));
  return parseAgeCheckOutcome(raw);
}
