import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type SyntheticEvent } from 'react';
import type { LibraryImportFormat, LibraryRowError } from '@shared/api/schemas/library';
import { apiErrorMessage } from '../../store/apiSlice';
import {
  useDeleteLibraryItemMutation,
  useImportLibraryMutation,
  useListLibraryQuery,
  useSetLibraryItemBlockedMutation,
} from './libraryApi';
import { LibraryUploads } from './libraryUploads/LibraryUploads';
import { UploaderCheckGate } from './uploaderCheck/UploaderCheckGate';
import { useStarCatalogue } from '../../stars/useStarCatalogue';

function formatOf(fileName: string): LibraryImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.csv')) return 'csv';
  return null;
}

/** The server answers a rejected file with per-row errors; nothing was written. */
function rowErrorsOf(error: unknown): LibraryRowError[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('rowErrors' in data) || !Array.isArray(data.rowErrors)) return [];
  return data.rowErrors as LibraryRowError[];
}

/** What the import said: ours (in the active language) or the server's own words. */
type ImportMessage =
  | { kind: 'ok'; imported: number; skipped: number }
  | { kind: 'error'; text: string | MessageDescriptor; rows: LibraryRowError[] };

function ImportForm() {
  const { i18n, t } = useLingui();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<ImportMessage | null>(null);
  const [importLibrary, { isLoading }] = useImportLibraryMutation();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const format = file ? formatOf(file.name) : null;
    if (!file || !format) {
      setMessage({ kind: 'error', text: msg`Choose a .json or .csv file.`, rows: [] });
      return;
    }
    try {
      const result = await importLibrary({ format, content: await file.text() }).unwrap();
      setMessage({ kind: 'ok', imported: result.imported, skipped: result.skipped });
    } catch (error) {
      setMessage({ kind: 'error', text: apiErrorMessage(error, t`Request failed`), rows: rowErrorsOf(error) });
    }
  }

  let text = '';
  if (message?.kind === 'ok') {
    const { imported, skipped } = message;
    text = t`Imported ${imported} item(s); ${skipped} already in the library.`;
  } else if (message) text = typeof message.text === 'string' ? message.text : i18n._(message.text);

  return (
    <form className="library__import" onSubmit={(e) => void submit(e)} aria-label={t`Import media`}>
      <label htmlFor={fileInputId}>
        <Trans>Import file (JSON or CSV)</Trans>
      </label>
      <input
        id={fileInputId}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setMessage(null);
        }}
      />
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? t`Importing…` : t({ message: 'Import', comment: 'A button: imports the chosen file' })}
      </button>
      {message && (
        <div
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'form-error' : 'form-success'}
        >
          <p>{text}</p>
          {message.kind === 'error' && message.rows.length > 0 && (
            <ul>
              {message.rows.map(({ row, message: problem }) => (
                <li key={`${row}-${problem}`}>
                  <Trans comment="A row of the imported file, and what is wrong with it">
                    Row {row}: {problem}
                  </Trans>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

function LibraryItems({ community }: { community: string }) {
  const { t } = useLingui();
  const { data, isFetching, isError } = useListLibraryQuery(community);
  const [setBlocked] = useSetLibraryItemBlockedMutation();
  const [remove] = useDeleteLibraryItemMutation();
  const [actionError, setActionError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(
        apiErrorMessage(error, t({ message: 'Failed', comment: 'A request failed (nothing more is known)' })),
      );
    }
  }

  if (isError)
    return (
      <p role="alert" className="form-error">
        <Trans>Failed to load the library</Trans>
      </p>
    );
  if (!data)
    return (
      <p>
        <Trans>Loading...</Trans>
      </p>
    );
  const count = data.items.length;
  return (
    <>
      {actionError && (
        <p role="alert" className="form-error">
          {actionError}
        </p>
      )}
      <p>{isFetching ? t`Refreshing…` : t`${count} item(s) in ${community}`}</p>
      <ul className="library__items">
        {data.items.map((item) => (
          <li key={item.id} className={item.blocked ? 'library__item library__item--blocked' : 'library__item'}>
            <span className="library__type">{item.type}</span>
            <span className="library__url" title={item.url}>
              {item.title ?? item.url}
            </span>
            {item.blocked && (
              <span className="library__badge">
                <Trans comment="A media item that is blocked">Blocked</Trans>
              </span>
            )}
            {item.review !== 'approved' && (
              <span className="library__badge">
                {item.review === 'pending'
                  ? t({ message: 'Waiting for review', comment: 'A media item no reviewer has decided on yet' })
                  : t({ message: 'Rejected', comment: 'A media item a reviewer rejected' })}
              </span>
            )}
            <button
              type="button"
              className="button"
              onClick={() => void run(() => setBlocked({ id: item.id, blocked: !item.blocked }).unwrap())}
            >
              {item.blocked
                ? t({ message: 'Unblock', comment: 'A button: unblocks the media item' })
                : t({ message: 'Block', comment: 'A button: blocks the media item' })}
            </button>
            <RemoveButton name={item.title ?? item.url} onClick={() => void run(() => remove(item.id).unwrap())} />
          </li>
        ))}
      </ul>
    </>
  );
}

function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="button" onClick={onClick} aria-label={t`Remove ${name}`}>
      <Trans comment="A button: deletes the media item from the library">Remove</Trans>
    </button>
  );
}

/** /admin/library: the operator-owned media library (the `library` media provider). */
export function MediaLibrary() {
  const selectId = useId();
  const { stars } = useStarCatalogue();
  const communities = [...new Set(stars.flatMap((s) => s.subreddits))];
  const [community, setCommunity] = useState(communities[0] ?? '');
  return (
    <section aria-labelledby="media-library" className="library">
      <h1 id="media-library">
        <Trans>Media library</Trans>
      </h1>
      <label htmlFor={selectId}>
        <Trans>Community</Trans>
      </label>
      <select id={selectId} value={community} onChange={(e) => setCommunity(e.target.value)}>
        {communities.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <UploaderCheckGate>
        <LibraryUploads community={community} />
        <ImportForm />
      </UploaderCheckGate>
      {community && <LibraryItems community={community} />}
    </section>
  );
}
