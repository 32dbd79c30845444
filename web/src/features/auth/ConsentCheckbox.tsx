import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { paths } from '../../config/paths';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
}

// The policy pages open in a new tab, so a half-filled form is not lost.
function PolicyLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The consent every new account gives (docs/product-rules.md "Consent, delete and export"). */
export function ConsentCheckbox({ id, checked, onChange, invalid = false, describedBy }: Props) {
  return (
    <div className="consent">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>
        <Trans>
          I agree to the <PolicyLink to={paths.terms}>Terms</PolicyLink> and the{' '}
          <PolicyLink to={paths.privacy}>Privacy Policy</PolicyLink>, and to StarSession storing my favourites and
          preferences
        </Trans>
      </label>
    </div>
  );
}
