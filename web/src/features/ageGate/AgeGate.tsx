import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { storeAgeConfirmation } from './ageConfirmation';

export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(false);

  if (left) {
    return (
      <main className="age-gate">
        <p role="status">You chose to leave. Close this tab or navigate away at any time.</p>
      </main>
    );
  }

  function confirm() {
    storeAgeConfirmation(Date.now());
    onConfirmed();
    void navigate(paths.dashboard, { replace: true });
  }

  return (
    <main className="age-gate">
      <section className="age-gate__card" aria-labelledby="age-gate-title">
        <h1 id="age-gate-title">Adults Only (18+)</h1>
        <p>
          This experience contains explicit adult material. By continuing you confirm that you are at least 18 years old
          and that you consent to view it.
        </p>
        <div className="age-gate__actions">
          <button type="button" className="button button--primary" onClick={confirm}>
            I confirm I am 18+
          </button>
          <button type="button" className="button" onClick={() => setLeft(true)}>
            Leave
          </button>
        </div>
      </section>
    </main>
  );
}
