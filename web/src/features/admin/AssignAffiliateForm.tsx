import { useState } from 'react';
import { AFFILIATE_RATE_DEFAULT_PCT } from '@shared/constants';
import { assignErrorMessage, validateAssignAffiliate, type AssignAffiliateErrors } from './assignAffiliateForm';
import { useAssignAffiliateMutation } from './adminApi';

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; text: string } | null;

export function AssignAffiliateForm() {
  const [assign, { isLoading }] = useAssignAffiliateMutation();
  const [target, setTarget] = useState('');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<AssignAffiliateErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async () => {
    setOutcome(null);
    const found = validateAssignAffiliate(target, rate);
    setErrors(found);
    if (found.target ?? found.rate) return;
    try {
      const result = await assign({ target: target.trim(), ...(rate.trim() ? { ratePct: rate.trim() } : {}) }).unwrap();
      setOutcome({ kind: 'ok', text: `Affiliate enabled for ${result.uid} at ${result.ratePct}%.` });
    } catch (e) {
      setOutcome({ kind: 'error', text: assignErrorMessage(e) });
    }
  };

  return (
    <section className="admin-card" aria-labelledby="assign-affiliate">
      <h2 id="assign-affiliate">Assign Affiliate</h2>
      <form
        noValidate
        className="stack-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="affiliate-target">User ID or email</label>
          <input
            id="affiliate-target"
            value={target}
            autoComplete="off"
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? 'affiliate-target-error' : undefined}
            onChange={(e) => setTarget(e.target.value)}
          />
          {errors.target && (
            <p id="affiliate-target-error" className="form-error">
              {errors.target}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="affiliate-rate">Rate (%)</label>
          <input
            id="affiliate-rate"
            value={rate}
            inputMode="decimal"
            placeholder={String(AFFILIATE_RATE_DEFAULT_PCT)}
            aria-invalid={errors.rate ? true : undefined}
            aria-describedby={errors.rate ? 'affiliate-rate-error affiliate-rate-hint' : 'affiliate-rate-hint'}
            onChange={(e) => setRate(e.target.value)}
          />
          <p id="affiliate-rate-hint" className="field__hint">
            Blank means {AFFILIATE_RATE_DEFAULT_PCT}%. Values of 1 or less are fractions (0.15 is 15%).
          </p>
          {errors.rate && (
            <p id="affiliate-rate-error" className="form-error">
              {errors.rate}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? 'Assigning…' : 'Assign'}
        </button>
        {outcome && (
          <p
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            className={outcome.kind === 'error' ? 'form-error' : 'form-ok'}
          >
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}
