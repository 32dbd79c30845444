import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { MediaItem } from '@shared/media/types';
import { findStar, type Star } from '@shared/stars';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { usePremium } from '../account/userDocApi';
import { AdSlot } from '../ads/AdSlot';
import { selectAuthStatus, selectAuthUser, selectEmailVerified } from '../auth/authSlice';
import { selectPersonalization, selectPersonalizationDraft } from '../settings/settingsSlice';
import { currentLine } from './engine/aiScheduler';
import { panelView, remainingMs } from './engine/sessionEngine';
import { useGetLlmPlanQuery } from './llmApi';
import { MediaPanel } from './MediaPanel';
import { selectSessionConfig, sessionEnded, type SessionConfig } from './sessionSlice';
import { SidePanel } from './SidePanel';
import { benchEnabled, enableSwapTiming } from './swapTiming';
import { readUnmutedPreference, storeUnmutedPreference } from './unmutePreference';
import { useAiFeed } from './useAiFeed';
import { useFavourites } from './useFavourites';
import { useSessionRuntime } from './useSessionRuntime';
import './session.css';

function isFromDashboard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromDashboard?: unknown }).fromDashboard === true;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function ConfirmEndDialog({ onEnd, onCancel }: { onEnd: () => void; onCancel: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="session-overlay">
      <div role="alertdialog" aria-modal="true" aria-labelledby="end-title" className="session-dialog">
        <h2 id="end-title">End this session?</h2>
        <div className="session-dialog__actions">
          <button type="button" ref={cancelRef} className="button" onClick={onCancel}>
            Keep going
          </button>
          <button type="button" className="button button--danger" onClick={onEnd}>
            End session
          </button>
        </div>
      </div>
    </div>
  );
}

function VerifyOverlay({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="session-overlay">
      <div role="dialog" aria-modal="true" aria-labelledby="verify-title" className="session-dialog">
        <h2 id="verify-title">Verify your email</h2>
        <p>
          Please verify your email address to unlock AI instructions. Check your inbox (and the spam folder) for the
          confirmation email, or resend it from your profile.
        </p>
        <div className="session-dialog__actions">
          <Link to={paths.profile} className="button button--primary">
            Go to profile
          </Link>
          <button type="button" className="button" onClick={onDismiss}>
            Continue without AI
          </button>
        </div>
      </div>
    </div>
  );
}

/** Free users: an interstitial at start, then a small pop ad once it is closed. */
function StartAds() {
  const [stage, setStage] = useState<'interstitial' | 'pop' | 'done'>('interstitial');
  if (stage === 'interstitial') {
    return (
      <div className="session-overlay session-overlay--ad">
        <AdSlot variant="interstitial" onClose={() => setStage('pop')} />
      </div>
    );
  }
  if (stage === 'pop') {
    return (
      <div className="session-pop">
        <AdSlot variant="pop" onClose={() => setStage('done')} />
      </div>
    );
  }
  return null;
}

interface RunnerProps {
  star: Star;
  config: SessionConfig;
  premium: boolean;
  uid: string;
  verified: boolean;
}

function SessionRunner({ star, config, premium, uid, verified }: RunnerProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useAppSelector(selectPersonalizationDraft);
  const saved = useAppSelector(selectPersonalization);
  const personalization = draft ?? saved ?? '';
  const [startMuted] = useState(() => !readUnmutedPreference());
  const runtime = useSessionRuntime(star, {
    screens: config.screens,
    lengthMin: config.lengthMin,
    intervalSec: config.mediaIntervalSec,
    ignoreVideoDuration: config.ignoreVideoDuration,
    premium,
    startMuted,
  });
  const { state } = runtime;
  const [focusedPanel, setFocusedPanel] = useState(0);
  const favourites = useFavourites(premium ? uid : null);
  const [confirming, setConfirming] = useState(false);
  const [verifyDismissed, setVerifyDismissed] = useState(false);

  const llmArgs = { starId: star.id, persona: star.persona, personalization: premium ? personalization : '', premium };
  const aiAllowed = config.enableAI && verified;
  const plan = useGetLlmPlanQuery(
    { ...llmArgs, lengthMin: config.lengthMin, enableBar: config.enableBar, bpm: config.bpm },
    { skip: !config.enableBar || !verified },
  );
  const ai = useAiFeed({
    ...llmArgs,
    enabled: aiAllowed,
    sessionStartMs: state.startedAtMs,
    lengthMin: config.lengthMin,
  });

  // The setup page was scrolled to its Start button: the session starts at the top.
  useEffect(() => window.scrollTo(0, 0), []);

  // At zero or on End: clear the config and leave, replacing the session in history.
  useEffect(() => {
    if (state.status !== 'ended') return;
    dispatch(sessionEnded());
    void navigate(paths.dashboard, { replace: true });
  }, [state.status, dispatch, navigate]);

  const { skipPanel, toggleMutePanel, forceMutePanel, endSession, sourceOf } = runtime;
  const toggleMute = useCallback(
    (index: number) => {
      const wasMuted = state.panels[index]?.muted ?? true;
      toggleMutePanel(index);
      storeUnmutedPreference(wasMuted);
    },
    [state.panels, toggleMutePanel],
  );
  const { save: saveFavourite } = favourites;
  const panelItems = state.panels.map((panel) => panel.current?.item ?? null);
  const favourite = useCallback(
    (index: number) => {
      const item = panelItems[index];
      if (!item || item.source === 'ad') return;
      const source = sourceOf(item);
      if (typeof source === 'object') saveFavourite({ ...item, srcUrl: source.url });
    },
    [panelItems, saveFavourite, sourceOf],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (confirming) {
        if (event.key === 'Escape') setConfirming(false);
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'escape') setConfirming(true);
      else if (key === 's' || key === 'arrowright') skipPanel(focusedPanel);
      else if (key === 'm') toggleMute(focusedPanel);
      else if (key === 'f' && premium) favourite(focusedPanel);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirming, focusedPanel, premium, skipPanel, toggleMute, favourite]);

  const now = state.nowMs;
  const instructions = !config.enableAI ? 'off' : !verified ? 'unverified' : ai ? currentLine(ai, now) : null;
  const views = state.panels.map((_panel, index) => panelView<MediaItem>(state, index));

  return (
    <div className={`session session--${state.settings.screens}`}>
      <div className="session__panels">
        {views.map((view, index) => (
          <MediaPanel
            // Panels are fixed for the session: the index is their identity.
            key={index}
            index={index}
            view={view}
            sourceOf={sourceOf}
            favourites={premium ? favourites : null}
            onSkip={skipPanel}
            onToggleMute={toggleMute}
            onLoaded={runtime.loaded}
            onFailed={runtime.failed}
            onAdEnded={runtime.adEnded}
            onAutoplayBlocked={forceMutePanel}
            onFocusPanel={setFocusedPanel}
          />
        ))}
      </div>
      <SidePanel
        starName={star.name}
        remainingMs={remainingMs(state, now)}
        startedAtMs={state.startedAtMs}
        showBar={config.enableBar}
        controls={plan.data?.controls ?? null}
        instructions={instructions}
        onEnd={endSession}
      />
      {!verified && !verifyDismissed && <VerifyOverlay onDismiss={() => setVerifyDismissed(true)} />}
      {/* After the verify overlay so the start ads sit on top of it. */}
      {!premium && <StartAds />}
      {confirming && <ConfirmEndDialog onEnd={endSession} onCancel={() => setConfirming(false)} />}
    </div>
  );
}

/**
 * /session/{starId}. Only reachable from the setup page (state fromDashboard plus a configured
 * session for this star); a reload has no config, so it lands on the dashboard.
 */
export function SessionPage() {
  const { starId = '' } = useParams();
  const location = useLocation();
  const config = useAppSelector(selectSessionConfig);
  const authStatus = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const verified = useAppSelector(selectEmailVerified);
  const { premium } = usePremium();
  const star = findStar(starId);
  const [bench] = useState(() => benchEnabled(location.search));

  useEffect(() => {
    if (bench) enableSwapTiming();
  }, [bench]);

  if (!star || config?.starId !== star.id || !isFromDashboard(location.state) || authStatus === 'signedOut') {
    return <Navigate to={paths.dashboard} replace />;
  }
  if (star.premium && premium === false) return <Navigate to={paths.dashboard} replace />;
  if (authStatus === 'loading' || premium === undefined || !user) {
    return (
      <p className="session-starting" aria-live="polite">
        Starting session…
      </p>
    );
  }
  return <SessionRunner star={star} config={config} premium={premium} uid={user.uid} verified={verified} />;
}
