import { useLingui } from '@lingui/react';
import { REPORT_REASONS, type ReportReason } from '@shared/reports';
import { REPORT_REASON_MESSAGES } from './reportReasonMessages';

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
  const { i18n } = useLingui();
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
          {i18n._(REPORT_REASON_MESSAGES[reason])}
        </label>
      ))}
    </fieldset>
  );
}
