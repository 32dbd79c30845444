import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { i18n } from '../lib/i18n/i18n';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@shared/api/paths';
import { STORAGE_KEYS } from '../config/storageKeys';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { renderDashboardShell } from '../features/dashboard/dashboardShell';
import { stubApi } from '../testing/apiStub';
import { makeStore } from './store';
import { RootLayout } from './RootLayout';

// dashboard.html's build-time markup must be what React first renders for /dashboard (sign-in still being
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

describe('the dashboard shell (dashboard.html)', () => {
  it('when React first renders /dashboard for a confirmed visitor, then it renders the same markup', () => {
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
    shell.innerHTML = renderDashboardShell(new Date().getFullYear());
    // The shell's own marker class and data attributes are for the inline script only.
    shell.firstElementChild?.classList.remove('first-view-shell');
    // React writes the footer's year as its own text node.
    container.normalize();
    expect(skeleton(container).slice(1)).toEqual(skeleton(shell).slice(1));
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
