import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { findStar } from '@shared/stars';
import { usePremium } from '../../identity/userDocApi';
import { paths } from '../../config/paths';
import { SetupForm } from './SetupForm';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="setup setup--notice">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** /config/:starId — session setup (docs/product-rules.md#sessions). */
export function ConfigPage() {
  const { starId = '' } = useParams();
  const star = findStar(starId);
  const { premium } = usePremium();

  if (!star) {
    return (
      <Notice title="Unknown star.">
        <Link to={paths.dashboard} className="button">
          Back
        </Link>
      </Notice>
    );
  }
  if (premium === undefined) return <p role="status">Loading...</p>;
  if (star.premium && !premium) {
    return (
      <Notice title="This star is Premium-only">
        <p>Unlock {star.name} and every other premium star with Premium.</p>
        <div className="setup__actions">
          <Link to={paths.dashboard} className="button">
            Back
          </Link>
          <Link to={paths.premium} className="button button--primary">
            Go Premium
          </Link>
        </div>
      </Notice>
    );
  }
  // Re-keyed by plan so a user who turns premium gets their uncapped saved config.
  return <SetupForm key={`${star.id}:${String(premium)}`} star={star} premium={premium} />;
}
