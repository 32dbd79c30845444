// Text for the plain-DOM first views (the age gate and the verification pages, which main.ts shows before React
// loads): each element keeps how it gets its text, so a language chosen in their switcher re-renders the page in
// place, focus and all. Kept small: it is in the first chunk.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALE_NAMES, LOCALES } from '@shared/constants';
import { chooseLocale, i18n } from './i18n';
import { isLocale } from './pickLocale';

const painters = new WeakMap<Node, () => void>();

/** Gives `node` its text (or attributes) in the active language now, and again at each `repaint`. */
export function localized<N extends Node>(node: N, paint: (node: N) => void): N {
  const run = () => {
    paint(node);
  };
  painters.set(node, run);
  run();
  return node;
}

/** `node` with `message` as its text, in the active language. */
export const withText = <N extends Node>(node: N, message: MessageDescriptor): N =>
  localized(node, (n) => (n.textContent = i18n._(message)));

/** `node` with `message` as its accessible name (`aria-label`), in the active language. */
export const withLabel = <N extends Element>(node: N, message: MessageDescriptor): N =>
  localized(node, (n) => {
    n.setAttribute('aria-label', i18n._(message));
  });

/** Renders the text of `root` and of everything inside it again, in the active language. */
export function repaint(root: Element): void {
  for (const node of [root, ...root.querySelectorAll('*')]) painters.get(node)?.();
}

/** The id of the plain-DOM switcher's select (one per page; the app's footer has its own). */
const FIRST_VIEW_LOCALE_ID = 'first-view-locale';

/**
 * The first views' language switcher, like the footer's (components/LocaleSwitcher.tsx): each language by its
 * own name and `lang`. A choice is remembered on this device, and the page's text follows at once.
 */
export function localeSwitcher(): HTMLElement {
  const select = document.createElement('select');
  select.id = FIRST_VIEW_LOCALE_ID;
  for (const locale of LOCALES) {
    const option = new Option(LOCALE_NAMES[locale], locale);
    option.lang = locale;
    select.append(option);
  }
  select.value = i18n.locale;
  select.addEventListener('change', () => {
    if (isLocale(select.value))
      chooseLocale(select.value).then(
        () => {
          repaint(document.body);
        },
        // The language's catalog did not load: the page stays as it was, and the switcher says so.
        () => (select.value = i18n.locale),
      );
  });
  const label = withText(document.createElement('label'), msg`Language`);
  label.htmlFor = select.id;
  const switcher = document.createElement('span');
  switcher.className = 'locale-switcher';
  switcher.append(label, select);
  return switcher;
}
