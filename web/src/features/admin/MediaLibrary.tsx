import { useId, useState, type SyntheticEvent } from 'react';
import type { LibraryImportFormat, LibraryRowError } from '@shared/api/schemas/library';
import { STARS } from '@shared/stars';
import { apiErrorMessage } from '../../store/apiSlice';
import {
  useDeleteLibraryItemMutation,
  useImportLibraryMutation,
  useListLibraryQuery,
  useSetLibraryItemBlockedMutation,
} from './libraryApi';

const COMMUNITIES = [...new Set(STARS.flatMap((s) => s.subreddits))];

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

function ImportForm() {
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; rows: LibraryRowError[] } | null>(null);
  const [importLibrary, { isLoading }] = useImportLibraryMutation();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const format = file ? formatOf(file.name) : null;
    if (!file || !format) {
      setMessage({ kind: 'error', text: 'Choose a .json or .csv file.', rows: [] });
      return;
    }
    try {
      const result = await importLibrary({ format, content: await file.text() }).unwrap();
      setMessage({
        kind: 'ok',
        text: `Imported ${result.imported} item(s); ${result.skipped} already in the library.`,
        rows: [],
      });
    } catch (error) {
      setMessage({ kind: 'error', text: apiErrorMessage(error, 'Request failed'), rows: rowErrorsOf(error) });
    }
  }

  return (
    <form className="library__import" onSubmit={(e) => void submit(e)} aria-label="Import media">
      <label htmlFor={fileInputId}>Import file (JSON or CSV)</label>
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
        {isLoading ? 'Importing…' : 'Import'}
      </button>
      {message && (
        <div
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'form-error' : 'form-success'}
        >
          <p>{message.text}</p>
          {message.rows.length > 0 && (
            <ul>
              {message.rows.map((r) => (
                <li key={`${r.row}-${r.message}`}>
                  Row {r.row}: {r.message}
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
  const { data, isFetching, isError } = useListLibraryQuery(community);
  const [setBlocked] = useSetLibraryItemBlockedMutation();
  const [remove] = useDeleteLibraryItemMutation();
  const [actionError, setActionError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(apiErrorMessage(error, 'Failed'));
    }
  }

  if (isError)
    return (
      <p role="alert" className="form-error">
        Failed to load the library
      </p>
    );
  if (!data) return <p>Loading...</p>;
  return (
    <>
      {actionError && (
        <p role="alert" className="form-error">
          {actionError}
        </p>
      )}
      <p>{isFetching ? 'Refreshing…' : `${data.items.length} item(s) in ${community}`}</p>
      <ul className="library__items">
        {data.items.map((item) => (
          <li key={item.id} className={item.blocked ? 'library__item library__item--blocked' : 'library__item'}>
            <span className="library__type">{item.type}</span>
            <span className="library__url" title={item.url}>
              {item.title ?? item.url}
            </span>
            {item.blocked && <span className="library__badge">Blocked</span>}
            <button
              type="button"
              className="button"
              onClick={() => void run(() => setBlocked({ id: item.id, blocked: !item.blocked }).unwrap())}
            >
              {item.blocked ? 'Unblock' : 'Block'}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void run(() => remove(item.id).unwrap())}
              aria-label={`Remove ${item.title ?? item.url}`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Admin page section for the operator-owned media library (the `library` media provider). */
export function MediaLibrary() {
  const selectId = useId();
  const [community, setCommunity] = useState(COMMUNITIES[0] ?? '');
  return (
    <section aria-labelledby="media-library" className="library">
      <h2 id="media-library">Media library</h2>
      <ImportForm />
      <label htmlFor={selectId}>Community</label>
      <select id={selectId} value={community} onChange={(e) => setCommunity(e.target.value)}>
        {COMMUNITIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      {community && <LibraryItems community={community} />}
    </section>
  );
}
