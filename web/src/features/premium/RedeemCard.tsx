import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { REDEEM_CODE_MAX } from '@shared/constants';
import { apiErrorMessage } from '../../store/apiSlice';
import { useRedeemCodeMutation } from './premiumApi';

const REDEEM_MESSAGES = {
  required: msg`Enter a code.`,
  invalid: msg`Invalid or expired code`,
  failed: msg`Failed to redeem`,
  success: msg`Code redeemed. Welcome to Premium!`,
};

/** The shape of a code (the demo's first one): an example, not words to translate. */
const CODE_EXAMPLE = 'DEMO-CODE-0001';

type RedeemState = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * Unlock path 3, a one-time code (idle, redeeming, success or error; docs/product-rules.md); the one redeem
 * card, on /premium and on the profile. `look` fits it into the host page's grid of cards.
 */
export function RedeemCard({ look = 'unlock' }: { look?: 'unlock' | 'profile' }) {
  const { t, i18n } = useLingui();
  const [redeem, { isLoading }] = useRedeemCodeMutation();
  const [code, setCode] = useState('');
  const [state, setState] = useState<RedeemState>({ kind: 'idle' });
  const id = useId();

  const submit = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setState({ kind: 'error', message: i18n._(REDEEM_MESSAGES.required) });
      return;
    }
    const result = await redeem({ code: trimmed });
    if ('error' in result) {
      const status = (result.error as { status?: unknown }).status;
      // A 4xx is the server judging the code; anything else is a failure to reach it.
      const fallback = typeof status === 'number' && status < 500 ? REDEEM_MESSAGES.invalid : REDEEM_MESSAGES.failed;
      setState({ kind: 'error', message: apiErrorMessage(result.error, i18n._(fallback)) });
    } else {
      setState({ kind: 'success' });
      setCode('');
    }
  };

  return (
    <section className={look === 'profile' ? 'card' : 'unlock-card'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={look === 'profile' ? 'card__title' : undefined}>
        <Trans>Redeem a code</Trans>
      </h2>
      <form
        className="inline-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-code`}>
          <Trans comment="A one-time Premium code">Code</Trans>
        </label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={REDEEM_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={CODE_EXAMPLE}
          aria-invalid={state.kind === 'error'}
          aria-describedby={`${id}-message`}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? t`Redeeming…` : t`Redeem`}
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
            {i18n._(REDEEM_MESSAGES.success)}
          </p>
        )}
      </div>
    </section>
  );
}
