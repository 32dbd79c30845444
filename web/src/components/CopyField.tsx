import { useId, useState } from 'react';

/** A read-only link with a Copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field__row">
        <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="button"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => {
            navigator.clipboard.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy
        </button>
      </div>
      {copied !== null && (
        <p role="status" className="field__hint">
          {copied ? 'Copied.' : 'Copy failed — select the link and copy it yourself.'}
        </p>
      )}
    </div>
  );
}
