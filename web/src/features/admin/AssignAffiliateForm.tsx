import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AFFILIATE_RATE_DEFAULT_PCT } from '@shared/constants';
import { assignErrorMessage, validateAssignAffiliate, type AssignAffiliateErrors } from './assignAffiliateForm';
import { useAssignAffiliateMutation } from './adminApi';

type Outcome =
  { kind: 'ok'; uid: string; ratePct: number } | { kind: 'error'; text: string | MessageDescriptor } | null;

/** A percentage as the active language writes it ("15%", "15 %"). */
const percentOf = (i18n: ReturnType<typeof useLingui>['i18n'], pct: number) =>
  i18n.number(pct / 100, { style: 'percent', maximumFractionDigits: 2 });

export function AssignAffiliateForm() {
  const { i18n, t } = useLingui();
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
      setOutcome({ kind: 'ok', uid: result.uid, ratePct: result.ratePct });
    } catch (e) {
      setOutcome({ kind: 'error', text: assignErrorMessage(e) });
    }
  };

  const defaultRate = percentOf(i18n, AFFILIATE_RATE_DEFAULT_PCT);
  let outcomeText = '';
  if (outcome?.kind === 'ok') {
    const { uid } = outcome;
    const rateText = percentOf(i18n, outcome.ratePct);
    outcomeText = t`Affiliate enabled for ${uid} at ${rateText}.`;
  } else if (outcome) outcomeText = typeof outcome.text === 'string' ? outcome.text : i18n._(outcome.text);

  return (
    <section className="admin-card" aria-labelledby="assign-affiliate">
      <h2 id="assign-affiliate">
        <Trans>Assign Affiliate</Trans>
      </h2>
      <form
        noValidate
        className="stack-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="affiliate-target">
            <Trans>User ID or email</Trans>
          </label>
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
              {i18n._(errors.target)}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="affiliate-rate">
            <Trans>Rate (%)</Trans>
          </label>
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
            <Trans comment="0.15 is typed as is: the field takes a dot as the decimal separator">
              Blank means {defaultRate}. Values of 1 or less are fractions (0.15 is 15%).
            </Trans>
          </p>
          {errors.rate && (
            <p id="affiliate-rate-error" className="form-error">
              {i18n._(errors.rate)}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? t`Assigning…` : t({ message: 'Assign', comment: 'A button: makes the user an affiliate' })}
        </button>
        {outcome && (
          <p
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            className={outcome.kind === 'error' ? 'form-error' : 'form-ok'}
          >
            {outcomeText}
          </p>
        )}
      </form>
    </section>
  );
}
