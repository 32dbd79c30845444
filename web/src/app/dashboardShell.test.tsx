import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { msg } from '@lingui/core/macro';
import { activateLocale, i18n } from '../lib/i18n/i18n';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { STORAGE_KEYS } from '../config/storageKeys';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { renderDashboardShell } from '../features/dashboard/dashboardShell';
import { catalogTranslator, type BuildTimeTranslate } from '../lib/i18n/catalogTranslator';
import { stubApi } from '../testing/apiStub';
import { makeStore } from './store';
import { RootLayout } from './RootLayout';

// The dashboard's build-time markup (dashboard/index.html and each language's copy) must be what React first renders for /dashboard (sign-in still being
// restored, thumbnails not yet answered), or the takeover would shift the page. Compared as a skeleton:
// elements, the attributes that shape layout and meaning, and text.

const KEPT_ATTRIBUTES = [
  'class',
  'href',
  'id',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-hidden',
  'width',
  'height',
];

function skeleton(node: Node): string[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    return text ? [`"${text}"`] : [];
  }
  if (!(node instanceof Element)) return [];
  const attributes = KEPT_ATTRIBUTES.filter((name) => node.hasAttribute(name))
    .map((name) => `${name}=${node.getAttribute(name)}`)
    .join(' ');
  const inner = [...node.childNodes].flatMap(skeleton).map((line) => `  ${line}`);
  return [`<${node.tagName.toLowerCase()} ${attributes}>`, ...inner];
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** React's first render of /dashboard for a confirmed visitor, and the shell, as comparable skeletons. */
function firstRenders(translate?: BuildTimeTranslate): { react: string[]; shell: string[] } {
  localStorage.setItem(STORAGE_KEYS.ageConfirmedAt, String(Date.now()));
  // Never answered: the cards stay in their loading state, as in the shell before the script fills them.
  stubApi({ [`GET ${API_PATHS.starThumbnails}`]: () => new Promise(() => undefined) });
  const store = makeStore({ auth: { status: 'loading', user: null } });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="/dashboard" element={<DashboardPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
  );
  const shell = document.createElement('div');
  shell.innerHTML = renderDashboardShell(new Date().getFullYear(), translate);
  // The shell's own marker class and data attributes are for the inline script only.
  shell.firstElementChild?.classList.remove('first-view-shell');
  // React writes the footer's year as its own text node.
  container.normalize();
  return { react: skeleton(container).slice(1), shell: skeleton(shell).slice(1) };
}

describe('the dashboard shell (dashboard/index.html)', () => {
  it('when React first renders /dashboard for a confirmed visitor, then it renders the same markup', () => {
    const { react, shell } = firstRenders();
    expect(react).toEqual(shell);
  });

  it("when the French copy is built from the French catalog, then it is React's French first render, word for word", async () => {
    await activateLocale('fr');
    const { react, shell } = firstRenders(catalogTranslator('fr', i18n.messages));
    expect(react).toEqual(shell);
    const text = shell.join('\n');
    expect(text).toContain(`"${i18n._(msg`Choose Your Star`)}"`);
    expect(text).not.toContain('"Choose Your Star"');
  });

  it('when a word of the shell is missing from a catalog, then building that copy fails', () => {
    expect(() => renderDashboardShell(2026, catalogTranslator('fr', {}))).toThrow(/has no fr message/);
  });

  it('when rendered, then every card frame names its star and only the first row asks for priority', () => {
    const shell = document.createElement('div');
    shell.innerHTML = renderDashboardShell(2026);
    const frames = [...shell.querySelectorAll<HTMLElement>('[data-first-view-star]')];
    expect(frames).toHaveLength(25);
    expect(frames.filter((f) => f.dataset.firstViewPriority === 'high').map((f) => f.dataset.firstViewStar)).toEqual([
      'aria-vale',
      'nova-sterling',
    ]);
  });
});
