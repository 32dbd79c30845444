import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { HISTORY_MAX_PREMIUM } from '@shared/constants';
import { useUserDoc } from '../../identity/userDocApi';
import type { HistoryEntry } from '../../lib/firebase/history';
import { formatRan, visibleHistory } from '../../settings/history';
import { useClearHistoryMutation, useListHistoryQuery, useSetKeepHistoryMutation } from '../../settings/historyApi';
import { useStartSession } from '../../settings/useStartSession';
import { useStarCatalogue } from '../../stars/useStarCatalogue';
import { Toggle } from '../../components/Toggle';

/** "Session history" on /profile: off until the user turns it on; Run again, Clear (docs/product-rules.md#history). */
export function HistoryCard({ uid, premium }: { uid: string; premium: boolean }) {
  const { t } = useLingui();
  const keepHistory = useUserDoc().data?.keepHistory === true;
  const [setKeep, { isError: switchFailed }] = useSetKeepHistoryMutation();
  // The switch follows the click at once; the live user document confirms it (or a failure puts it back).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const list = useListHistoryQuery(uid);
  const [clear, { isLoading: clearing, isError: clearFailed }] = useClearHistoryMutation();
  const entries = visibleHistory(list.data ?? [], premium);
  const max = HISTORY_MAX_PREMIUM;

  return (
    <section className="card card--wide" aria-labelledby="history-title">
      <h2 id="history-title" className="card__title">
        <Trans>Session history</Trans>
      </h2>
      <p className="field__hint">
        {premium
          ? t({
              message: plural(max, {
                one: 'Keeps your last session on your account, to run it again.',
                other: 'Keeps your last # sessions on your account, to run them again.',
              }),
            })
          : t`Keeps your last session on your account. Premium keeps your last ${max}.`}{' '}
        <Trans>Off unless you turn it on; clearing deletes it.</Trans>
      </p>
      <Toggle
        label={t`Keep my session history`}
        checked={wanted ?? keepHistory}
        onChange={(on) => {
          setWanted(on);
          setKeep({ uid, keepHistory: on })
            .unwrap()
            .catch(() => setWanted(null));
        }}
      />
      {switchFailed && (
        <p role="alert">
          <Trans>Could not change the setting. Try again.</Trans>
        </p>
      )}
      {list.isError && (
        <p role="alert">
          <Trans>Could not load your history.</Trans>
        </p>
      )}
      {entries.length > 0 && (
        <>
          <ol className="history">
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <button type="button" className="button" disabled={clearing} onClick={() => void clear(uid)}>
            <Trans>Clear history</Trans>
          </button>
          {clearFailed && (
            <p role="alert">
              <Trans>Could not clear your history. Try again.</Trans>
            </p>
          )}
        </>
      )}
      {entries.length === 0 && (wanted ?? keepHistory) && !list.isLoading && (
        <p>
          <Trans>No sessions yet.</Trans>
        </p>
      )}
    </section>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useLingui();
  const startSession = useStartSession();
  const star = useStarCatalogue().find(entry.starId);
  if (!star) return null;
  const starName = star.name;
  const lengthMin = entry.lengthMin;
  const screens = entry.screens;
  const ran = formatRan(entry.ranSec);
  return (
    <li className="history__entry">
      <span>
        <Trans comment="A past session: the star, its length, its screens, and how long it ran (minutes:seconds)">
          <strong>{starName}</strong> · {lengthMin} min · <Plural value={screens} one="# screen" other="# screens" /> ·
          ran {ran}
        </Trans>
        <br />
        <time dateTime={new Date(entry.startedAtMs).toISOString()}>
          {i18n.date(entry.startedAtMs, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </span>
      <button
        type="button"
        className="button"
        aria-label={t`Run again: ${starName}, ${lengthMin} min`}
        onClick={() => startSession(entry)}
      >
        <Trans>Run again</Trans>
      </button>
    </li>
  );
}
