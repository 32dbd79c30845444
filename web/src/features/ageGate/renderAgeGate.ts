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
 * The first-load gate without React, so an unconfirmed visitor downloads only a few kB.
 * On confirm it stores the timestamp, replaces the URL with `afterConfirmPath` and calls `onConfirmed`.
 */
export function renderAgeGate(root: HTMLElement, afterConfirmPath: string, onConfirmed: () => void): void {
  const title = el('h1', { id: 'age-gate-title', textContent: AGE_GATE_TEXT.title });
  const confirm = el('button', {
    type: 'button',
    className: 'button button--primary',
    textContent: AGE_GATE_TEXT.confirm,
  });
  const leave = el('button', { type: 'button', className: 'button', textContent: AGE_GATE_TEXT.leave });
  const card = el(
    'section',
    { className: 'age-gate__card' },
    title,
    el('p', { textContent: AGE_GATE_TEXT.body }),
    el('div', { className: 'age-gate__actions' }, confirm, leave),
    policyLinksNav(),
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
    main.replaceChildren(el('p', { role: 'status', textContent: AGE_GATE_TEXT.left }));
  });
}
