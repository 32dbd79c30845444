import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { scorePassword } from '../../lib/validation/password';

const LABELS = [
  msg({ message: 'Very weak', comment: 'Password strength' }),
  msg({ message: 'Weak', comment: 'Password strength' }),
  msg({ message: 'Fair', comment: 'Password strength' }),
  msg({ message: 'Good', comment: 'Password strength' }),
  msg({ message: 'Strong', comment: 'Password strength' }),
] as const;

/** Live strength meter and the missing criteria, announced politely. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const { t, i18n } = useLingui();
  const { score, suggestions } = scorePassword(password);
  if (password === '')
    return (
      <p id={id} className="field__hint">
        <Trans>At least 10 characters with upper and lower case, a number and a symbol.</Trans>
      </p>
    );
  const label = LABELS[score];
  const strength = label ? i18n._(label) : '';
  return (
    <div id={id} className="password-strength" aria-live="polite">
      <meter
        className="password-strength__meter"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={score}
        aria-label={t`Password strength`}
      />
      <span className="password-strength__label">
        <Trans>Strength: {strength}</Trans>
      </span>
      {suggestions.length > 0 && (
        <ul className="password-strength__tips">
          {suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
