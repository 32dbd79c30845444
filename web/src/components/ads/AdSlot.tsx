import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AD_FRAME_SANDBOX, AD_NETWORK_TAGS, type AdVariant } from '../../config/ads';
import { paths } from '../../config/paths';
import { usePremium } from '../../identity/userDocApi';

export interface AdSlotProps {
  variant: AdVariant;
  /** Pop and interstitial slots are dismissible; the owner decides what closing means. */
  onClose?: () => void;
}

const FRAME_SIZE: Record<AdVariant, { width: number; height: number }> = {
  leaderboard: { width: 728, height: 90 },
  'in-panel': { width: 300, height: 250 },
  pop: { width: 300, height: 250 },
  interstitial: { width: 320, height: 480 },
};

/** Our own pitch: shown where no network tag is set, and where a VAST ad fails. */
export function HouseAd({ variant }: { variant: AdVariant }) {
  return (
    <div className="ad-slot__house">
      <p className="ad-slot__pitch">
        <strong>
          <Trans>Go Premium — no ads</Trans>
        </strong>
        {variant !== 'leaderboard' && (
          <span>
            {' '}
            <Trans>All 25 stars, 30-minute sessions and favourites.</Trans>
          </span>
        )}
      </p>
      <Link to={paths.premium} className="button button--primary ad-slot__cta">
        <Trans>See Premium</Trans>
      </Link>
    </div>
  );
}

/**
 * Every ad in the app. Renders nothing for premium users, and nothing visible while the plan is still
 * loading (the leaderboard only holds its place), so a premium user never sees an ad flash. A configured
 * network tag runs in a sandboxed frame.
 */
export function AdSlot({ variant, onClose }: AdSlotProps) {
  const { t } = useLingui();
  const { premium } = usePremium();
  // The dashboard's leaderboard keeps its place, unseen, while the plan loads: cards below it never shift.
  const pending = premium === undefined && variant === 'leaderboard';
  if (premium !== false && !pending) return null;
  const tag = pending ? undefined : AD_NETWORK_TAGS[variant];
  const size = FRAME_SIZE[variant];
  return (
    <aside
      aria-label={pending ? undefined : t`Advertisement`}
      aria-hidden={pending || undefined}
      className={`ad-slot ad-slot--${variant}${pending ? ' ad-slot--pending' : ''}`}
    >
      <span className="ad-slot__label" aria-hidden="true">
        <Trans comment="The small mark on an advertisement">Ad</Trans>
      </span>
      {tag ? (
        <iframe
          title={t`Advertisement`}
          src={tag}
          sandbox={AD_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          loading="lazy"
          width={size.width}
          height={size.height}
          className="ad-slot__frame"
        />
      ) : (
        <HouseAd variant={variant} />
      )}
      {onClose && (
        <button type="button" className="ad-slot__close" onClick={onClose} aria-label={t`Close advertisement`}>
          ×
        </button>
      )}
    </aside>
  );
}
