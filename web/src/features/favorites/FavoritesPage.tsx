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
import { FAVOURITES_SESSION_STAR_ID, prepareFavouritesSession } from './playFavorites';
import { usePlayableSrc } from '../../media/useVideoSources';
import { SignInLink } from '../../components/SignInLink';
import { HideScreen } from '../../components/HideScreen';
import { useHide, type Hiding } from '../../hooks/useHide';
import { useBlocklist } from '../../settings/blocklist';
import { useReportedItems } from '../../settings/reportedItems';

const TYPE_LABELS: Record<Favorite['type'], string> = { image: 'Image', gif: 'Gif', video: 'Video' };

function VideoThumb({ srcUrl }: { srcUrl: string }) {
  const playable = usePlayableSrc(srcUrl);
  return typeof playable === 'object' ? <video src={playable.url} muted playsInline preload="metadata" /> : null;
}

function Thumb({ fav, reported }: { fav: Favorite; reported: boolean }) {
  // A reported item is not shown again here; the tile stays so the favourite can still be opened and removed.
  if (reported) return <span className="favorites__reported">Reported</span>;
  if (fav.previewUrl || fav.type !== 'video') {
    return <img src={fav.previewUrl ?? fav.srcUrl} alt="" loading="lazy" decoding="async" />;
  }
  return <VideoThumb srcUrl={fav.srcUrl} />;
}

function FavoritesGrid({ uid, hiding }: { uid: string; hiding: Hiding }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const favourites = useListFavoritesQuery(uid);
  // Taken down after a report: StarSession shows them nowhere, the favourites included.
  const takedowns = useListRemovedFavoritesQuery(uid);
  const saved = useMemo(() => {
    const removed = new Set(takedowns.data?.removed);
    return (favourites.data ?? []).filter((fav) => !removed.has(fav.id));
  }, [favourites.data, takedowns.data]);
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
  const [removeError, setRemoveError] = useState<string | null>(null);
  const close = useCallback(() => {
    setOpenIndex(null);
    setRemoveError(null);
  }, []);

  const remove = async (fav: Favorite) => {
    setRemoveError(null);
    try {
      await removeFavorite({ uid, id: fav.id }).unwrap();
      const remaining = items.length - 1;
      if (remaining <= 0) close();
      else setOpenIndex((i) => (i === null ? null : Math.min(i, remaining - 1)));
    } catch {
      setRemoveError('Failed to remove favourite');
    }
  };

  const playable = items.filter((fav) => !reported.has(fav.id));
  const play = () => {
    dispatch(sessionConfigured(prepareFavouritesSession(playable)));
    void navigate(paths.session(FAVOURITES_SESSION_STAR_ID), { state: { fromDashboard: true } });
  };

  if (isLoading) return <p role="status">Loading...</p>;
  if (isError) {
    return (
      <div className="notice">
        <p role="alert" className="form-error">
          Failed to load favourites
        </p>
        <button type="button" className="button" onClick={refetch}>
          Retry
        </button>
      </div>
    );
  }
  if (items.length === 0 && hiddenCount > 0) {
    return (
      <div className="notice">
        <p>All your favourites are hidden by your blocklist.</p>
        <Link to={paths.profile} className="button">
          Edit your blocklist
        </Link>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="notice">
        <p>No favourites yet. Tap the star on any media during a session to save it here.</p>
        <Link to={paths.dashboard} className="button button--primary">
          Browse stars
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className="favorites__toolbar">
        <p className="favorites__count">
          {items.length} {items.length === 1 ? 'item' : 'items'}
          {hiddenCount > 0 && <span className="card__muted"> ({hiddenCount} hidden by your blocklist)</span>}
        </p>
        <button type="button" className="button button--primary" onClick={play} disabled={playable.length === 0}>
          Play favourites
        </button>
      </div>
      <ul className="favorites__grid">
        {items.map((fav, i) => (
          <li key={fav.id}>
            <button
              type="button"
              className="favorites__tile"
              aria-label={`Open ${TYPE_LABELS[fav.type].toLowerCase()} ${i + 1} of ${items.length}`}
              onClick={() => setOpenIndex(i)}
            >
              <Thumb fav={fav} reported={reported.has(fav.id)} />
              {fav.type !== 'image' && <span className="favorites__type">{TYPE_LABELS[fav.type]}</span>}
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
          error={removeError}
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
  const hiding = useHide(stopNothing, { shortcut: true });
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { premium } = usePremium();

  let body;
  if (status === 'loading' || (user && premium === undefined)) {
    body = <p role="status">Loading...</p>;
  } else if (!user) {
    body = (
      <div className="notice">
        <p>Sign in to see your favourites.</p>
        <SignInLink returnTo={paths.favorites} />
      </div>
    );
  } else if (!premium) {
    body = (
      <div className="notice">
        <h2>Premium Feature</h2>
        <p>Favourites are part of Premium: save media during a session and browse it here on any device.</p>
        <Link to={paths.premium} className="button button--primary">
          Go Premium
        </Link>
      </div>
    );
  } else {
    body = <FavoritesGrid uid={user.uid} hiding={hiding} />;
  }

  return (
    <div className="favorites">
      <div className="favorites__header">
        <h1>Favourites</h1>
        <button type="button" className="button" onClick={hiding.hide} aria-keyshortcuts="H" title="Hide (H)">
          Hide
        </button>
      </div>
      {body}
      {hiding.hidden && <HideScreen onBack={hiding.reveal} />}
    </div>
  );
}
