import { useState, type SyntheticEvent } from 'react';
import { parseUsername } from '@shared/validation/username';
import { UsernameTakenError, claimUsername } from '../../lib/firebase/users';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';

const MESSAGES = {
  taken: 'Username is already taken.',
  failed: 'Something went wrong. Please try again.',
  saved: 'Username saved.',
} as const;

/** Sets or changes the username with the same transactional claim as sign-up. */
export function UsernameEditor({ uid, current }: { uid: string; current: string | null }) {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<FormStatusMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = parseUsername(value);
    if (!parsed.ok) {
      setStatus({ ok: false, text: parsed.error });
      return;
    }
    setBusy(true);
    try {
      await claimUsername(uid, parsed.username);
      setStatus({ ok: true, text: MESSAGES.saved });
      setValue('');
    } catch (error) {
      setStatus({ ok: false, text: error instanceof UsernameTakenError ? MESSAGES.taken : MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Change username">
      <label htmlFor="profile-username">{current ? 'New username' : 'Choose a username'}</label>
      <input
        id="profile-username"
        value={value}
        maxLength={40}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        Save username
      </button>
      <FormStatus status={status} />
    </form>
  );
}
