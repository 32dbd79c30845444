import { localeSwitcher, withText } from '../../lib/i18n/plainDomText';
import { policyLinksNav } from '../../lib/policyLinks/policyLinks';
import { AGE_GATE_TEXT } from './ageGateText';
import { storeAgeConfirmation } from './ageConfirmation';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
  ...children: Node[]
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * The first-load gate without React, so an unconfirmed visitor downloads only a few kB. Its text is in the active
 * language (main.ts renders it once the visitor's catalog is in); its switcher changes it in place.
 * On confirm it stores the timestamp, replaces the URL with `afterConfirmPath` and calls `onConfirmed`.
 */
export function renderAgeGate(root: HTMLElement, afterConfirmPath: string, onConfirmed: () => void): void {
  const title = withText(el('h1', { id: 'age-gate-title' }), AGE_GATE_TEXT.title);
  const confirm = withText(
    el('button', { type: 'button', className: 'button button--primary' }),
    AGE_GATE_TEXT.confirm,
  );
  const leave = withText(el('button', { type: 'button', className: 'button' }), AGE_GATE_TEXT.leave);
  const card = el(
    'section',
    { className: 'age-gate__card' },
    title,
    withText(el('p', {}), AGE_GATE_TEXT.body),
    el('div', { className: 'age-gate__actions' }, confirm, leave),
    policyLinksNav(),
    localeSwitcher(),
  );
  card.setAttribute('aria-labelledby', title.id);
  const main = el('main', { className: 'age-gate' }, card);
  root.replaceChildren(main);

  confirm.addEventListener('click', () => {
    storeAgeConfirmation(Date.now());
    history.replaceState(null, '', afterConfirmPath);
    root.replaceChildren();
    onConfirmed();
  });
  leave.addEventListener('click', () => {
    main.replaceChildren(withText(el('p', { role: 'status' }), AGE_GATE_TEXT.left));
  });
}
