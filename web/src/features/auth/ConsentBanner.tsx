import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { POLICY_VERSION } from '@shared/constants';
import { apiErrorMessage } from '../../store/apiSlice';
import { useUserDoc } from '../../identity/userDocApi';
import { AUTH_MESSAGES, formMessageText, type FormMessage } from './authMessages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { useRecordConsentMutation } from './consentApi';

const TICK_FIRST = msg`Tick the box to agree first.`;

/**
 * Accounts with no consent to the current POLICY_VERSION (made before consent was asked, or before the policy
 * changed) are asked on every page until they agree (docs/product-rules.md "Consent, delete and export").
 */
export function ConsentBanner() {
  const { i18n } = useLingui();
  const { data: doc } = useUserDoc();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<FormMessage | null>(null);
  const [recordConsent, { isLoading }] = useRecordConsentMutation();
  // Unknown while loading, and a brand-new account's document may not exist yet: nothing to ask then.
  if (!doc || doc.consentPolicyVersion === POLICY_VERSION) return null;

  async function agree() {
    if (!checked) {
      setError(TICK_FIRST);
      return;
    }
    setError(null);
    try {
      await recordConsent({ policyVersion: POLICY_VERSION }).unwrap();
    } catch (e) {
      setError(apiErrorMessage(e, i18n._(AUTH_MESSAGES.generic)));
    }
  }

  return (
    <section className="verify-banner" aria-labelledby="consent-banner-title">
      <div className="verify-banner__text">
        <h2 id="consent-banner-title" className="verify-banner__title">
          <Trans>Please agree to our Terms and Privacy Policy</Trans>
        </h2>
        <ConsentCheckbox id="consent-banner-box" checked={checked} onChange={setChecked} invalid={error !== null} />
        {error && (
          <p role="alert" className="form-error">
            {formMessageText(error, i18n)}
          </p>
        )}
      </div>
      <div className="verify-banner__actions">
        <button type="button" className="button button--primary" onClick={() => void agree()} disabled={isLoading}>
          <Trans>Agree</Trans>
        </button>
      </div>
    </section>
  );
}
