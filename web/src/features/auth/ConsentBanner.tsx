import { useState } from 'react';
import { POLICY_VERSION } from '@shared/constants';
import { apiErrorMessage } from '../../store/apiSlice';
import { useUserDoc } from '../../identity/userDocApi';
import { AUTH_MESSAGES } from './authMessages';
import { ConsentCheckbox } from './ConsentCheckbox';
import { useRecordConsentMutation } from './consentApi';

/**
 * Accounts with no consent to the current POLICY_VERSION (made before consent was asked, or before the policy
 * changed) are asked on every page until they agree (docs/product-rules.md "Consent, delete and export").
 */
export function ConsentBanner() {
  const { data: doc } = useUserDoc();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recordConsent, { isLoading }] = useRecordConsentMutation();
  // Unknown while loading, and a brand-new account's document may not exist yet: nothing to ask then.
  if (!doc || doc.consentPolicyVersion === POLICY_VERSION) return null;

  async function agree() {
    if (!checked) {
      setError('Tick the box to agree first.');
      return;
    }
    setError(null);
    try {
      await recordConsent({ policyVersion: POLICY_VERSION }).unwrap();
    } catch (e) {
      setError(apiErrorMessage(e, AUTH_MESSAGES.generic));
    }
  }

  return (
    <section className="verify-banner" aria-labelledby="consent-banner-title">
      <div className="verify-banner__text">
        <h2 id="consent-banner-title" className="verify-banner__title">
          Please agree to our Terms and Privacy Policy
        </h2>
        <ConsentCheckbox id="consent-banner-box" checked={checked} onChange={setChecked} invalid={error !== null} />
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
      </div>
      <div className="verify-banner__actions">
        <button type="button" className="button button--primary" onClick={() => void agree()} disabled={isLoading}>
          Agree
        </button>
      </div>
    </section>
  );
}
