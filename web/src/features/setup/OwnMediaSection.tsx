import { useEffect, useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { OWN_MEDIA_ACCEPT, type OwnMediaMode } from '../../lib/ownMedia/ownMediaFiles';
import { useOwnMediaPicker } from './useOwnMediaPicker';
import { chosenSummary, clipLength } from './ownMediaMessages';
import './ownMedia.css';

const TYPE_LABELS = {
  image: msg({ message: 'Image', comment: 'The kind of a chosen file' }),
  gif: msg({ message: 'Gif', comment: 'The kind of a chosen file' }),
  video: msg({ message: 'Video', comment: 'The kind of a chosen file' }),
} as const;

/**
 * 'Add your own' on the setup page (docs/product-rules.md#your-own-media): files or a folder from this device,
 * played alone or mixed with the star's media. Loaded on demand with its reading code.
 */
export function OwnMediaSection({
  starName,
  onChosenChange,
}: {
  starName: string;
  /** Whether any file is chosen: the setup page starts the session with them then. */
  onChosenChange: (chosen: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const picker = useOwnMediaPicker();
  const { choice, busy, problems } = picker;
  const chosen = choice.files.length > 0;
  useEffect(() => {
    onChosenChange(chosen);
  }, [chosen, onChosenChange]);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const modes: { value: OwnMediaMode; label: string }[] = [
    { value: 'mixed', label: t`Mixed with ${starName}'s media` },
    { value: 'only', label: t`Only my files` },
  ];

  const rememberedName = picker.remembered?.name;
  const pickedName = picker.pickedFolder?.name;
  const removeLabel = (fileName: string) => t`Remove ${fileName}`;

  const takeFiles = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    // Cleared, so choosing the same file again is a change too.
    input.value = '';
    if (files.length > 0) picker.addFiles(files);
  };

  return (
    <section className="setup__group own-media" aria-labelledby="own-media-title">
      <h2 id="own-media-title" className="setup__label own-media__title">
        <Trans>Add your own</Trans>
      </h2>
      <p className="setup__hint own-media__privacy">
        <Trans>
          Images, gifs and videos from this device. They stay on it: the session shows them straight from your browser,
          nothing is uploaded or saved.
        </Trans>
      </p>
      <div className="own-media__actions">
        <button type="button" className="button" disabled={busy} onClick={() => filesInput.current?.click()}>
          <Trans>Choose files</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => (picker.pickFolder ? picker.pickFolder() : folderInput.current?.click())}
        >
          <Trans>Choose a folder</Trans>
        </button>
        {picker.remembered && choice.files.length === 0 && (
          <>
            <button type="button" className="button" disabled={busy} onClick={picker.reopenRemembered}>
              <Trans>Use “{rememberedName}” again</Trans>
            </button>
            <button type="button" className="button own-media__quiet" onClick={picker.forget}>
              <Trans>Forget this folder</Trans>
            </button>
          </>
        )}
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={OWN_MEDIA_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        // The buttons above open it: one control per action for keyboard and screen reader users.
        aria-hidden="true"
        aria-label={t`Your files`}
        onChange={(event) => takeFiles(event.currentTarget)}
      />
      <input
        ref={(input) => {
          folderInput.current = input;
          // Not in React's typed attributes: the non-standard folder choice every current browser supports.
          input?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t`Your folder`}
        onChange={(event) => takeFiles(event.currentTarget)}
      />

      {busy && (
        <p role="status" className="setup__hint">
          <Trans>Reading your files…</Trans>
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className="own-media__problems">
          {problems.map((problem) => (
            <p key={problem} className="form-error">
              {problem}
            </p>
          ))}
        </div>
      )}

      {picker.pickedFolder && choice.files.length > 0 && (
        <label className="own-media__remember">
          <input
            type="checkbox"
            checked={picker.remembered === picker.pickedFolder}
            onChange={(event) => picker.remember(event.currentTarget.checked)}
          />
          <Trans>Remember “{pickedName}” on this device (only the folder; the browser asks again next time)</Trans>
        </label>
      )}

      {choice.files.length > 0 && (
        <>
          <div className="own-media__summary">
            <p aria-live="polite">{chosenSummary(choice.files.map((own) => own.type))}</p>
            <button type="button" className="button own-media__quiet" onClick={picker.clear}>
              <Trans>Clear all</Trans>
            </button>
          </div>
          <ul className="own-media__list" aria-label={t`Your files`}>
            {choice.files.map((own) => (
              <li key={own.key}>
                <span className="badge">{i18n._(TYPE_LABELS[own.type])}</span>
                <span className="own-media__name" title={own.file.name}>
                  {own.file.name}
                </span>
                {own.durationSec > 0 && <span className="own-media__length">{clipLength(own.durationSec)}</span>}
                <button
                  type="button"
                  className="own-media__remove"
                  aria-label={removeLabel(own.file.name)}
                  onClick={() => picker.remove(own.key)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <fieldset className="own-media__mode">
            <legend className="visually-hidden">
              <Trans>Play your files</Trans>
            </legend>
            {modes.map((mode) => (
              <label key={mode.value}>
                <input
                  type="radio"
                  name="own-media-mode"
                  value={mode.value}
                  checked={choice.mode === mode.value}
                  onChange={() => picker.setMode(mode.value)}
                />
                {mode.label}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}
