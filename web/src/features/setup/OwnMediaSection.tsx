import { useEffect, useRef } from 'react';
import { OWN_MEDIA_ACCEPT, type OwnMediaMode } from '../../lib/ownMedia/ownMediaFiles';
import { useOwnMediaPicker } from './useOwnMediaPicker';
import { chosenSummary, clipLength } from './ownMediaMessages';
import './ownMedia.css';

const TYPE_LABELS = { image: 'Image', gif: 'Gif', video: 'Video' } as const;

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
  const picker = useOwnMediaPicker();
  const { choice, busy, problems } = picker;
  const chosen = choice.files.length > 0;
  useEffect(() => {
    onChosenChange(chosen);
  }, [chosen, onChosenChange]);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const modes: { value: OwnMediaMode; label: string }[] = [
    { value: 'mixed', label: `Mixed with ${starName}'s media` },
    { value: 'only', label: 'Only my files' },
  ];

  const takeFiles = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    // Cleared, so choosing the same file again is a change too.
    input.value = '';
    if (files.length > 0) picker.addFiles(files);
  };

  return (
    <section className="setup__group own-media" aria-labelledby="own-media-title">
      <h2 id="own-media-title" className="setup__label own-media__title">
        Add your own
      </h2>
      <p className="setup__hint own-media__privacy">
        Images, gifs and videos from this device. They stay on it: the session shows them straight from your browser,
        nothing is uploaded or saved.
      </p>
      <div className="own-media__actions">
        <button type="button" className="button" disabled={busy} onClick={() => filesInput.current?.click()}>
          Choose files
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => (picker.pickFolder ? picker.pickFolder() : folderInput.current?.click())}
        >
          Choose a folder
        </button>
        {picker.remembered && choice.files.length === 0 && (
          <>
            <button type="button" className="button" disabled={busy} onClick={picker.reopenRemembered}>
              Use “{picker.remembered.name}” again
            </button>
            <button type="button" className="button own-media__quiet" onClick={picker.forget}>
              Forget this folder
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
        aria-label="Your files"
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
        aria-label="Your folder"
        onChange={(event) => takeFiles(event.currentTarget)}
      />

      {busy && (
        <p role="status" className="setup__hint">
          Reading your files…
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
          Remember “{picker.pickedFolder.name}” on this device (only the folder; the browser asks again next time)
        </label>
      )}

      {choice.files.length > 0 && (
        <>
          <div className="own-media__summary">
            <p aria-live="polite">{chosenSummary(choice.files.map((own) => own.type))}</p>
            <button type="button" className="button own-media__quiet" onClick={picker.clear}>
              Clear all
            </button>
          </div>
          <ul className="own-media__list" aria-label="Your files">
            {choice.files.map((own) => (
              <li key={own.key}>
                <span className="badge">{TYPE_LABELS[own.type]}</span>
                <span className="own-media__name" title={own.file.name}>
                  {own.file.name}
                </span>
                {own.durationSec > 0 && <span className="own-media__length">{clipLength(own.durationSec)}</span>}
                <button
                  type="button"
                  className="own-media__remove"
                  aria-label={`Remove ${own.file.name}`}
                  onClick={() => picker.remove(own.key)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <fieldset className="own-media__mode">
            <legend className="visually-hidden">Play your files</legend>
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
