import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type SyntheticEvent } from 'react';
import type { StarFields, StarRecord } from '@shared/api/schemas/stars';
import { STAR_NAME_MAX, STAR_PERSONA_MAX } from '@shared/constants';
import { apiErrorMessage } from '../../../store/apiSlice';
import {
  useCreateStarMutation,
  useListAdminStarsQuery,
  useOrderStarsMutation,
  useUpdateStarMutation,
} from './starsApi';
import { useAvatarUpload, type AvatarUpload } from './useAvatarUpload';

const SAVE_FAILED = msg`The star could not be saved. Try again.`;

/** "A, b c" → ["A", "b", "c"]: what an admin types into a list field. */
const listOf = (text: string) => text.split(/[\s,]+/).filter((entry) => entry !== '');

function AvatarStatus({ upload, hasAvatar }: { upload: AvatarUpload; hasAvatar: boolean }) {
  const { t } = useLingui();
  switch (upload.phase) {
    case 'sending':
      return (
        <p role="status">
          <progress max={100} value={upload.percent} aria-label={t`Avatar sent`} /> {upload.percent} %
        </p>
      );
    case 'processing':
      return (
        <p role="status">
          <Trans>Sent. Making web versions…</Trans>
        </p>
      );
    case 'ready':
      return (
        <p role="status" className="stars-admin__avatar">
          {upload.preview && <img src={upload.preview} alt={t`Avatar preview`} width={60} height={80} />}
          {upload.review === 'approved' ? (
            <Trans>Avatar ready.</Trans>
          ) : (
            <Trans>Avatar ready. It shows on the dashboard once a reviewer approves it.</Trans>
          )}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="form-error">
          {upload.message}
        </p>
      );
    case 'idle':
      return hasAvatar ? (
        <p>
          <Trans>This star has an avatar. Choose a file to replace it.</Trans>
        </p>
      ) : null;
  }
}

/** Adds a star (`star` null) or edits one; a save another admin made meanwhile is refused, not overwritten. */
function StarForm({ star, onDone }: { star: StarRecord | null; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const ids = { heading: useId(), name: useId(), persona: useId(), library: useId(), forum: useId(), avatar: useId() };
  const [name, setName] = useState(star?.name ?? '');
  const [persona, setPersona] = useState(star?.persona ?? '');
  const [premium, setPremium] = useState(star?.premium ?? false);
  const [library, setLibrary] = useState(star?.library.join(', ') ?? '');
  const [forum, setForum] = useState(star?.forum.join(', ') ?? '');
  const [retired, setRetired] = useState(star?.retired ?? false);
  const [keptAvatar, setKeptAvatar] = useState(star?.avatarItemId ?? null);
  const { upload, pick } = useAvatarUpload();
  const [create, creating] = useCreateStarMutation();
  const [update, updating] = useUpdateStarMutation();
  const [error, setError] = useState<string | null>(null);
  const saving = creating.isLoading || updating.isLoading;
  const avatarBusy = upload.phase === 'sending' || upload.phase === 'processing';
  const editedName = star?.name ?? '';

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    const fields: StarFields = {
      name,
      persona,
      premium,
      library: listOf(library),
      forum: listOf(forum),
      avatarItemId: upload.phase === 'ready' ? upload.itemId : keptAvatar,
    };
    const result = star
      ? await update({ id: star.id, star: fields, revision: star.revision, retired })
      : await create(fields);
    if ('error' in result) {
      setError(apiErrorMessage(result.error, SAVE_FAILED));
      return;
    }
    const savedName = result.data.star.name;
    onDone(t`Saved ${savedName}.`);
  };

  return (
    <form className="stars-admin__form" aria-labelledby={ids.heading} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={ids.heading}>{star ? t`Edit ${editedName}` : t`Add a star`}</h2>
      <label htmlFor={ids.name}>
        <Trans>Name</Trans>
      </label>
      <input id={ids.name} value={name} maxLength={STAR_NAME_MAX} onChange={(e) => setName(e.target.value)} required />
      <label htmlFor={ids.persona}>
        <Trans>Mood line</Trans>
      </label>
      <input
        id={ids.persona}
        value={persona}
        maxLength={STAR_PERSONA_MAX}
        onChange={(e) => setPersona(e.target.value)}
        required
      />
      <label className="stars-admin__check">
        <input type="checkbox" checked={premium} onChange={(e) => setPremium(e.target.checked)} />
        <Trans>Premium only</Trans>
      </label>
      <label htmlFor={ids.library}>
        <Trans>Library collections (comma-separated)</Trans>
      </label>
      <input id={ids.library} value={library} onChange={(e) => setLibrary(e.target.value)} />
      <label htmlFor={ids.forum}>
        <Trans>Forum communities (comma-separated)</Trans>
      </label>
      <input id={ids.forum} value={forum} onChange={(e) => setForum(e.target.value)} />
      <label htmlFor={ids.avatar}>
        <Trans>Avatar</Trans>
      </label>
      <input
        id={ids.avatar}
        type="file"
        accept="image/*"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) pick(file);
        }}
      />
      <AvatarStatus upload={upload} hasAvatar={keptAvatar !== null} />
      {keptAvatar !== null && upload.phase === 'idle' && (
        <button type="button" className="button" onClick={() => setKeptAvatar(null)}>
          <Trans>Remove the avatar</Trans>
        </button>
      )}
      {star && (
        <label className="stars-admin__check">
          <input type="checkbox" checked={retired} onChange={(e) => setRetired(e.target.checked)} />
          <Trans>Retired (not on the dashboard)</Trans>
        </label>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <div className="stars-admin__actions">
        <button type="submit" className="button button--primary" disabled={saving || avatarBusy}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" className="button" onClick={() => onDone('')}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** /admin/stars: the stars on the dashboard, in their order; add, edit, retire and reorder them. */
export function StarsPage() {
  const { t } = useLingui();
  const list = useListAdminStarsQuery(undefined);
  const [order, ordering] = useOrderStarsMutation();
  const [editing, setEditing] = useState<StarRecord | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const [orderError, setOrderError] = useState<string | null>(null);

  const move = async (index: number, by: -1 | 1) => {
    if (!list.data) return;
    const ids = list.data.stars.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setOrderError(null);
    const result = await order({ ids, version: list.data.version });
    if ('error' in result) setOrderError(apiErrorMessage(result.error, SAVE_FAILED));
  };

  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };

  return (
    <section aria-labelledby="stars-admin" className="stars-admin">
      <h1 id="stars-admin">
        <Trans>Stars</Trans>
      </h1>
      <p>
        <Trans>
          The dashboard shows the stars in this order, free ones first. A saved change reaches every visitor within a
          minute.
        </Trans>
      </p>
      {notice && <p role="status">{notice}</p>}
      {editing === null && (
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          <Trans>Add a star</Trans>
        </button>
      )}
      {editing !== null && (
        <StarForm
          key={editing === 'new' ? 'new' : editing.id}
          star={editing === 'new' ? null : editing}
          onDone={done}
        />
      )}
      {orderError && (
        <p role="alert" className="form-error">
          {orderError}
        </p>
      )}
      {list.isLoading && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {list.isError && (
        <p role="alert" className="form-error">
          {apiErrorMessage(list.error, msg`The stars could not be loaded.`)}
        </p>
      )}
      {list.data && (
        <ol className="stars-admin__list">
          {list.data.stars.map((star, index, all) => {
            const starName = star.name;
            return (
              <li key={star.id} className="stars-admin__star">
                <span className="stars-admin__name">{star.name}</span>
                <span className="stars-admin__meta">
                  {star.premium ? <Trans>Premium</Trans> : <Trans>Free</Trans>}
                  {star.retired && (
                    <>
                      {' · '}
                      <Trans>Retired</Trans>
                    </>
                  )}
                  {' · '}
                  {[...star.library, ...star.forum].join(', ')}
                </span>
                <span className="stars-admin__buttons">
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0 || ordering.isLoading}
                    onClick={() => void move(index, -1)}
                    aria-label={t`Move ${starName} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === all.length - 1 || ordering.isLoading}
                    onClick={() => void move(index, 1)}
                    aria-label={t`Move ${starName} down`}
                  >
                    ↓
                  </button>
                  <button type="button" className="button" onClick={() => setEditing(star)}>
                    <Trans>Edit</Trans>
                    <span className="visually-hidden"> {starName}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
