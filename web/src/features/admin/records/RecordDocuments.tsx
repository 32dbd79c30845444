import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { PerformerDocumentKind, PerformerRecordDetail } from '@shared/api/schemas/performerRecords';
import { apiErrorMessage } from '../../../store/apiSlice';
import { useAddPerformerDocumentMutation, useOpenPerformerDocumentMutation } from './recordsApi';

// A record's documents on its page: each shown only on request (every view is on the record's trail), and a form
// that adds one (sealed by the server).

const DOCUMENT_KIND_LABELS: Record<PerformerDocumentKind, MessageDescriptor> = {
  idDocument: msg({ message: 'ID image', comment: 'A photo or scan of an identity document' }),
  release: msg({ message: 'Signed release', comment: 'The consent and release the performer signed, scanned' }),
};

function DocumentRow({
  recordId,
  document,
}: {
  recordId: string;
  document: PerformerRecordDetail['documents'][number];
}) {
  const { i18n, t } = useLingui();
  const [open, { data: url, isLoading, error, reset }] = useOpenPerformerDocumentMutation();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const kind = i18n._(DOCUMENT_KIND_LABELS[document.kind]);
  const kilobytes = Math.ceil(document.bytes / 1024);
  const addedAt = i18n.date(new Date(document.addedAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="records-admin__document">
      <span>
        <Trans comment="A document of a performer record: its kind, size and when it was added">
          {kind}, {kilobytes} kB, added {addedAt}
        </Trans>
      </span>
      {url ? (
        <>
          <button type="button" className="button" onClick={reset}>
            <Trans comment="A button: hides a document shown on the page">Hide</Trans>
          </button>
          {document.contentType === 'application/pdf' ? (
            <a href={url} target="_blank" rel="noreferrer">
              <Trans>Open the PDF</Trans>
            </a>
          ) : (
            <img className="records-admin__document-image" src={url} alt={kind} />
          )}
        </>
      ) : (
        <button
          type="button"
          className="button"
          disabled={isLoading}
          onClick={() => void open({ id: recordId, documentId: document.id })}
        >
          <Trans comment="A button: shows an ID image (the view is recorded)">View</Trans>
        </button>
      )}
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not open the document.`)}
        </p>
      )}
    </li>
  );
}

export function AddDocumentForm({ recordId, onAdded }: { recordId: string; onAdded: () => void }) {
  const { t } = useLingui();
  const ids = { kind: useId(), file: useId() };
  const [kind, setKind] = useState<PerformerDocumentKind>('idDocument');
  const [file, setFile] = useState<File | null>(null);
  const [add, { isLoading, error }] = useAddPerformerDocumentMutation();
  const form = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={form}
      className="records-admin__add-document"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        void add({ id: recordId, kind, file }).then((result) => {
          if ('data' in result) {
            form.current?.reset();
            setFile(null);
            onAdded();
          }
        });
      }}
    >
      <label htmlFor={ids.kind}>
        <Trans>Kind</Trans>
      </label>
      <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as PerformerDocumentKind)}>
        <option value="idDocument">{t(DOCUMENT_KIND_LABELS.idDocument)}</option>
        <option value="release">{t(DOCUMENT_KIND_LABELS.release)}</option>
      </select>
      <label htmlFor={ids.file}>
        <Trans comment="A file field: a JPEG, PNG, WebP or PDF of a document">File (JPEG, PNG, WebP or PDF)</Trans>
      </label>
      <input
        id={ids.file}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <button type="submit" className="button" disabled={!file || isLoading}>
        <Trans comment="A button: stores the chosen document, encrypted, with the record">Add document</Trans>
      </button>
      {isLoading && (
        <p role="status">
          <Trans>Encrypting and storing…</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not add the document.`)}
        </p>
      )}
    </form>
  );
}

/** The record's documents, each with its View button. */
export function RecordDocuments({
  recordId,
  documents,
}: {
  recordId: string;
  documents: PerformerRecordDetail['documents'];
}) {
  if (documents.length === 0)
    return (
      <p>
        <Trans>No documents yet.</Trans>
      </p>
    );
  return (
    <ul className="records-admin__documents">
      {documents.map((document) => (
        <DocumentRow key={document.id} recordId={recordId} document={document} />
      ))}
    </ul>
  );
}
