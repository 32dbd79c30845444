import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiErrorMessage } from '../../store/apiSlice';
import { openExternal } from './openExternal';
import { useConfirmPurchaseMutation, useGetPurchaseLinkMutation } from './premiumApi';

/** Unlock path 2: buy through the payment processor, then confirm; needs a verified email (product-rules). */
export function PurchaseCard({ verified }: { verified: boolean }) {
  const { t } = useLingui();
  const [getLink, { isLoading: opening }] = useGetPurchaseLinkMutation();
  const [confirm, { isLoading: confirming }] = useConfirmPurchaseMutation();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const buy = async () => {
    setMessage(null);
    try {
      const { url } = await getLink(undefined).unwrap();
      if (!openExternal(url)) throw new Error('unsafe link');
      setMessage({ kind: 'ok', text: t`Checkout opened in a new tab. When you have paid, come back and confirm.` });
    } catch (e) {
      setMessage({ kind: 'error', text: apiErrorMessage(e, t`Could not open checkout. Please try again.`) });
    }
  };

  const confirmPurchase = async () => {
    setMessage(null);
    try {
      await confirm(undefined).unwrap();
      setMessage({ kind: 'ok', text: t`Purchase confirmed. Welcome to Premium!` });
    } catch (e) {
      setMessage({ kind: 'error', text: apiErrorMessage(e, t`Failed to confirm purchase`) });
    }
  };

  return (
    <section className="unlock-card" aria-labelledby="unlock-buy">
      <h2 id="unlock-buy">
        <Trans>Buy Premium</Trans>
      </h2>
      <p>
        <Trans>A one-time payment through our adult-friendly payment partner.</Trans>
      </p>
      <div className="unlock-card__actions">
        <button type="button" className="button button--primary" onClick={() => void buy()} disabled={opening}>
          {opening ? t`Opening…` : t`Buy Premium`}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void confirmPurchase()}
          disabled={!verified || confirming}
          aria-describedby={verified ? undefined : 'confirm-why'}
        >
          {confirming ? t`Confirming…` : t`Confirm purchase`}
        </button>
      </div>
      {!verified && (
        <p id="confirm-why" className="unlock-card__why">
          <Trans>Verify your email to confirm your purchase.</Trans>
        </p>
      )}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'form-error' : 'form-ok'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
