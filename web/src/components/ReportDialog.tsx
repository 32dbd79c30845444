import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { REPORT_TEXT_MAX_CHARS } from '@shared/constants';
import type { MediaItem } from '@shared/media/types';
import type { ReportReason } from '@shared/reports';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { ReportReasons } from './ReportReasons';
import { useReportMediaMutation } from '../media/reportsApi';
import { apiErrorMessage } from '../store/apiSlice';

export type ReportableItem = Pick<MediaItem, 'id' | 'srcUrl' | 'source' | 'postUrl' | 'reportSig'>;

export interface ReportDialogProps {
  item: ReportableItem;
  origin: 'session' | 'favorites';
  /** The report is in the queue: the caller hides the item for this person. */
  onReported: (item: ReportableItem) => void;
  onClose: () => void;
}

/** A modal form: a reason (required) and optional details; Esc or Cancel closes, focus returns to the opener. */
export function ReportDialog({ item, origin, onReported, onClose }: ReportDialogProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { isLoading, isSuccess }] = useReportMediaMutation();
  useFocusTrap(dialogRef);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => opener?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The page's own Esc (end the session, close the viewer) must not also fire.
      event.preventDefault();
      event.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [onClose]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (reason === null) {
      setProblem(t`Choose a reason.`);
      return;
    }
    setProblem(null);
    if (item.source === 'ad' || item.source === 'local') return;
    report({
      origin,
      url: item.srcUrl,
      source: item.source,
      sourceId: item.id,
      postUrl: item.postUrl,
      // The listing's signature: without it, a Remove blocks only this file, not its post.
      ...(item.reportSig ? { itemSig: item.reportSig } : {}),
      reason,
      ...(text.trim() === '' ? {} : { text }),
    })
      .unwrap()
      .then(() => onReported(item))
      .catch((error: unknown) => setProblem(apiErrorMessage(error, t`Could not send the report. Try again.`)));
  };

  return (
    <div className="report-overlay" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <form
        ref={dialogRef}
        className="report-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        noValidate
      >
        <h2 id={titleId}>
          <Trans>Report this item</Trans>
        </h2>
        {isSuccess ? (
          <>
            <p role="status">
              <Trans>Thanks. It is hidden for you now, and an admin will review your report.</Trans>
            </p>
            <div className="report-dialog__actions">
              <button type="button" className="button button--primary" onClick={onClose}>
                <Trans>Close</Trans>
              </button>
            </div>
          </>
        ) : (
          <>
            <ReportReasons legend={t`Why are you reporting it?`} value={reason} onChange={setReason} />
            <label className="report-dialog__text">
              <Trans>Details (optional)</Trans>
              <textarea
                value={text}
                maxLength={REPORT_TEXT_MAX_CHARS}
                rows={3}
                onChange={(e) => setText(e.target.value)}
              />
            </label>
            {problem && (
              <p role="alert" className="form-error">
                {problem}
              </p>
            )}
            <div className="report-dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className="button button--danger" disabled={isLoading}>
                {isLoading ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
              </button>
            </div>
          </>
        )}
      </form>
    </div>
  );
}
