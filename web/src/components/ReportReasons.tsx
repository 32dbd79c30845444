import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@shared/reports';

/** The reasons a report can give, as radio buttons (a panel's Report dialog and the content-removal form). */
export function ReportReasons({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: ReportReason | null;
  onChange: (reason: ReportReason) => void;
}) {
  return (
    <fieldset className="report-dialog__reasons">
      <legend>{legend}</legend>
      {REPORT_REASONS.map((reason) => (
        <label key={reason}>
          <input
            type="radio"
            name="reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
          />{' '}
          {REPORT_REASON_LABELS[reason]}
        </label>
      ))}
    </fieldset>
  );
}
