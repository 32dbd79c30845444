import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiErrorMessage } from '../../../store/apiSlice';
import { useExportPerformerRecordMutation, useWithdrawPerformerConsentMutation } from './recordsApi';

// What the custodian does to a whole record: record a withdrawn consent (confirmed first, then final) and export it.

/** Stays after the withdrawal to say how many items it took out of publication. */
export function WithdrawConsent({
  recordId,
  withdrawn,
  onDone,
}: {
  recordId: string;
  withdrawn: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [withdraw, { data, isLoading, error }] = useWithdrawPerformerConsentMutation();
  if (data) {
    const count = data.unpublished;
    return (
      <p role="status">
        <Trans>Consent withdrawn. Items taken out of publication: {count}.</Trans>
      </p>
    );
  }
  if (withdrawn) return null;
  return (
    <div className="records-admin__withdraw">
      {confirming ? (
        <>
          <p>
            <Trans>
              Every item naming this person leaves publication and the review queue for good. Record the withdrawal?
            </Trans>
          </p>
          <button
            type="button"
            className="button button--danger"
            disabled={isLoading}
            onClick={() => void withdraw(recordId).then(onDone)}
          >
            <Trans comment="A button: records that the performer withdrew consent">Yes, withdraw consent</Trans>
          </button>
          <button type="button" className="button" disabled={isLoading} onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </>
      ) : (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          <Trans comment="A button: starts recording a performer's withdrawn consent">Record withdrawn consent</Trans>
        </button>
      )}
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not record the withdrawal.`)}
        </p>
      )}
    </div>
  );
}

export function ExportButton({ recordId }: { recordId: string }) {
  const { t } = useLingui();
  const [exportRecord, { isLoading, error }] = useExportPerformerRecordMutation();
  const download = async () => {
    const result = await exportRecord(recordId);
    if (!('data' in result) || !result.data) return;
    const url = result.data;
    const link = document.createElement('a');
    link.href = url;
    link.download = `performer-record-${recordId}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <>
      <button type="button" className="button" disabled={isLoading} onClick={() => void download()}>
        <Trans comment="A button: downloads the whole record as a file (the export is recorded)">Export record</Trans>
      </button>
      {error && (
        <p role="alert" className="form-error">
          {apiErrorMessage(error, t`Could not export the record.`)}
        </p>
      )}
    </>
  );
}
