import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../store/apiSlice';
import { CLEARANCE_LABELS, clearanceBadge } from './clearanceLabels';
import { useGetPerformerRecordsQuery } from './recordsApi';

/**
 * A checkbox per performer record (stage names and standing, never the record), to name the people in an item or in
 * a batch of uploads. A record whose consent was withdrawn can no longer be chosen (one chosen already stays listed,
 * so it can be unticked).
 */
export function PerformerChoices({
  chosen,
  onChange,
}: {
  chosen: readonly string[];
  onChange: (next: readonly string[]) => void;
}) {
  const { i18n, t } = useLingui();
  const { data, error, isLoading } = useGetPerformerRecordsQuery(undefined);
  const choosable = (data?.records ?? []).filter(
    (record) => record.clearance !== 'consentWithdrawn' || chosen.includes(record.id),
  );
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id));
  return (
    <>
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
      {data && choosable.length === 0 && (
        <p>
          <Trans>No performer records yet. The custodian of records adds them.</Trans>
        </p>
      )}
      {choosable.map((record) => (
        <label key={record.id} className="performer-choice">
          <input
            type="checkbox"
            checked={chosen.includes(record.id)}
            onChange={(event) => toggle(record.id, event.target.checked)}
          />
          {record.stageNames.join(', ')}{' '}
          <span className={clearanceBadge(record.clearance)}>{i18n._(CLEARANCE_LABELS[record.clearance])}</span>
        </label>
      ))}
    </>
  );
}
