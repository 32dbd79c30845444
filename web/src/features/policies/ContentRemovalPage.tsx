import { useId, useState, type SyntheticEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_NCII_DECISION_HOURS, REPORT_TEXT_MAX_CHARS, REPORT_URL_MAX_CHARS } from '@shared/constants';
import type { ReportReason } from '@shared/reports';
import { useReportMediaMutation } from '../../media/reportsApi';
import { ReportReasons } from '../../components/ReportReasons';
import { apiErrorMessage } from '../../store/apiSlice';
import { PolicyArticle } from './PolicyPage';

// Kept as descriptors, so a message on screen follows a switch of language.
const SEND_FAILED = msg`Could not send the request. Try again.`;
const ADDRESS_MISSING = msg`Enter the item’s address, starting with https://`;
const REASON_MISSING = msg`Choose a reason.`;
/** The address field's hint: the scheme, not text to translate. */
const URL_PLACEHOLDER = 'https://';

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The public removal-request form: anyone, signed in or not; it lands in the admin's takedown queue. */
function RemovalRequestForm() {
  const { t } = useLingui();
  const ids = useId();
  const [url, setUrl] = useState('');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  // One of ours (a descriptor), or the server's own text.
  const [problem, setProblem] = useState<MessageDescriptor | string | null>(null);
  const [send, { isLoading, isSuccess, reset }] = useReportMediaMutation();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const missing = !isHttpUrl(trimmed) ? ADDRESS_MISSING : reason === null ? REASON_MISSING : null;
    setProblem(missing);
    if (missing !== null || reason === null) return;
    send({
      origin: 'removalRequest',
      url: trimmed,
      reason,
      ...(text.trim() === '' ? {} : { text }),
      ...(contact.trim() === '' ? {} : { contact: contact.trim() }),
    })
      .unwrap()
      .catch((error: unknown) => setProblem(apiErrorMessage(error, '') || SEND_FAILED));
  };

  if (isSuccess)
    return (
      <div className="card removal-form">
        <p role="status">
          {reason === 'ncii' ? (
            <Trans>
              Thank you. Requests from people who did not consent go to the top of our queue; we decide within{' '}
              {REPORT_NCII_DECISION_HOURS} hours.
            </Trans>
          ) : (
            <Trans>Thank you. Your request is in our review queue; we decide within 7 days.</Trans>
          )}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            reset();
            setUrl('');
            setReason(null);
            setText('');
          }}
        >
          <Trans>Send another request</Trans>
        </button>
      </div>
    );

  return (
    <form className="card removal-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        <Trans>Removal request</Trans>
      </h2>
      <div className="field">
        <label htmlFor={`${ids}-url`}>
          <Trans>Address of the item</Trans>
        </label>
        <input
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          required
          maxLength={REPORT_URL_MAX_CHARS}
          placeholder={URL_PLACEHOLDER}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </div>
      <ReportReasons legend={t`Reason`} value={reason} onChange={setReason} />
      <div className="field">
        <label htmlFor={`${ids}-text`}>
          <Trans>Details (optional)</Trans>
        </label>
        <textarea
          id={`${ids}-text`}
          rows={4}
          maxLength={REPORT_TEXT_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-contact`}>
          <Trans>Your email, if you want an answer (optional)</Trans>
        </label>
        <input
          id={`${ids}-contact`}
          type="email"
          autoComplete="email"
          value={contact}
          onChange={(e) => setContact(e.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {typeof problem === 'string' ? problem : t(problem)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? <Trans>Sending…</Trans> : <Trans>Send request</Trans>}
      </button>
    </form>
  );
}

export function ContentRemovalPage() {
  return (
    <PolicyArticle kind="removal">
      <RemovalRequestForm />
    </PolicyArticle>
  );
}
