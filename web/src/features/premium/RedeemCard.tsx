import { useState } from 'react';
import { REDEEM_CODE_MAX } from '@shared/constants';
import { apiErrorMessage } from '../../app/apiSlice';
import { useRedeemCodeMutation } from './premiumApi';

type RedeemState = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Unlock path 3: a one-time code (SPEC §4 redeem: idle, redeeming, success or error). */
export function RedeemCard() {
  const [redeem, { isLoading }] = useRedeemCodeMutation();
  const [code, setCode] = useState('');
  const [state, setState] = useState<RedeemState>({ kind: 'idle' });

  const submit = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setState({ kind: 'error', message: 'Enter a code.' });
      return;
    }
    try {
      await redeem({ code: trimmed }).unwrap();
      setState({ kind: 'success' });
    } catch (e) {
      setState({ kind: 'error', message: apiErrorMessage(e, 'Failed to redeem') });
    }
  };

  return (
    <section className="unlock-card" aria-labelledby="unlock-code">
      <h2 id="unlock-code">Redeem a code</h2>
      <form
        className="inline-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="redeem-code">Code</label>
        <input
          id="redeem-code"
          value={code}
          maxLength={REDEEM_CODE_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={state.kind === 'error'}
          aria-describedby="redeem-message"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? 'Redeeming…' : 'Redeem'}
        </button>
      </form>
      <div id="redeem-message">
        {state.kind === 'error' && (
          <p role="alert" className="form-error">
            {state.message}
          </p>
        )}
        {state.kind === 'success' && (
          <p role="status" className="form-ok">
            Code redeemed. Welcome to Premium!
          </p>
        )}
      </div>
    </section>
  );
}
