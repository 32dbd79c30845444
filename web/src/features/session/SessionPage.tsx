import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { MediaItem } from '@shared/media/types';
import type { Star } from '@shared/stars';
import { useStar } from '../../stars/useStarCatalogue';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import { usePremium } from '../../identity/userDocApi';
import { selectAuthStatus, selectAuthUser, selectEmailVerified } from '../../identity/authSlice';
import { selectPersonalizationDraft } from '../../settings/settingsSlice';
import { selectPersonalization } from '../../settings/userSettings';
import { useBlocklist } from '../../settings/blocklist';
import { rememberReported, useSessionHides } from '../../settings/reportedItems';
import { currentLine } from '../../lib/sessionEngine/aiScheduler';
import { isPaused, panelView, remainingMs, sessionElapsedMs } from '../../lib/sessionEngine/sessionView';
import { useGetLlmPlanQuery } from '../../settings/sessionPlanApi';
import { MediaPanel } from './MediaPanel';
import { selectSessionConfig, sessionEnded, type SessionConfig } from '../../settings/sessionSlice';
import { SessionOverlays } from './SessionOverlays';
import { newRunIdRef, useSessionRun } from './sessionRunApi';
import { useShownCount } from './useShownCount';
import { useSessionHistory } from './useSessionHistory';
import { SidePanel } from './SidePanel';
import { benchEnabled, enableSwapTiming } from './swapTiming';
import { readUnmutedPreference } from './unmutePreference';
import { useAiFeed } from './useAiFeed';
import { useFavourites } from './useFavourites';
import { useHideLike } from './useHideLike';
import { useFullscreen } from '../../hooks/useFullscreen';
import { useSessionControls } from './useSessionControls';
import { useSessionOverlays } from './useSessionOverlays';
import { useSessionRuntime } from './useSessionRuntime';
import { useOwnMediaSupply } from './useOwnMediaSupply';
import { useWakeLock } from '../../hooks/useWakeLock';
import { DevicePanel } from '../../toys/DevicePanel';
import { useDeviceSync } from '../../toys/useDeviceSync';
import { useHide } from '../../hooks/useHide';
import { HideScreen } from '../../components/HideScreen';
import { ReportDialog } from '../../components/ReportDialog';
import './session.css';

function isFromDashboard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromDashboard?: unknown }).fromDashboard === true;
}

/** The setup page started this session with the user's own files chosen. */
function withOwnMedia(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { ownMedia?: unknown }).ownMedia === true;
}

interface RunnerProps {
  star: Star;
  config: SessionConfig;
  premium: boolean;
  uid: string;
  verified: boolean;
  ownMedia: boolean;
}

function SessionRunner({ star, config, premium, uid, verified, ownMedia }: RunnerProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useAppSelector(selectPersonalizationDraft);
  const saved = useAppSelector(selectPersonalization);
  const personalization = draft ?? saved ?? '';
  const [startMuted] = useState(() => !readUnmutedPreference());
  const own = useOwnMediaSupply(ownMedia);
  const blocklist = useBlocklist();
  const hideLike = useHideLike(blocklist);
  const hides = useSessionHides(blocklist.blocklist === null ? null : blocklist.hides);
  const [runIdRef] = useState(newRunIdRef);
  const runtime = useSessionRuntime(
    star,
    {
      screens: config.screens,
      lengthMin: config.lengthMin,
      intervalSec: config.mediaIntervalSec,
      ignoreVideoDuration: config.ignoreVideoDuration,
      premium,
      startMuted,
      // Free users: the countdown starts when the start interstitial is dismissed.
      startPaused: !premium,
    },
    hides,
    own,
    runIdRef,
  );
  const { state } = runtime;
  const [focusedPanel, setFocusedPanel] = useState(0);
  const [reporting, setReporting] = useState<{ index: number; item: MediaItem } | null>(null);
  const favourites = useFavourites(premium ? uid : null);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  const paused = isPaused(state);
  useWakeLock(state.status === 'running' && !paused);
  const shownRef = useShownCount(state);
  const playing = state.status === 'running' && !paused;
  useSessionRun({
    ended: state.status === 'ended',
    playing,
    shownRef,
    runIdRef,
    held: runtime.heldItems,
    onRemoved: runtime.dropRemoved,
  });

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
    paused,
    pausedTotalMs: state.pausedTotalMs,
  });

  // The setup page was scrolled to its Start button: the session starts at the top. (A block body: see PolicyPage.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // At zero or on End: clear the config and leave, replacing the session in history.
  useEffect(() => {
    if (state.status !== 'ended') return;
    dispatch(sessionEnded());
    void navigate(paths.dashboard, { replace: true });
  }, [state.status, dispatch, navigate]);

  const { skipPanel, forceMutePanel, endSession, sourceOf, resumeSession, pauseSession } = runtime;
  // Free users: the clock starts once the start interstitial is closed.
  const overlays = useSessionOverlays(premium, verified, resumeSession);
  // Hide pauses through the same state as the Pause button (so everything that follows a pause, e.g. a toy,
  // stops too) and mutes every panel; coming back leaves the session paused and muted.
  const panelCount = state.panels.length;
  const stopSession = useCallback(() => {
    pauseSession();
    for (let index = 0; index < panelCount; index += 1) forceMutePanel(index);
  }, [pauseSession, forceMutePanel, panelCount]);
  const hiding = useHide(stopSession);
  const { togglePause, toggleMute } = useSessionControls({
    runtime,
    premium,
    paused,
    focusedPanel,
    saveFavourite: favourites.save,
    toggleFullscreen: fullscreen.toggle,
    dialogOpen: overlays.anyOpen || hiding.hidden || reporting !== null,
    askToEnd: overlays.askToEnd,
    showHelp: overlays.showHelp,
    hide: hiding.hide,
  });

  // Devices follow the bar's beat and stop whenever the session is not running (Pause, Hide, End, ...).
  const controls = plan.data?.controls ?? null;
  const barStartedAtMs = state.startedAtMs + state.pausedTotalMs;
  useDeviceSync({
    starName: star.name,
    controls,
    startedAtMs: barStartedAtMs,
    running: config.enableBar && state.status === 'running' && !paused,
    // Only a session with the bar had a beat to offer as a funscript afterwards.
    ended: config.enableBar && state.status === 'ended',
    playedMs: sessionElapsedMs(state, state.nowMs),
    pauseSession: runtime.pauseSession,
  });

  const now = state.nowMs;
  // The AI lines and the pace bar run on session time: real time minus the time spent paused.
  const elapsedMs = sessionElapsedMs(state, now);
  useSessionHistory({ uid, premium, config, ended: state.status === 'ended', ranMs: elapsedMs });
  const aiNow = state.startedAtMs + elapsedMs;
  const instructions = !config.enableAI ? 'off' : !verified ? 'unverified' : ai ? currentLine(ai, aiNow) : null;
  const openReport = useCallback((index: number, item: MediaItem) => setReporting({ index, item }), []);
  const closeReport = useCallback(() => setReporting(null), []);
  const views = state.panels.map((_panel, index) => panelView<MediaItem>(state, index));

  return (
    <div ref={stageRef} className={`session session--${state.settings.screens}${paused ? ' session--paused' : ''}`}>
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
            onReport={openReport}
            onHideLike={blocklist.blocklist === null ? null : hideLike.hide}
            onToggleMute={toggleMute}
            onLoaded={runtime.loaded}
            onFailed={runtime.failed}
            onAdEnded={runtime.adEnded}
            onAutoplayBlocked={forceMutePanel}
            onFocusPanel={setFocusedPanel}
            paused={paused}
          />
        ))}
      </div>
      {hideLike.notice && (
        <p role={hideLike.notice.ok ? 'status' : 'alert'} className="session__notice">
          {hideLike.notice.text}
        </p>
      )}
      <SidePanel
        starName={star.name}
        remainingMs={remainingMs(state, now)}
        startedAtMs={barStartedAtMs}
        pausedElapsedMs={paused ? elapsedMs : null}
        showBar={config.enableBar}
        controls={controls}
        instructions={instructions}
        onEnd={endSession}
        onTogglePause={togglePause}
        fullscreen={fullscreen}
        onShowHelp={overlays.showHelp}
        onHide={hiding.hide}
      >
        {config.enableBar && <DevicePanel compact />}
      </SidePanel>
      <SessionOverlays overlays={overlays} premium={premium} onEnd={endSession} />
      {hiding.hidden && <HideScreen onBack={hiding.reveal} />}
      {reporting && (
        <ReportDialog
          item={reporting.item}
          origin="session"
          // Reported: the panel moves on now (or drops it while the next loads), and the item never comes back here.
          onReported={(item) => rememberReported(item.id)}
          onClose={closeReport}
        />
      )}
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
  const { star, settled } = useStar(starId);
  const [bench] = useState(() => benchEnabled(location.search));

  useEffect(() => {
    if (bench) enableSwapTiming();
  }, [bench]);

  // A star the list this browser has does not name may still come with the server's list.
  if (!star && !settled) {
    return (
      <p className="session-starting" aria-live="polite">
        <Trans>Starting session…</Trans>
      </p>
    );
  }
  if (!star || config?.starId !== star.id || !isFromDashboard(location.state) || authStatus === 'signedOut') {
    return <Navigate to={paths.dashboard} replace />;
  }
  if (star.premium && premium === false) return <Navigate to={paths.dashboard} replace />;
  if (authStatus === 'loading' || premium === undefined || !user) {
    return (
      <p className="session-starting" aria-live="polite">
        <Trans>Starting session…</Trans>
      </p>
    );
  }
  return (
    <SessionRunner
      star={star}
      config={config}
      premium={premium}
      uid={user.uid}
      verified={verified}
      ownMedia={withOwnMedia(location.state)}
    />
  );
}
