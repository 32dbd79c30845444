import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import type { Star } from '@shared/stars';
import { LockIcon } from '../../components/LockIcon';
import { paths } from '../../config/paths';
import { CARD_IMAGE_SIZES } from './cardImageSizes';
import { useStarThumbnail } from './useStarThumbnail';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The card's 3:4 frame (the CSS sizes it; the attributes let the browser reserve it before styles). */
const CARD_IMAGE_SIZE = { width: 300, height: 400 } as const;

function CardImage({ star, first }: { star: Star; first: boolean }) {
  const thumbnail = useStarThumbnail(star);
  switch (thumbnail.kind) {
    case 'image': {
      // The same attributes as the document's inline script gives them (web/scripts/firstViewScript.js), so the
      // browser takes React's image from its memory cache: no second download, no shift.
      const sources = thumbnail.srcSet ? { srcSet: thumbnail.srcSet, sizes: CARD_IMAGE_SIZES } : {};
      // The first row is the page's largest paint: fetch it before the other cards' images.
      const loadingHints = first
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const, fetchPriority: 'low' as const };
      return (
        <img
          {...sources}
          src={thumbnail.url}
          alt=""
          {...CARD_IMAGE_SIZE}
          {...loadingHints}
          onError={thumbnail.onError}
        />
      );
    }
    case 'avatar':
      return <img src={thumbnail.url} alt="" loading="lazy" decoding="async" />;
    case 'loading':
      return (
        <span className="star-card__loading">
          <Trans>Loading...</Trans>
        </span>
      );
    case 'none':
      // No usable image: a monogram rather than a 'Loading...' that would never end.
      return (
        <span className="star-card__monogram" aria-hidden="true">
          {initials(star.name)}
        </span>
      );
  }
}

export function StarCard({ star, first = false }: { star: Star; first?: boolean }) {
  return (
    <li className="star-card">
      <Link to={paths.config(star.id)} state={{ fromDashboard: true }} className="star-card__link">
        <div className="star-card__image">
          <CardImage star={star} first={first} />
        </div>
        <span className="star-card__name">{star.name}</span>
        {star.premium && (
          <>
            <span className="star-card__badge">
              <LockIcon size={12} /> <Trans comment="Badge on a Premium-only star's card">Premium</Trans>
            </span>
            <span className="star-card__caption">
              <Trans comment="Caption on a Premium-only star's card">Persona ready</Trans>
            </span>
          </>
        )}
      </Link>
    </li>
  );
}
