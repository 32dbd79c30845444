import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

interface ListText {
  list: BlocklistList;
  legend: MessageDescriptor;
  /** The add form's name: "Add to words and tags" (its own message, as case rules differ by language). */
  addLabel: MessageDescriptor;
  hint: MessageDescriptor;
  prefix: string;
}

const LISTS: readonly ListText[] = [
  {
    list: 'words',
    legend: msg`Words and tags`,
    addLabel: msg`Add to words and tags`,
    hint: msg`Whole words in titles, flair and tags, in any case. A phrase matches in that order.`,
    prefix: '',
  },
  {
    list: 'communities',
    legend: msg`Communities`,
    addLabel: msg`Add to communities`,
    hint: msg`A community’s name, with or without r/.`,
    prefix: 'r/',
  },
  {
    list: 'creators',
    legend: msg`Creators`,
    addLabel: msg`Add to creators`,
    hint: msg`A poster or uploader’s name, with or without u/.`,
    prefix: 'u/',
  },
];

const TYPE_LABELS: Readonly<Record<BlockableMediaType, MessageDescriptor>> = {
  image: msg`Hide images`,
  gif: msg`Hide gifs`,
  video: msg`Hide videos`,
};

const maxChars = BLOCKLIST_ENTRY_MAX_CHARS;

const BLOCKLIST_MESSAGES = {
  saved: msg`Saved.`,
  saveFailed: msg`Could not save your blocklist. Please try again.`,
  invalid: (list: BlocklistList) =>
    list === 'words'
      ? msg`Enter a word or phrase of letters and digits (up to ${maxChars} characters).`
      : msg`Enter one name: letters, digits, _ . or - (up to ${maxChars} characters).`,
  full: (limit: number) =>
    msg({
      message: plural(limit, {
        one: 'This list is full (# entry). Remove one first.',
        other: 'This list is full (# entries). Remove one first.',
      }),
    }),
};

function ListEditor({
  list,
  legend,
  addLabel,
  hint,
  prefix,
  blocklist,
  onChange,
}: (typeof LISTS)[number] & {
  blocklist: PersonalBlocklist;
  onChange: (next: PersonalBlocklist) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<FormStatusMessage | null>(null);
  const entries = blocklist[list];
  const name = i18n._(legend);
  const count = entries.length;
  const limit = BLOCKLIST_LIMITS[list];

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const outcome = addEntry(blocklist, list, value);
    if ('refused' in outcome) {
      setProblem({
        ok: false,
        text: i18n._(
          outcome.refused === 'full'
            ? BLOCKLIST_MESSAGES.full(BLOCKLIST_LIMITS[list])
            : BLOCKLIST_MESSAGES.invalid(list),
        ),
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
        {name}{' '}
        <span className="card__muted">
          <Trans comment="How many entries a blocklist list holds, of its limit">
            ({count} of {limit})
          </Trans>
        </span>
      </legend>
      <form className="blocklist__add" onSubmit={submit} noValidate aria-label={i18n._(addLabel)}>
        <label htmlFor={inputId} className="visually-hidden">
          {name}
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
          <Trans comment="Button: adds the typed entry to the blocklist">Add</Trans>
        </button>
      </form>
      <p id={`${inputId}-hint`} className="field__hint">
        {i18n._(hint)}
      </p>
      <FormStatus status={problem} />
      {entries.length > 0 && (
        <ul className="blocklist__chips" aria-label={name}>
          {entries.map((entry) => {
            const shown = `${prefix}${entry}`;
            return (
              <li key={entry} className="blocklist__chip">
                <span>{shown}</span>
                <button
                  type="button"
                  className="blocklist__remove"
                  aria-label={t`Remove ${shown}`}
                  onClick={() => void onChange(removeEntry(blocklist, list, entry))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** /profile and /hidden: what this person never wants to see (docs/product-rules.md#blocklist); each change saves at once. */
export function BlocklistCard() {
  const { i18n } = useLingui();
  const { blocklist, where, save } = useBlocklist();
  const [status, setStatus] = useState<FormStatusMessage | null>(null);

  async function change(next: PersonalBlocklist): Promise<boolean> {
    try {
      await save(next);
      setStatus({ ok: true, text: i18n._(BLOCKLIST_MESSAGES.saved) });
      return true;
    } catch {
      setStatus({ ok: false, text: i18n._(BLOCKLIST_MESSAGES.saveFailed) });
      return false;
    }
  }

  return (
    <section className="card card--wide blocklist" aria-labelledby="blocklist-title">
      <h2 id="blocklist-title" className="card__title">
        <Trans>Blocklist</Trans>
      </h2>
      <p className="field__hint">
        <Trans>Items that match never show in your sessions, your favourites or the dashboard’s card images.</Trans>{' '}
        {where === 'account' ? <Trans>Kept with your account.</Trans> : <Trans>Kept on this device only.</Trans>}
      </p>
      {blocklist === null ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <div className="blocklist__lists">
            {LISTS.map((entry) => (
              <ListEditor key={entry.list} {...entry} blocklist={blocklist} onChange={change} />
            ))}
          </div>
          <fieldset className="blocklist__types">
            <legend>
              <Trans>Media types</Trans>
            </legend>
            {BLOCKABLE_MEDIA_TYPES.map((type) => (
              <Toggle
                key={type}
                label={i18n._(TYPE_LABELS[type])}
                checked={blocklist.mediaTypes.includes(type)}
                onChange={(on) =>
                  void change({
                    ...blocklist,
                    mediaTypes: BLOCKABLE_MEDIA_TYPES.filter((other) =>
                      other === type ? on : blocklist.mediaTypes.includes(other),
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
