// The first view where the law asks more than a click (docs/age-assurance.md): the verification page,
// the not-offered page, and the retry page. Plain DOM like the click gate: no React, no media.
import { parseAgeCheckOutcome, type AgeCheckOutcome, type AgeStatusResponse } from '@shared/api/schemas/ageAssurance';
import { API_PATHS } from '@shared/api/paths';
import { STORAGE_KEYS } from '../../config/storageKeys';
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

function page(root: HTMLElement, titleText: string, ...content: Node[]): HTMLElement {
  const title = el('h1', { id: 'age-assurance-title', textContent: titleText });
  const card = el('section', { className: 'age-gate__card' }, title, ...content);
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
  const alert = el('p', { className: 'form-error' });
  alert.setAttribute('role', 'alert');
  if (outcome && outcome !== 'passed') alert.textContent = AGE_OUTCOME_MESSAGES[outcome];
  const verify = el('button', { type: 'button', className: 'button button--primary', textContent: TEXT.verify });
  const leave = el('button', { type: 'button', className: 'button', textContent: TEXT.leave });
  const actions = el('div', { className: 'age-gate__actions' }, verify, leave);
  // The provider was still processing: asking again finishes the same check (its pending cookie is kept).
  if (outcome === 'pending')
    actions.prepend(el('a', { className: 'button', href: API_PATHS.ageReturn, textContent: TEXT.checkAgain }));
  const main = page(
    root,
    TEXT.title,
    el('p', { textContent: TEXT.body }),
    el('p', { className: 'field__hint', textContent: TEXT.privacy }),
    alert,
    actions,
    policyLinksNav(),
  );

  verify.addEventListener('click', () => {
    verify.disabled = true;
    verify.textContent = TEXT.starting;
    alert.textContent = '';
    void startAgeCheck(status.providers[0]).then((started) => {
      if ('redirectUrl' in started) {
        sessionStorage.setItem(STORAGE_KEYS.ageCheckReturnPath, location.pathname + location.search);
        navigate(started.redirectUrl);
        return;
      }
      alert.textContent = started.error;
      verify.disabled = false;
      verify.textContent = TEXT.verify;
    });
  });
  leave.addEventListener('click', () => {
    main.replaceChildren(el('p', { role: 'status', textContent: TEXT.left }));
  });
}

/** A `block` region: the service is not offered, and nothing else is shown. */
export function renderNotOffered(root: HTMLElement): void {
  page(root, TEXT.notOfferedTitle, el('p', { textContent: TEXT.notOfferedBody }), policyLinksNav());
}

/** The policy could not be asked: nothing is shown until it can (closed, never open). */
export function renderAgeStatusFailed(root: HTMLElement, retry: () => void): void {
  const button = el('button', { type: 'button', className: 'button button--primary', textContent: TEXT.retry });
  const message = el('p', { textContent: TEXT.statusFailed });
  message.setAttribute('role', 'alert');
  page(root, 'StarSession', message, el('div', { className: 'age-gate__actions' }, button));
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
