import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LocaleSwitcher } from '../../components/LocaleSwitcher';
import { paths } from '../../config/paths';
import { storeAgeConfirmation } from './ageConfirmation';
import { POLICY_LINKS, POLICY_LINKS_NAME } from '../../lib/policyLinks/policyLinks';
import { AGE_GATE_TEXT } from './ageGateText';

export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [left, setLeft] = useState(false);

  if (left) {
    return (
      <main className="age-gate">
        <p role="status">{i18n._(AGE_GATE_TEXT.left)}</p>
      </main>
    );
  }

  function confirm() {
    storeAgeConfirmation(Date.now());
    onConfirmed();
    // Keeps the query (a referral link's ?ref=) so the app can capture it after the gate.
    void navigate({ pathname: paths.dashboard, search }, { replace: true });
  }

  return (
    <main className="age-gate">
      <section className="age-gate__card" aria-labelledby="age-gate-title">
        <h1 id="age-gate-title">{i18n._(AGE_GATE_TEXT.title)}</h1>
        <p>{i18n._(AGE_GATE_TEXT.body)}</p>
        <div className="age-gate__actions">
          <button type="button" className="button button--primary" onClick={confirm}>
            {i18n._(AGE_GATE_TEXT.confirm)}
          </button>
          <button type="button" className="button" onClick={() => setLeft(true)}>
            {i18n._(AGE_GATE_TEXT.leave)}
          </button>
        </div>
        <nav aria-label={i18n._(POLICY_LINKS_NAME)} className="age-gate__links">
          {POLICY_LINKS.map(({ label, path }) => (
            <Link key={path} to={path}>
              {i18n._(label)}
            </Link>
          ))}
        </nav>
        <LocaleSwitcher />
      </section>
    </main>
  );
}
