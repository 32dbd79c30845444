import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

/** A read-only link with a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const lowercaseLabel = label.toLowerCase();
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field__row">
        <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="button"
          aria-label={t({
            message: `Copy ${lowercaseLabel}`,
            comment:
              "The Copy button as a screen reader names it; lowercaseLabel is the field's name in lower case, e.g. 'referral link'",
          })}
          onClick={() => {
            navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          <Trans>Copy</Trans>
        </button>
      </div>
      {copied !== null && (
        <p role="status" className="field__hint">
          {copied ? t`Copied.` : t`Copy failed — select the link and copy it yourself.`}
        </p>
      )}
    </div>
  );
}
