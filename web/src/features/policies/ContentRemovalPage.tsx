import { useId, useState, type SyntheticEvent } from 'react';
import { REPORT_TEXT_MAX_CHARS, REPORT_URL_MAX_CHARS } from '@shared/constants';
import type { ReportReason } from '@shared/reports';
import { useReportMediaMutation } from '../../media/reportsApi';
import { ReportReasons } from '../../components/ReportReasons';
import { apiErrorMessage } from '../../store/apiSlice';
import { PolicyArticle } from './PolicyPage';
import { REMOVAL_TEXT } from './removalText';

const SEND_FAILED = 'Could not send the request. Try again.';

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The public removal-request form: anyone, signed in or not; it lands in the admin's takedown queue. */
function RemovalRequestForm() {
  const ids = useId();
  const [url, setUrl] = useState('');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading, isSuccess, reset }] = useReportMediaMutation();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const missing = !isHttpUrl(trimmed)
      ? 'Enter the item’s address, starting with https://'
      : reason === null
        ? 'Choose a reason.'
        : null;
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
      .catch((error: unknown) => setProblem(apiErrorMessage(error, SEND_FAILED)));
  };

  if (isSuccess)
    return (
      <div className="card removal-form">
        <p role="status">Thank you. Your request is in our review queue; we decide within 7 days.</p>
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
          Send another request
        </button>
      </div>
    );

  return (
    <form className="card removal-form" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Removal request</h2>
      <div className="field">
        <label htmlFor={`${ids}-url`}>Address of the item</label>
        <input
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          required
          maxLength={REPORT_URL_MAX_CHARS}
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </div>
      <ReportReasons legend="Reason" value={reason} onChange={setReason} />
      <div className="field">
        <label htmlFor={`${ids}-text`}>Details (optional)</label>
        <textarea
          id={`${ids}-text`}
          rows={4}
          maxLength={REPORT_TEXT_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-contact`}>Your email, if you want an answer (optional)</label>
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
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}

export function ContentRemovalPage() {
  return (
    <PolicyArticle text={REMOVAL_TEXT}>
      <RemovalRequestForm />
    </PolicyArticle>
  );
}
