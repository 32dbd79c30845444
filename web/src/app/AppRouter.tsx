import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type HistoryRouterProps,
  type Navigator,
} from 'react-router-dom';

type History = HistoryRouterProps['history'];
type HistoryUpdate = Pick<History, 'action' | 'location'>;

/**
 * The component router (not the data router: its loaders and fetchers would cost the first view ~30 kB
 * of JS that the app does not use). As BrowserRouter, every navigation renders in a transition, so the
 * page on screen stays until a lazy screen's code has arrived. Unlike BrowserRouter, it keeps the data
 * router's `navigate(to, { flushSync: true })`: committed at once, for a navigation that must be on
 * screen before the code that follows it (DeleteAccountDialog).
 */
export function AppRouter({ children, ...props }: { children: ReactNode; history?: History }) {
  // A test's memory history must be made with `v5Compat: true` too: it then reports every push and replace.
  const [history] = useState(() => props.history ?? createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<HistoryUpdate>(() => ({ action: history.action, location: history.location }));
  // history.listen reports a push or replace synchronously, so the flag set just before it is this navigation's.
  const [{ navigator, show }] = useState(() => {
    let flushNext = false;
    const navigator: Navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push(to, state, options) {
        flushNext = options?.flushSync === true;
        history.push(to, state);
      },
      replace(to, state, options) {
        flushNext = options?.flushSync === true;
        history.replace(to, state);
      },
    };
    const show = (update: HistoryUpdate) => {
      const flush = flushNext;
      flushNext = false;
      if (flush) flushSync(() => setShown({ action: update.action, location: update.location }));
      else startTransition(() => setShown({ action: update.action, location: update.location }));
    };
    return { navigator, show };
  });
  useLayoutEffect(() => {
    return history.listen(show);
  }, [history, show]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
      {children}
    </Router>
  );
}
