import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ReportDialog } from '../../components/ReportDialog';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { isTyping, type Hiding } from '../../hooks/useHide';
import { EXTERNAL_LINK_REL, safeExternalHref } from '@shared/text/sanitize';
import type { MediaSource } from '@shared/media/types';
import type { Favorite } from '../../lib/firebase/favorites';
import { usePlayableSrc } from '../../media/useVideoSources';
import { rememberReported, useReportedItems } from '../../settings/reportedItems';

const SOURCE_LABELS: Record<MediaSource, MessageDescriptor> = {
  forum: msg({ message: 'Forum', comment: 'Where a favourite comes from' }),
  videohost: msg({ message: 'Video host', comment: 'Where a favourite comes from' }),
  library: msg({ message: 'Library', comment: 'Where a favourite comes from' }),
  ad: msg({ message: 'Ad', comment: 'Where a favourite comes from: an advertisement' }),
  local: msg({ message: 'Your device', comment: 'Where a favourite comes from' }),
};

export interface FavoriteViewerProps {
  items: readonly Favorite[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onRemove: (fav: Favorite) => void;
  removing: boolean;
  error: string | null;
  /** The favourites page's Hide: its button and key cover the viewer too. */
  hiding: Pick<Hiding, 'hidden' | 'hide'>;
}

function ViewerMedia({ fav }: { fav: Favorite }) {
  const playable = usePlayableSrc(fav.srcUrl);
  if (playable === 'pending')
    return (
      <p className="fav-viewer__status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (playable === 'failed')
    return (
      <p className="fav-viewer__status" role="alert">
        <Trans>This video is no longer available.</Trans>
      </p>
    );
  if (fav.type === 'video') {
    return (
      <video
        key={fav.id}
        src={playable.url}
        poster={fav.previewUrl ?? undefined}
        controls
        autoPlay
        muted
        loop
        playsInline
        className="fav-viewer__media"
      />
    );
  }
  return <img key={fav.id} src={playable.url} alt="" className="fav-viewer__media" />;
}

/** The detail overlay: arrows step through (wrapping), Escape closes, focus returns to the opener. */
export function FavoriteViewer({
  items,
  index,
  onIndexChange,
  onClose,
  onRemove,
  removing,
  error,
  hiding,
}: FavoriteViewerProps) {
  const { t, i18n } = useLingui();
  const dialogRef = useRef<HTMLDivElement>(null);
  const noTrap = useRef<HTMLDivElement>(null);
  const [reportOpen, setReportOpen] = useState(false);
  // Reported here (now or before): hidden for this person on this device; the favourite stays theirs to remove.
  const reported = useReportedItems();
  // The report form keeps focus while it is open; the viewer's own trap and keys stand aside.
  useFocusTrap(reportOpen ? noTrap : dialogRef);
  const count = items.length;
  const fav = items[index];
  const step = (delta: number) => onIndexChange((index + delta + count) % count);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (reportOpen || hiding.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count);
      else if (event.key === 'ArrowRight') onIndexChange((index + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onClose, onIndexChange, hiding.hidden, reportOpen]);

  if (!fav) return null;
  const sourceHref = safeExternalHref(fav.postUrl ?? fav.srcUrl);
  const position = index + 1;

  return (
    <div className="fav-viewer" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={t`Favourite ${position} of ${count}`}
        tabIndex={-1}
        className="fav-viewer__dialog"
      >
        <div className="fav-viewer__stage">
          {reported.has(fav.id) ? (
            <p className="fav-viewer__status" role="status">
              <Trans>You reported this item, so it is hidden. You can remove it from your favourites.</Trans>
            </p>
          ) : (
            <ViewerMedia key={fav.id} fav={fav} />
          )}
        </div>
        <div className="fav-viewer__bar">
          <span className="badge">{i18n._(SOURCE_LABELS[fav.source])}</span>
          <span className="fav-viewer__position">
            {index + 1} / {count}
          </span>
          <div className="fav-viewer__actions">
            <button type="button" className="button" onClick={() => step(-1)} aria-label={t`Previous`}>
              ‹{' '}
              <span className="visually-hidden-mobile">
                <Trans>Previous</Trans>
              </span>
            </button>
            <button type="button" className="button" onClick={() => step(1)} aria-label={t`Next`}>
              <span className="visually-hidden-mobile">
                <Trans>Next</Trans>
              </span>{' '}
              ›
            </button>
            {sourceHref && (
              <a href={sourceHref} target="_blank" rel={EXTERNAL_LINK_REL} className="button">
                <Trans comment="A link to the page the media came from">Open Source</Trans>
              </a>
            )}
            <button
              type="button"
              className="button"
              aria-haspopup="dialog"
              onClick={() => setReportOpen(true)}
              disabled={reported.has(fav.id)}
            >
              <Trans>Report</Trans>
            </button>
            <button type="button" className="button button--danger" onClick={() => onRemove(fav)} disabled={removing}>
              {removing ? t`Removing…` : t`Remove`}
            </button>
            <button type="button" className="button" onClick={hiding.hide} aria-keyshortcuts="H">
              <Trans>Hide</Trans>
            </button>
            <button type="button" className="button" onClick={onClose} aria-label={t`Close`}>
              ✕
            </button>
          </div>
        </div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
      </div>
      {reportOpen && (
        <ReportDialog
          item={fav}
          origin="favorites"
          onReported={(item) => rememberReported(item.id)}
          onClose={() => setReportOpen(false)}
        />
      )}
    </div>
  );
}
