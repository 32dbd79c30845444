import { useId, useState } from 'react';
import { REDEEM_CODE_MAX } from '@shared/constants';
import { apiErrorMessage } from '../../store/apiSlice';
import { useRedeemCodeMutation } from './premiumApi';

const REDEEM_MESSAGES = {
  required: 'Enter a code.',
  invalid: 'Invalid or expired code',
  failed: 'Failed to redeem',
  success: 'Code redeemed. Welcome to Premium!',
} as const;

type RedeemState = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * Unlock path 3, a one-time code (idle, redeeming, success or error; docs/product-rules.md); the one redeem
 * card, on /premium and on the profile. `look` fits it into the host page's grid of cards.
 */
export function RedeemCard({ look = 'unlock' }: { look?: 'unlock' | 'profile' }) {
  const [redeem, { isLoading }] = useRedeemCodeMutation();
  const [code, setCode] = useState('');
  const [state, setState] = useState<RedeemState>({ kind: 'idle' });
  const id = useId();

  const submit = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setState({ kind: 'error', message: REDEEM_MESSAGES.required });
      return;
    }
    const result = await redeem({ code: trimmed });
    if ('error' in result) {
      const status = (result.error as { status?: unknown }).status;
      // A 4xx is the server judging the code; anything else is a failure to reach it.
      const fallback = typeof status === 'number' && status < 500 ? REDEEM_MESSAGES.invalid : REDEEM_MESSAGES.failed;
      setState({ kind: 'error', message: apiErrorMessage(result.error, fallback) });
    } else {
      setState({ kind: 'success' });
      setCode('');
    }
  };

  return (
    <section className={look === 'profile' ? 'card' : 'unlock-card'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={look === 'profile' ? 'card__title' : undefined}>
        Redeem a code
      </h2>
      <form
        className="inline-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-code`}>Code</label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={REDEEM_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="DEMO-CODE-0001"
          aria-invalid={state.kind === 'error'}
          aria-describedby={`${id}-message`}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? 'Redeeming…' : 'Redeem'}
        </button>
      </form>
      <div id={`${id}-message`}>
        {state.kind === 'error' && (
          <p role="alert" className="form-error">
            {state.message}
          </p>
        )}
        {state.kind === 'success' && (
          <p role="status" className="form-ok">
            {REDEEM_MESSAGES.success}
          </p>
        )}
      </div>
    </section>
  );
}
