import { scorePassword } from '../../lib/validation/password';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Live strength meter and the missing criteria, announced politely. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const { score, suggestions } = scorePassword(password);
  if (password === '')
    return (
      <p id={id} className="field__hint">
        At least 10 characters with upper and lower case, a number and a symbol.
      </p>
    );
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
        aria-label="Password strength"
      />
      <span className="password-strength__label">Strength: {LABELS[score]}</span>
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
