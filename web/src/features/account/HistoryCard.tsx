import { useState } from 'react';
import { findStar } from '@shared/stars';
import { HISTORY_MAX_PREMIUM } from '@shared/constants';
import { useUserDoc } from '../../identity/userDocApi';
import type { HistoryEntry } from '../../lib/firebase/history';
import { formatRan, visibleHistory } from '../../settings/history';
import { useClearHistoryMutation, useListHistoryQuery, useSetKeepHistoryMutation } from '../../settings/historyApi';
import { useStartSession } from '../../settings/useStartSession';
import { Toggle } from '../../components/Toggle';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Session history" on /profile: off until the user turns it on; Run again, Clear (docs/product-rules.md#history). */
export function HistoryCard({ uid, premium }: { uid: string; premium: boolean }) {
  const keepHistory = useUserDoc().data?.keepHistory === true;
  const [setKeep, { isError: switchFailed }] = useSetKeepHistoryMutation();
  // The switch follows the click at once; the live user document confirms it (or a failure puts it back).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const list = useListHistoryQuery(uid);
  const [clear, { isLoading: clearing, isError: clearFailed }] = useClearHistoryMutation();
  const entries = visibleHistory(list.data ?? [], premium);

  return (
    <section className="card card--wide" aria-labelledby="history-title">
      <h2 id="history-title" className="card__title">
        Session history
      </h2>
      <p className="field__hint">
        {premium
          ? `Keeps your last ${HISTORY_MAX_PREMIUM} sessions on your account, to run them again.`
          : 'Keeps your last session on your account. Premium keeps your last 50.'}{' '}
        Off unless you turn it on; clearing deletes it.
      </p>
      <Toggle
        label="Keep my session history"
        checked={wanted ?? keepHistory}
        onChange={(on) => {
          setWanted(on);
          setKeep({ uid, keepHistory: on })
            .unwrap()
            .catch(() => setWanted(null));
        }}
      />
      {switchFailed && <p role="alert">Could not change the setting. Try again.</p>}
      {list.isError && <p role="alert">Could not load your history.</p>}
      {entries.length > 0 && (
        <>
          <ol className="history">
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <button type="button" className="button" disabled={clearing} onClick={() => void clear(uid)}>
            Clear history
          </button>
          {clearFailed && <p role="alert">Could not clear your history. Try again.</p>}
        </>
      )}
      {entries.length === 0 && (wanted ?? keepHistory) && !list.isLoading && <p>No sessions yet.</p>}
    </section>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const startSession = useStartSession();
  const star = findStar(entry.starId);
  if (!star) return null;
  const screens = `${entry.screens} ${entry.screens === 1 ? 'screen' : 'screens'}`;
  return (
    <li className="history__entry">
      <span>
        <strong>{star.name}</strong> · {entry.lengthMin} min · {screens} · ran {formatRan(entry.ranSec)}
        <br />
        <time dateTime={new Date(entry.startedAtMs).toISOString()}>{WHEN.format(entry.startedAtMs)}</time>
      </span>
      <button
        type="button"
        className="button"
        aria-label={`Run again: ${star.name}, ${entry.lengthMin} min`}
        onClick={() => startSession(entry)}
      >
        Run again
      </button>
    </li>
  );
}
