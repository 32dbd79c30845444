import { useState, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { validateEmail } from '@shared/validation/email';
import { validatePassword } from '../../lib/validation/password';
import { validateUsername, type UsernameProblem } from '@shared/validation/username';
import { EMAIL_PROBLEM_MESSAGES, USERNAME_PROBLEM_MESSAGES } from '../../lib/validation/problemMessages';
import { isUsernameTaken } from '../../lib/firebase/users';
import { POLICY_VERSION } from '@shared/constants';
import { AUTH_MESSAGES, formMessageText, type FormMessage } from './authMessages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { useRecordConsentMutation } from './consentApi';
import { PasswordStrength } from './PasswordStrength';
import { signUpWithUsername } from './signUpFlow';
import { USERNAME_HINTS, USERNAME_SUBMIT_MESSAGES, type UsernameHintState } from './usernameHint';
import { useUsernameAvailability, type UsernameLookup } from './useUsernameAvailability';

interface Props {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSuccess: (notice: string | null) => void;
  /** The consent box, shared with 'Continue with Google' in the dialog. */
  consent: boolean;
  onConsentChange: (checked: boolean) => void;
  /** Injected so the hint states can be shown without a database; defaults to usernames/{name}. */
  checkUsername?: UsernameLookup;
}

function UsernameHint({ state, problem }: { state: UsernameHintState; problem: UsernameProblem | null }) {
  const { i18n } = useLingui();
  if (state === 'idle')
    return (
      <p id="signup-username-hint" className="field__hint">
        <Trans>3–20 letters, numbers or underscores.</Trans>
      </p>
    );
  const text =
    state === 'invalid' ? (problem ? i18n._(USERNAME_PROBLEM_MESSAGES[problem]) : null) : i18n._(USERNAME_HINTS[state]);
  const tone = state === 'available' ? 'ok' : state === 'invalid' || state === 'taken' ? 'bad' : 'neutral';
  return (
    <p id="signup-username-hint" className={`field__hint field__hint--${tone}`} aria-live="polite">
      {text}
    </p>
  );
}

export function SignUpForm({
  busy,
  setBusy,
  onSuccess,
  consent,
  onConsentChange,
  checkUsername = isUsernameTaken,
}: Props) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { t, i18n } = useLingui();
  const [error, setError] = useState<FormMessage | null>(null);
  const { state: usernameState, problem: usernameProblem } = useUsernameAvailability(username, checkUsername);
  const [recordConsent] = useRecordConsentMutation();
  const consentMissing = error === AUTH_MESSAGES.consentRequired;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const typedUsername = validateUsername(username);
    const typedEmail = validateEmail(email);
    const problem =
      (typedUsername && USERNAME_PROBLEM_MESSAGES[typedUsername]) ??
      (usernameState === 'taken' ? USERNAME_SUBMIT_MESSAGES.chooseDifferent : null) ??
      (typedEmail && EMAIL_PROBLEM_MESSAGES[typedEmail]) ??
      validatePassword(password) ??
      (consent ? null : AUTH_MESSAGES.consentRequired);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const outcome = await signUpWithUsername(username, email, password, () =>
        recordConsent({ policyVersion: POLICY_VERSION }).unwrap(),
      );
      if (outcome.ok) onSuccess(outcome.notice);
      else setError(outcome.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Sign up`}>
      <div className="field">
        <label htmlFor="signup-username">
          <Trans>Username</Trans>
        </label>
        <input
          id="signup-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          value={username}
          aria-describedby="signup-username-hint"
          onChange={(e) => {
            setUsername(e.target.value);
            setError(null);
          }}
        />
        <UsernameHint state={usernameState} problem={usernameProblem} />
      </div>
      <div className="field">
        <label htmlFor="signup-email">
          <Trans>Email</Trans>
        </label>
        <input
          id="signup-email"
          type="email"
          autoComplete="email"
          maxLength={200}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="signup-password">
          <Trans>Password</Trans>
        </label>
        <input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          value={password}
          aria-describedby="signup-password-strength"
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
        />
        <PasswordStrength password={password} id="signup-password-strength" />
      </div>
      <ConsentCheckbox
        id="signup-consent"
        checked={consent}
        invalid={consentMissing}
        describedBy={consentMissing ? 'signup-error' : undefined}
        onChange={(checked) => {
          onConsentChange(checked);
          setError(null);
        }}
      />
      {error && (
        <p id="signup-error" role="alert" className="form-error">
          {formMessageText(error, i18n)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        <Trans>Create account</Trans>
      </button>
    </form>
  );
}
