import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PerformerRecordBody } from '@shared/api/schemas/performerRecords';
import { PERFORMER_NAME_MAX, PERFORMER_STAGE_NAMES_MAX } from '@shared/constants';
import { apiErrorMessage } from '../../../store/apiSlice';
import { CLEARANCE_LABELS, clearanceBadge, recordPagePath } from './clearanceLabels';
import { useAddPerformerRecordMutation, useGetPerformerRecordsQuery } from './recordsApi';

const EMPTY_CONSENT = { recorded: false, publication: false, download: false, signedOn: '', productionDate: '' };

/** The stage names as typed, one per line or separated by commas. */
const stageNamesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean);

function AddRecordForm({ onAdded }: { onAdded: (id: string) => void }) {
  const { t } = useLingui();
  const ids = {
    heading: useId(),
    legalName: useId(),
    dateOfBirth: useId(),
    stageNames: useId(),
    signedOn: useId(),
    productionDate: useId(),
  };
  const [legalName, setLegalName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [stageNames, setStageNames] = useState('');
  const [consent, setConsent] = useState(EMPTY_CONSENT);
  const [add, { isLoading, error }] = useAddPerformerRecordMutation();
  const today = new Date().toISOString().slice(0, 10);

  const submit = async () => {
    const body: PerformerRecordBody = { legalName, dateOfBirth, stageNames: stageNamesOf(stageNames), consent };
    const result = await add(body);
    if ('data' in result && result.data) onAdded(result.data.id);
  };
  const check = (field: 'recorded' | 'publication' | 'download') => (
    <input
      type="checkbox"
      checked={consent[field]}
      onChange={(e) => setConsent((current) => ({ ...current, [field]: e.target.checked }))}
    />
  );

  return (
    <form
      className="records-admin__form"
      aria-labelledby={ids.heading}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={ids.heading}>
        <Trans comment="A form's heading: the custodian adds a performer record">Add a record</Trans>
      </h2>
      <label htmlFor={ids.legalName}>
        <Trans comment="A performer's name as on their identity document">Legal name</Trans>
      </label>
      <input
        id={ids.legalName}
        value={legalName}
        maxLength={PERFORMER_NAME_MAX}
        autoComplete="off"
        required
        onChange={(e) => setLegalName(e.target.value)}
      />
      <label htmlFor={ids.dateOfBirth}>
        <Trans>Date of birth</Trans>
      </label>
      <input
        id={ids.dateOfBirth}
        type="date"
        value={dateOfBirth}
        max={today}
        required
        onChange={(e) => setDateOfBirth(e.target.value)}
      />
      <label htmlFor={ids.stageNames}>
        <Trans comment="Every name the performer appears under, one per line">Stage names (one per line)</Trans>
      </label>
      <textarea
        id={ids.stageNames}
        value={stageNames}
        rows={2}
        required
        onChange={(e) => setStageNames(e.target.value)}
        aria-describedby={`${ids.stageNames}-hint`}
      />
      <p id={`${ids.stageNames}-hint`} className="records-admin__hint">
        <Trans>
          Every name they appear under, up to {PERFORMER_STAGE_NAMES_MAX}. Admins see these names and the standing,
          never the rest of the record.
        </Trans>
      </p>
      <fieldset className="records-admin__consent">
        <legend>
          <Trans comment="The signed release: what the performer agreed to">
            The signed consent and release covers
          </Trans>
        </legend>
        <label className="records-admin__check">
          {check('recorded')}
          <Trans>Being recorded</Trans>
        </label>
        <label className="records-admin__check">
          {check('publication')}
          <Trans>Publication on this service</Trans>
        </label>
        <label className="records-admin__check">
          {check('download')}
          <Trans>Download by visitors</Trans>
        </label>
        <label htmlFor={ids.signedOn}>
          <Trans comment="The date the performer signed the release">Signed on</Trans>
        </label>
        <input
          id={ids.signedOn}
          type="date"
          value={consent.signedOn}
          max={today}
          required
          onChange={(e) => setConsent((current) => ({ ...current, signedOn: e.target.value }))}
        />
        <label htmlFor={ids.productionDate}>
          <Trans comment="The date the media was recorded">Production date</Trans>
        </label>
        <input
          id={ids.productionDate}
          type="date"
          value={consent.productionDate}
          max={today}
          required
          onChange={(e) => setConsent((current) => ({ ...current, productionDate: e.target.value }))}
        />
      </fieldset>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not add the record. Try again.`)}
        </p>
      )}
      <div className="records-admin__actions">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          <Trans comment="A button: saves a new performer record">Add record</Trans>
        </button>
      </div>
    </form>
  );
}

/**
 * /admin/records, the custodian of records' page: every performer record by stage name with its standing, and a form
 * to add one. A record's own page holds the rest (ID check, documents, export, withdrawal).
 */
export function RecordsPage() {
  const { i18n, t } = useLingui();
  const { data, error, isLoading } = useGetPerformerRecordsQuery(undefined);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section aria-labelledby="records-admin" className="records-admin">
      <div className="admin__heading-row">
        <h1 id="records-admin">
          <Trans comment="The console page of the custodian of records">Performer records</Trans>
        </h1>
        {!adding && (
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            <Trans comment="A button: opens the form for a new performer record">Add a record</Trans>
          </button>
        )}
      </div>
      <p>
        <Trans>
          One record per person in the library’s media: their legal name, date of birth and stage names, an ID check,
          and the consent they signed. An item is published only when everyone in it has a passed ID check and consent
          to publication.
        </Trans>
      </p>
      {adding && (
        <AddRecordForm
          onAdded={(id) => {
            setAdding(false);
            setAdded(id);
          }}
        />
      )}
      {added && (
        <p role="status">
          <Trans>
            Record added. <Link to={recordPagePath(added)}>Open it</Link> to run the ID check and add the ID images.
          </Trans>
        </p>
      )}
      {isLoading && (
        <p role="status">
          <Trans>Loading the records…</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Failed to load the records.`)}
        </p>
      )}
      {data?.records.length === 0 && (
        <p>
          <Trans>No records yet.</Trans>
        </p>
      )}
      {data && data.records.length > 0 && (
        <ul className="records-admin__list" aria-label={t`Records`}>
          {data.records.map((record) => {
            const addedOn = i18n.date(new Date(record.createdAt), { dateStyle: 'medium' });
            return (
              <li key={record.id} className="records-admin__record">
                <Link to={recordPagePath(record.id)}>{record.stageNames.join(', ')}</Link>
                <span className={clearanceBadge(record.clearance)}>{i18n._(CLEARANCE_LABELS[record.clearance])}</span>
                <span className="records-admin__meta">
                  <Trans comment="When a performer record was added, a date">Added {addedOn}</Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
