import { useState, type SyntheticEvent } from 'react';
import { REDEEM_CODE_MAX } from '@shared/constants';
import { apiErrorMessage } from '../../app/apiSlice';
import { useRedeemCodeMutation } from './accountApi';

export const REDEEM_MESSAGES = {
  invalid: 'Invalid or expired code',
  failed: 'Failed to redeem',
  success: 'Code redeemed — Premium is now active.',
} as const;

type RedeemState = { status: 'idle' } | { status: 'redeeming' } | { status: 'success' } | { status: 'error'; message: string };

export function RedeemCard() {
  const [code, setCode] = useState('');
  const [state, setState] = useState<RedeemState>({ status: 'idle' });
  const [redeem] = useRedeemCodeMutation();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setState({ status: 'error', message: REDEEM_MESSAGES.invalid });
      return;
    }
    setState({ status: 'redeeming' });
    const result = await redeem(trimmed);
    if ('error' in result) {
      const status = (result.error as { status?: unknown }).status;
      // A 4xx is the server judging the code; anything else is a failure to reach it.
      const fallback = typeof status === 'number' && status < 500 ? REDEEM_MESSAGES.invalid : REDEEM_MESSAGES.failed;
      setState({ status: 'error', message: apiErrorMessage(result.error, fallback) });
    } else {
      setState({ status: 'success' });
      setCode('');
    }
  }

  return (
    <section className="card" aria-labelledby="redeem-title">
      <h2 id="redeem-title" className="card__title">
        Redeem code
      </h2>
      <form className="inline-form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="redeem-code" className="visually-hidden">
          Code
        </label>
        <input
          id="redeem-code"
          value={code}
          maxLength={REDEEM_CODE_MAX}
          autoCapitalize="characters"
          placeholder="DEMO-CODE-0001"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={state.status === 'redeeming'}>
          {state.status === 'redeeming' ? 'Redeeming…' : 'Redeem'}
        </button>
      </form>
      {state.status === 'success' && (
        <p role="status" className="form-info">
          {REDEEM_MESSAGES.success}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="form-error">
          {state.message}
        </p>
      )}
    </section>
  );
}
