import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PerformerRecordAction, PerformerRecordDetail } from '@shared/api/schemas/performerRecords';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../store/apiSlice';
import { CLEARANCE_LABELS, clearanceBadge } from './clearanceLabels';
import { ID_CHECK_LABELS, RECORD_CHECK_FAILURE_LABELS } from '../idCheckLabels';
import { useIdCheckReturn } from '../useIdCheckReturn';
import { ExportButton, WithdrawConsent } from './RecordActions';
import { AddDocumentForm, RecordDocuments } from './RecordDocuments';
import {
  useFinishPerformerIdCheckMutation,
  useStartPerformerIdCheckMutation,
  useViewPerformerRecordMutation,
} from './recordsApi';

const TRAIL_LABELS: Record<PerformerRecordAction, MessageDescriptor> = {
  added: msg({ message: 'Added', comment: 'A performer record trail entry' }),
  viewed: msg({ message: 'Viewed', comment: 'A performer record trail entry' }),
  exported: msg({ message: 'Exported', comment: 'A performer record trail entry' }),
  idCheckStarted: msg({ message: 'ID check started', comment: 'A performer record trail entry' }),
  idCheckFinished: msg({ message: 'ID check finished', comment: 'A performer record trail entry' }),
  documentAdded: msg({ message: 'Document added', comment: 'A performer record trail entry' }),
  documentViewed: msg({ message: 'Document viewed', comment: 'A performer record trail entry' }),
  consentWithdrawn: msg({ message: 'Consent withdrawn', comment: 'A performer record trail entry' }),
};

function FinishedCheck({ status }: { status: PerformerRecordDetail['idCheck'] }) {
  const { i18n } = useLingui();
  const state = i18n._(ID_CHECK_LABELS[status]);
  return (
    <p role="status">
      <Trans comment="The result of a performer's ID check, e.g. ID check: Passed">ID check: {state}</Trans>
    </p>
  );
}

function ConsentDates({ signedOn, producedOn }: { signedOn: string; producedOn: string }) {
  return (
    <p>
      <Trans comment="The dates of a performer's release: when signed and when the media was produced">
        Signed {signedOn}; produced {producedOn}.
      </Trans>
    </p>
  );
}

function WithdrawnOn({ at }: { at: string }) {
  return (
    <p className="badge badge--danger">
      <Trans comment="When the performer withdrew consent, a date and time">Consent withdrawn {at}</Trans>
    </p>
  );
}

/**
 * /admin/records/:id, the custodian's view of one performer record. Opening it is recorded on the record's trail
 * (each open is one audited read); so are each document viewed, the export, the ID check and a withdrawal.
 */
export function RecordPage() {
  const { i18n, t } = useLingui();
  const { id = '' } = useParams();
  const [view, { error, isLoading }] = useViewPerformerRecordMutation();
  // The record last read stays on screen while it is read again after a change (a mutation's own data is cleared
  // while its next call runs), so nothing below it, such as a withdrawal's result, is unmounted.
  const [record, setRecord] = useState<PerformerRecordDetail | null>(null);
  const [startCheck, startState] = useStartPerformerIdCheckMutation();
  const opened = useRef<string | null>(null);
  const reload = useCallback(() => {
    void view(id).then((result) => {
      if ('data' in result && result.data) setRecord(result.data.record);
    });
  }, [view, id]);
  const [finish, finished] = useFinishPerformerIdCheckMutation();
  const returning = useIdCheckReturn(useCallback((returnToken: string) => finish({ id, returnToken }), [finish, id]));
  useEffect(() => {
    if (returning || opened.current === id) return;
    opened.current = id;
    reload();
  }, [id, returning, reload]);

  const itemCount = record?.itemCount ?? 0;
  const withdrawn = record?.consent.withdrawnAt != null;
  const dateText = (iso: string | null) =>
    iso ? i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const day = (isoDay: string) => i18n.date(new Date(`${isoDay}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <section aria-labelledby="record-admin" className="records-admin">
      <p>
        <Link to={paths.adminRecords}>
          <Trans comment="A link back to the list of performer records">All records</Trans>
        </Link>
      </p>
      <h1 id="record-admin">{record ? record.stageNames.join(', ') : t`Performer record`}</h1>
      {((isLoading && !record) || finished.isLoading) && (
        <p role="status">{finished.isLoading ? t`Reading the ID check’s result…` : t`Loading the record…`}</p>
      )}
      {finished.data && <FinishedCheck status={finished.data.status} />}
      {(error ?? finished.error) && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error ?? finished.error, t`Failed to load the record.`)}
        </p>
      )}
      {record && (
        <>
          <p>
            <span className={clearanceBadge(record.clearance)}>{i18n._(CLEARANCE_LABELS[record.clearance])}</span>{' '}
            <Trans comment="How many library items name this performer">Items naming this person: {itemCount}</Trans>
          </p>
          <dl className="records-admin__facts">
            <dt>
              <Trans>Legal name</Trans>
            </dt>
            <dd>{record.legalName}</dd>
            <dt>
              <Trans>Date of birth</Trans>
            </dt>
            <dd>{day(record.dateOfBirth)}</dd>
            <dt>
              <Trans comment="Every name the performer appears under">Stage names</Trans>
            </dt>
            <dd>{record.stageNames.join(', ')}</dd>
          </dl>

          <h2>
            <Trans comment="A section: the identity-and-age check of a performer">ID check</Trans>
          </h2>
          <p>
            {i18n._(ID_CHECK_LABELS[record.idCheck])}
            {record.idCheckDetail.checkedAt && ` · ${dateText(record.idCheckDetail.checkedAt)}`}
            {record.idCheckDetail.method && ` · ${record.idCheckDetail.method}`}
          </p>
          {record.idCheck === 'failed' && record.idCheckDetail.failure && (
            <p className="form-error">{i18n._(RECORD_CHECK_FAILURE_LABELS[record.idCheckDetail.failure])}</p>
          )}
          {record.idCheck !== 'passed' && !withdrawn && (
            <>
              <p className="records-admin__hint">
                <Trans>
                  The person shows their identity document and their face to the identity provider on this device. The
                  check passes only if the document is genuine, the face matches it, and it shows this record’s legal
                  name and date of birth. The record keeps the result and the date, never what the document says or the
                  provider’s images.
                </Trans>
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={startState.isLoading}
                onClick={() =>
                  void startCheck(id).then((result) => {
                    if ('data' in result && result.data) window.location.assign(result.data.redirectUrl);
                  })
                }
              >
                <Trans comment="A button: sends the browser to the provider's identity-document check">
                  Start the ID check
                </Trans>
              </button>
              {startState.error && (
                <p role="alert" className="form-error">
                  {apiErrorMessage(startState.error, t`Could not start the ID check.`)}
                </p>
              )}
            </>
          )}

          <h2>
            <Trans comment="A section: the performer's signed consent and release">Consent</Trans>
          </h2>
          <ul className="records-admin__covers">
            <li>{record.consent.recorded ? t`Covers being recorded` : t`Does not cover being recorded`}</li>
            <li>
              {record.consent.publication
                ? t`Covers publication on this service`
                : t`Does not cover publication on this service`}
            </li>
            <li>{record.consent.download ? t`Covers download by visitors` : t`Does not cover download by visitors`}</li>
          </ul>
          <ConsentDates signedOn={day(record.consent.signedOn)} producedOn={day(record.consent.productionDate)} />
          {withdrawn && <WithdrawnOn at={dateText(record.consent.withdrawnAt)} />}
          <WithdrawConsent recordId={id} withdrawn={withdrawn} onDone={reload} />

          <h2>
            <Trans comment="A section: ID images and the signed release, stored encrypted">Documents</Trans>
          </h2>
          <RecordDocuments recordId={id} documents={record.documents} />
          <AddDocumentForm recordId={id} onAdded={reload} />

          <h2>
            <Trans comment="A section: who added, viewed, checked or exported the record">Trail</Trans>
          </h2>
          <ExportButton recordId={id} />
          <ol className="records-admin__trail">
            {record.trail.map((entry) => (
              <li key={`${entry.at}-${entry.action}-${entry.by}`}>
                {dateText(entry.at)} · {i18n._(TRAIL_LABELS[entry.action])} · {entry.by}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
