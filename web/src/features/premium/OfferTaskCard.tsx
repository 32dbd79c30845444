import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EXTERNAL_LINK_REL, safeExternalHref } from '@shared/text/sanitize';
import { apiErrorMessage } from '../../store/apiSlice';
import { paths } from '../../config/paths';
import { setFreePremiumDoneCookie } from './freePremiumCookie';
import { openExternal } from './openExternal';
import { useStartOfferTaskMutation } from './premiumApi';

/** Unlock path 1: one external task (content locker); needs a verified email (docs/product-rules.md). */
export function OfferTaskCard({ verified }: { verified: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [startTask, { isLoading }] = useStartOfferTaskMutation();
  const [taskUrl, setTaskUrl] = useState<string | null>(null);
  const [returned, setReturned] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Coming back to this tab after opening the task is the moment to offer finalising it.
  useEffect(() => {
    if (!taskUrl) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') setReturned(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [taskUrl]);

  const start = async () => {
    setError(null);
    try {
      const { url } = await startTask(undefined).unwrap();
      if (!openExternal(url)) throw new Error('unsafe link');
      setTaskUrl(url);
    } catch (e) {
      setError(apiErrorMessage(e, t`Could not open the task. Please try again.`));
    }
  };

  const finished = () => {
    setFreePremiumDoneCookie();
    void navigate(paths.premiumComplete);
  };

  const fallbackHref = taskUrl ? safeExternalHref(taskUrl) : null;
  return (
    <section className="unlock-card" aria-labelledby="unlock-task">
      <h2 id="unlock-task">
        <Trans>Complete one task</Trans>
      </h2>
      <p>
        <Trans>Finish one short task from our partner and Premium is yours, free.</Trans>
      </p>
      {!verified ? (
        <>
          <p id="task-why" className="unlock-card__why">
            <Trans>Verify your email to unlock Premium with a task.</Trans>
          </p>
          <button type="button" className="button" disabled aria-describedby="task-why">
            <Trans>Start the task</Trans>
          </button>
        </>
      ) : taskUrl ? (
        <>
          <p role="status">
            {returned ? (
              <Trans>Welcome back! Finished the task?</Trans>
            ) : (
              <Trans>The task opened in a new tab. Come back here when you have finished.</Trans>
            )}
          </p>
          {fallbackHref && (
            <p className="unlock-card__small">
              <Trans>
                Nothing opened?{' '}
                <a href={fallbackHref} target="_blank" rel={EXTERNAL_LINK_REL}>
                  Open the task
                </a>
              </Trans>
            </p>
          )}
          <button type="button" className="button button--primary" onClick={finished}>
            <Trans>I have completed the task</Trans>
          </button>
        </>
      ) : (
        <button type="button" className="button button--primary" onClick={() => void start()} disabled={isLoading}>
          {isLoading ? t`Opening…` : t`Start the task`}
        </button>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
}
