import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MAX_UPLOAD_GB, REFUSAL_TEXT, STOP_TEXT } from './uploadTexts';
import type { UploadRow } from './uploadRows';
import { PeoplePicker } from './PeoplePicker';
import { useUploadQueue } from './useUploadQueue';

function UploadRowView({
  row,
  onPause,
  onResume,
  onRemove,
}: {
  row: UploadRow;
  onPause: () => void;
  onResume: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const megabytes = (bytes: number) =>
    i18n.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const sent = megabytes(row.sent);
  const size = megabytes(row.size);
  const name = row.fileName;

  let status: string;
  switch (row.phase) {
    case 'needsFile':
      status = t`Unfinished. Choose this file again to continue.`;
      break;
    case 'queued':
      status = t`Waiting to send…`;
      break;
    case 'sending':
      status = t`Sending: ${sent} of ${size}`;
      break;
    case 'paused':
      status = t`Paused at ${sent} of ${size}`;
      break;
    case 'interrupted':
      status = row.stop ? i18n._(STOP_TEXT[row.stop]) : t`Stopped.`;
      break;
    case 'processing':
      status = t`Sent. Making web versions…`;
      break;
    case 'ready':
      if (row.review === 'rejected') status = t`A reviewer rejected this file before. It is not published.`;
      else if (row.duplicate) status = t`Ready: this file was already in the library.`;
      else if (row.review === 'pending') status = t`Ready. Waiting for review before it is published.`;
      else status = t`Ready`;
      break;
    case 'refused':
      status = row.refusal ? i18n._(REFUSAL_TEXT[row.refusal]) : (row.message ?? t`Refused.`);
      break;
    case 'failed':
      status = t`Processing failed. Upload the file again.`;
      break;
  }
  const problem =
    row.phase === 'refused' ||
    row.phase === 'failed' ||
    row.phase === 'interrupted' ||
    (row.phase === 'ready' && row.review === 'rejected');
  const showsBar = ['sending', 'paused', 'interrupted', 'processing'].includes(row.phase);

  return (
    <li className={`uploads__row uploads__row--${row.phase}`} aria-label={name}>
      {row.preview ? (
        <img className="uploads__preview" src={row.preview} alt={t`Preview of ${name}`} width={80} height={80} />
      ) : (
        <span className="uploads__preview uploads__preview--empty" aria-hidden="true" />
      )}
      <div className="uploads__body">
        <p className="uploads__name">
          {name} <span className="uploads__community">({row.community})</span>
        </p>
        {showsBar && (
          <progress
            className="uploads__bar"
            max={row.size}
            value={row.sent}
            aria-label={t`Sent of ${name}`}
            aria-valuetext={t`${sent} of ${size}`}
          />
        )}
        <p className={problem ? 'uploads__status form-error' : 'uploads__status'} role={problem ? 'alert' : undefined}>
          {status}
        </p>
      </div>
      <div className="uploads__actions">
        {row.phase === 'sending' && (
          <button type="button" className="button" onClick={onPause} aria-label={t`Pause ${name}`}>
            <Trans comment="A button: pauses sending a file">Pause</Trans>
          </button>
        )}
        {(row.phase === 'paused' || row.phase === 'interrupted') && (
          <button type="button" className="button button--primary" onClick={onResume} aria-label={t`Resume ${name}`}>
            <Trans comment="A button: continues sending a paused file">Resume</Trans>
          </button>
        )}
        {row.phase !== 'processing' && (
          <button type="button" className="button" onClick={onRemove} aria-label={t`Dismiss ${name}`}>
            {row.phase === 'ready' || row.phase === 'refused' || row.phase === 'failed'
              ? t({ message: 'Dismiss', comment: 'A button: hides an ended upload from the list' })
              : t({ message: 'Cancel', comment: 'A button: stops and forgets an upload' })}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The library's uploads: many files at once into the chosen community, each sent straight to Cloud Storage with a
 * progress bar, pause and resume, and followed through processing to its item or its refusal.
 */
export function LibraryUploads({ community }: { community: string }) {
  const { t } = useLingui();
  const id = useId();
  const { rows, pick, pause, resume, remove } = useUploadQueue();
  const [people, setPeople] = useState<readonly string[]>([]);
  return (
    <section className="card uploads" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        <Trans>Upload media</Trans>
      </h2>
      <p className="uploads__hint">
        <Trans>
          Images, GIFs and videos up to {MAX_UPLOAD_GB} GB each, into {community}. Each file is judged by its contents
          and made into web versions without its metadata; the file itself is not kept.
        </Trans>
      </p>
      <PeoplePicker chosen={people} onChange={setPeople} />
      <label htmlFor={`${id}-files`}>
        <Trans>Files to upload</Trans>
      </label>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept="image/*,video/*"
        disabled={!community}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length > 0) pick(files, community, people);
          event.target.value = ''; // the same files may be chosen again (to resume after a reload)
        }}
      />
      {rows.length > 0 && (
        <ul className="uploads__list" aria-label={t`Uploads`}>
          {rows.map((row) => (
            <UploadRowView
              key={row.key}
              row={row}
              onPause={() => pause(row.key)}
              onResume={() => resume(row.key)}
              onRemove={() => remove(row)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
