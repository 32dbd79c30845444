import { useId, useState, type SyntheticEvent } from 'react';
import { BLOCKLIST_ENTRY_MAX_CHARS } from '@shared/constants';
import {
  addEntry,
  BLOCKABLE_MEDIA_TYPES,
  BLOCKLIST_LIMITS,
  removeEntry,
  type BlockableMediaType,
  type BlocklistList,
  type PersonalBlocklist,
} from '@shared/media/personalBlocklist';
import { FormStatus, type FormStatusMessage } from '../../components/FormStatus';
import { Toggle } from '../../components/Toggle';
import { useBlocklist } from '../../settings/blocklist';
import './blocklist.css';

const LISTS: readonly { list: BlocklistList; legend: string; hint: string; prefix: string }[] = [
  {
    list: 'words',
    legend: 'Words and tags',
    hint: 'Whole words in titles, flair and tags, in any case. A phrase matches in that order.',
    prefix: '',
  },
  { list: 'communities', legend: 'Communities', hint: 'A community’s name, with or without r/.', prefix: 'r/' },
  { list: 'creators', legend: 'Creators', hint: 'A poster or uploader’s name, with or without u/.', prefix: 'u/' },
];

const TYPE_LABELS: Readonly<Record<BlockableMediaType, string>> = {
  image: 'Hide images',
  gif: 'Hide gifs',
  video: 'Hide videos',
};

const BLOCKLIST_MESSAGES = {
  saved: 'Saved.',
  saveFailed: 'Could not save your blocklist. Please try again.',
  invalid: (list: BlocklistList) =>
    list === 'words'
      ? `Enter a word or phrase of letters and digits (up to ${BLOCKLIST_ENTRY_MAX_CHARS} characters).`
      : `Enter one name: letters, digits, _ . or - (up to ${BLOCKLIST_ENTRY_MAX_CHARS} characters).`,
  full: (limit: number) => `This list is full (${limit} entries). Remove one first.`,
};

function ListEditor({
  list,
  legend,
  hint,
  prefix,
  blocklist,
  onChange,
}: (typeof LISTS)[number] & {
  blocklist: PersonalBlocklist;
  onChange: (next: PersonalBlocklist) => Promise<boolean>;
}) {
  const inputId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<FormStatusMessage | null>(null);
  const entries = blocklist[list];

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const outcome = addEntry(blocklist, list, value);
    if ('refused' in outcome) {
      setProblem({
        ok: false,
        text:
          outcome.refused === 'full'
            ? BLOCKLIST_MESSAGES.full(BLOCKLIST_LIMITS[list])
            : BLOCKLIST_MESSAGES.invalid(list),
      });
      return;
    }
    setProblem(null);
    const submitted = value;
    void onChange(outcome.blocklist).then((saved) => {
      // The next entry may already be typed by the time the save is confirmed: clear only what was added.
      if (saved) setValue((current) => (current === submitted ? '' : current));
    });
  }

  return (
    <fieldset className="blocklist__list">
      <legend>
        {legend}{' '}
        <span className="card__muted">
          ({entries.length} of {BLOCKLIST_LIMITS[list]})
        </span>
      </legend>
      <form className="blocklist__add" onSubmit={submit} noValidate aria-label={`Add to ${legend.toLowerCase()}`}>
        <label htmlFor={inputId} className="visually-hidden">
          {legend}
        </label>
        <input
          id={inputId}
          value={value}
          maxLength={BLOCKLIST_ENTRY_MAX_CHARS + 4}
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="button">
          Add
        </button>
      </form>
      <p id={`${inputId}-hint`} className="field__hint">
        {hint}
      </p>
      <FormStatus status={problem} />
      {entries.length > 0 && (
        <ul className="blocklist__chips" aria-label={legend}>
          {entries.map((entry) => (
            <li key={entry} className="blocklist__chip">
              <span>
                {prefix}
                {entry}
              </span>
              <button
                type="button"
                className="blocklist__remove"
                aria-label={`Remove ${prefix}${entry}`}
                onClick={() => void onChange(removeEntry(blocklist, list, entry))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** /profile and /hidden: what this person never wants to see (docs/product-rules.md#blocklist); each change saves at once. */
export function BlocklistCard() {
  const { blocklist, where, save } = useBlocklist();
  const [status, setStatus] = useState<FormStatusMessage | null>(null);

  async function change(next: PersonalBlocklist): Promise<boolean> {
    try {
      await save(next);
      setStatus({ ok: true, text: BLOCKLIST_MESSAGES.saved });
      return true;
    } catch {
      setStatus({ ok: false, text: BLOCKLIST_MESSAGES.saveFailed });
      return false;
    }
  }

  return (
    <section className="card card--wide blocklist" aria-labelledby="blocklist-title">
      <h2 id="blocklist-title" className="card__title">
        Blocklist
      </h2>
      <p className="field__hint">
        Items that match never show in your sessions, your favourites or the dashboard’s card images.{' '}
        {where === 'account' ? 'Kept with your account.' : 'Kept on this device only.'}
      </p>
      {blocklist === null ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <div className="blocklist__lists">
            {LISTS.map((entry) => (
              <ListEditor key={entry.list} {...entry} blocklist={blocklist} onChange={change} />
            ))}
          </div>
          <fieldset className="blocklist__types">
            <legend>Media types</legend>
            {BLOCKABLE_MEDIA_TYPES.map((type) => (
              <Toggle
                key={type}
                label={TYPE_LABELS[type]}
                checked={blocklist.mediaTypes.includes(type)}
                onChange={(on) =>
                  void change({
                    ...blocklist,
                    mediaTypes: BLOCKABLE_MEDIA_TYPES.filter((t) =>
                      t === type ? on : blocklist.mediaTypes.includes(t),
                    ),
                  })
                }
              />
            ))}
          </fieldset>
          <FormStatus status={status} />
        </>
      )}
    </section>
  );
}
