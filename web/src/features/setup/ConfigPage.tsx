import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { usePremium } from '../../identity/userDocApi';
import { paths } from '../../config/paths';
import { SetupForm } from './SetupForm';
import { useStar } from '../../stars/useStarCatalogue';

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
  const { star, settled } = useStar(starId);
  const { premium } = usePremium();
  const { t } = useLingui();

  if (!star && settled) {
    return (
      <Notice title={t`Unknown star.`}>
        <Link to={paths.dashboard} className="button">
          <Trans>Back</Trans>
        </Link>
      </Notice>
    );
  }
  if (!star || premium === undefined)
    return (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  const starName = star.name;
  if (star.premium && !premium) {
    return (
      <Notice title={t`This star is Premium-only`}>
        <p>
          <Trans>Unlock {starName} and every other premium star with Premium.</Trans>
        </p>
        <div className="setup__actions">
          <Link to={paths.dashboard} className="button">
            <Trans>Back</Trans>
          </Link>
          <Link to={paths.premium} className="button button--primary">
            <Trans>Go Premium</Trans>
          </Link>
        </div>
      </Notice>
    );
  }
  // Re-keyed by plan so a user who turns premium gets their uncapped saved config.
  return <SetupForm key={`${star.id}:${String(premium)}`} star={star} premium={premium} />;
}
