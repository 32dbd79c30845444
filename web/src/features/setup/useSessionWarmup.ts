import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Star } from '@shared/stars';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../identity/authSlice';
import { useBlocklist } from '../../settings/blocklist';
import { getOwnMediaChoice, subscribeOwnMediaChoice } from '../../media/ownMedia/ownMediaChoice';
import { handOverWarmup, isHandedOver, startSessionWarmup, type SessionWarmup } from '../../media/sessionWarmup';
import { browserWarmupDeps } from '../../media/warmupDeps';

/**
 * Warms this star's session while its setup page is open (media/sessionWarmup.ts): only for a signed-in person
 * (Start sends anyone else to sign up), once their blocklist is known, and not when only their own files will
 * play. Returns what Start calls to hand the warmup to the session; anything else that ends the page lets it go.
 */
export function useSessionWarmup(
  star: Pick<Star, 'id' | 'subreddits'>,
  screens: number,
  ownMediaChosen: boolean,
): () => void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { blocklist, hides } = useBlocklist();
  const ownChoice = useSyncExternalStore(subscribeOwnMediaChoice, getOwnMediaChoice);
  const ownOnly = ownMediaChosen && ownChoice.mode === 'only';
  const wanted = signedIn && blocklist !== null && !ownOnly;
  const warmup = useRef<SessionWarmup | null>(null);
  const screensNow = useRef(screens);

  useEffect(() => {
    screensNow.current = screens;
    warmup.current?.warmScreens(screens);
  }, [screens]);

  useEffect(() => {
    if (!wanted) return;
    const started = startSessionWarmup(star, hides, browserWarmupDeps(dispatch));
    started.warmScreens(screensNow.current);
    warmup.current = started;
    return () => {
      warmup.current = null;
      if (!isHandedOver(started)) started.release();
    };
  }, [wanted, star, hides, dispatch]);

  return () => {
    if (warmup.current) handOverWarmup(warmup.current);
  };
}
