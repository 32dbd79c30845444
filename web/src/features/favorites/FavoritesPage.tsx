import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { labelsFromPostUrl } from '@shared/media/personalBlocklist';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../../config/paths';
import type { Favorite } from '../../lib/firebase/favorites';
import { usePremium } from '../../identity/userDocApi';
import { selectAuthStatus, selectAuthUser } from '../../identity/authSlice';
import { sessionConfigured } from '../../settings/sessionSlice';
import {
  useListFavoritesQuery,
  useListRemovedFavoritesQuery,
  useRemoveFavoriteMutation,
} from '../../media/favoritesApi';
import { FavoriteViewer } from './FavoriteViewer';
import { prepareFavouritesSession } from './playFavorites';
import { asServedNow } from './servedFavourites';
import { useStarCatalogue } from '../../stars/useStarCatalogue';
import { usePlayableSrc } from '../../media/useVideoSources';
import { SignInLink } from '../../components/SignInLink';
import { HideScreen } from '../../components/HideScreen';
import { useHide, type Hiding } from '../../hooks/useHide';
import { useBlocklist } from '../../settings/blocklist';
import { useReportedItems } from '../../settings/reportedItems';

const TYPE_LABELS: Record<Favorite['type'], MessageDescriptor> = {
  image: msg`Image`,
  gif: msg({ message: 'Gif', comment: 'An animated image' }),
  video: msg`Video`,
};

/** A tile's name: "Open image 2 of 9" (one sentence per kind, so each language words it whole). */
function openTileLabel(type: Favorite['type'], position: number, count: number): MessageDescriptor {
  if (type === 'gif') return msg`Open gif ${position} of ${count}`;
  if (type === 'video') return msg`Open video ${position} of ${count}`;
  return msg`Open image ${position} of ${count}`;
}

function VideoThumb({ srcUrl }: { srcUrl: string }) {
  const playable = usePlayableSrc(srcUrl);
  return typeof playable === 'object' ? <video src={playable.url} muted playsInline preload="metadata" /> : null;
}

function Thumb({ fav, reported }: { fav: Favorite; reported: boolean }) {
  // A reported item is not shown again here; the tile stays so the favourite can still be opened and removed.
  if (reported)
    return (
      <span className="favorites__reported">
        <Trans comment="On a favourite the viewer reported">Reported</Trans>
      </span>
    );
  if (fav.previewUrl || fav.type !== 'video') {
    return <img src={fav.previewUrl ?? fav.srcUrl} alt="" loading="lazy" decoding="async" />;
  }
  return <VideoThumb srcUrl={fav.srcUrl} />;
}

function FavoritesGrid({ uid, hiding }: { uid: string; hiding: Hiding }) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const catalogue = useStarCatalogue();
  const favourites = useListFavoritesQuery(uid);
  // Taken down after a report (or no longer served): StarSession shows them nowhere, the favourites included.
  const takedowns = useListRemovedFavoritesQuery(uid);
  const saved = useMemo(() => asServedNow(favourites.data ?? [], takedowns.data), [favourites.data, takedowns.data]);
  const { blocklist, hides } = useBlocklist();
  const reported = useReportedItems();
  // A favourite keeps only its post link: the community and the title's words in it are what the blocklist sees.
  const items = useMemo(
    () => saved.filter((fav) => !hides({ type: fav.type, labels: labelsFromPostUrl(fav.postUrl) })),
    [saved, hides],
  );
  const hiddenCount = saved.length - items.length;
  const isLoading = favourites.isLoading || takedowns.isLoading || blocklist === null;
  const isError = favourites.isError || takedowns.isError;
  const refetch = () => {
    if (favourites.isError) void favourites.refetch();
    if (takedowns.isError) void takedowns.refetch();
  };
  const [removeFavorite, { isLoading: removing }] = useRemoveFavoriteMutation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const close = useCallback(() => {
    setOpenIndex(null);
    setRemoveFailed(false);
  }, []);

  const remove = async (fav: Favorite) => {
    setRemoveFailed(false);
    try {
      await removeFavorite({ uid, id: fav.id }).unwrap();
      const remaining = items.length - 1;
      if (remaining <= 0) close();
      else setOpenIndex((i) => (i === null ? null : Math.min(i, remaining - 1)));
    } catch {
      setRemoveFailed(true);
    }
  };

  const playable = items.filter((fav) => !reported.has(fav.id));
  const favouritesStar = catalogue.free[0];
  const count = items.length;
  const play = () => {
    if (!favouritesStar) return;
    dispatch(sessionConfigured(prepareFavouritesSession(playable, favouritesStar.id)));
    void navigate(paths.session(favouritesStar.id), { state: { fromDashboard: true } });
  };

  if (isLoading)
    return (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  if (isError) {
    return (
      <div className="notice">
        <p role="alert" className="form-error">
          <Trans>Failed to load favourites</Trans>
        </p>
        <button type="button" className="button" onClick={refetch}>
          <Trans>Retry</Trans>
        </button>
      </div>
    );
  }
  if (items.length === 0 && hiddenCount > 0) {
    return (
      <div className="notice">
        <p>
          <Trans>All your favourites are hidden by your blocklist.</Trans>
        </p>
        <Link to={paths.profile} className="button">
          <Trans>Edit your blocklist</Trans>
        </Link>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="notice">
        <p>
          <Trans comment="The star is the ★ favourite button on a media panel">
            No favourites yet. Tap the star on any media during a session to save it here.
          </Trans>
        </p>
        <Link to={paths.dashboard} className="button button--primary">
          <Trans>Browse stars</Trans>
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className="favorites__toolbar">
        <p className="favorites__count">
          <Plural value={count} one="# item" other="# items" />
          {hiddenCount > 0 && (
            <span className="card__muted">
              {' '}
              <Plural value={hiddenCount} one="(# hidden by your blocklist)" other="(# hidden by your blocklist)" />
            </span>
          )}
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={play}
          disabled={playable.length === 0 || !favouritesStar}
        >
          <Trans>Play favourites</Trans>
        </button>
      </div>
      <ul className="favorites__grid">
        {items.map((fav, i) => (
          <li key={fav.id}>
            <button
              type="button"
              className="favorites__tile"
              aria-label={i18n._(openTileLabel(fav.type, i + 1, items.length))}
              onClick={() => setOpenIndex(i)}
            >
              <Thumb fav={fav} reported={reported.has(fav.id)} />
              {fav.type !== 'image' && <span className="favorites__type">{i18n._(TYPE_LABELS[fav.type])}</span>}
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <FavoriteViewer
          items={items}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={close}
          onRemove={(fav) => void remove(fav)}
          removing={removing}
          error={removeFailed ? t`Failed to remove favourite` : null}
          hiding={hiding}
        />
      )}
    </>
  );
}

// Nothing of the page's own to stop: hiding pauses and mutes every video on it (the viewer's too).
const stopNothing = () => undefined;

/** /pages/favorites (docs/product-rules.md#sessions): sign-in prompt, 'Premium Feature' prompt, or the premium grid. */
export function FavoritesPage() {
  const { t } = useLingui();
  const hiding = useHide(stopNothing, { shortcut: true });
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { premium } = usePremium();

  let body;
  if (status === 'loading' || (user && premium === undefined)) {
    body = (
      <p role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  } else if (!user) {
    body = (
      <div className="notice">
        <p>
          <Trans>Sign in to see your favourites.</Trans>
        </p>
        <SignInLink returnTo={paths.favorites} />
      </div>
    );
  } else if (!premium) {
    body = (
      <div className="notice">
        <h2>
          <Trans>Premium Feature</Trans>
        </h2>
        <p>
          <Trans>Favourites are part of Premium: save media during a session and browse it here on any device.</Trans>
        </p>
        <Link to={paths.premium} className="button button--primary">
          <Trans>Go Premium</Trans>
        </Link>
      </div>
    );
  } else {
    body = <FavoritesGrid uid={user.uid} hiding={hiding} />;
  }

  return (
    <div className="favorites">
      <div className="favorites__header">
        <h1>
          <Trans>Favourites</Trans>
        </h1>
        <button type="button" className="button" onClick={hiding.hide} aria-keyshortcuts="H" title={t`Hide (H)`}>
          <Trans>Hide</Trans>
        </button>
      </div>
      {body}
      {hiding.hidden && <HideScreen onBack={hiding.reveal} />}
    </div>
  );
}
