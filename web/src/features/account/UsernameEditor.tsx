import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type SyntheticEvent } from 'react';
import { parseUsername } from '@shared/validation/username';
import { UsernameTakenError, claimUsername } from '../../lib/firebase/users';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';
import { USERNAME_PROBLEM_MESSAGES } from '../../lib/validation/problemMessages';

const MESSAGES = {
  taken: msg`Username is already taken.`,
  failed: msg`Something went wrong. Please try again.`,
  saved: msg`Username saved.`,
};

/** Sets or changes the username with the same transactional claim as sign-up. */
export function UsernameEditor({ uid, current }: { uid: string; current: string | null }) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = parseUsername(value);
    if (!parsed.ok) {
      setStatus({ ok: false, text: i18n._(USERNAME_PROBLEM_MESSAGES[parsed.problem]) });
      return;
    }
    setBusy(true);
    try {
      await claimUsername(uid, parsed.username);
      setStatus({ ok: true, text: i18n._(MESSAGES.saved) });
      setValue('');
    } catch (error) {
      setStatus({ ok: false, text: i18n._(error instanceof UsernameTakenError ? MESSAGES.taken : MESSAGES.failed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Change username`}>
      <label htmlFor="profile-username">{current ? t`New username` : t`Choose a username`}</label>
      <input
        id="profile-username"
        value={value}
        maxLength={40}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        <Trans>Save username</Trans>
      </button>
      <FormStatus status={status} />
    </form>
  );
}
