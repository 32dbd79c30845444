import { useId, type ReactNode } from 'react';
import { LockIcon } from './LockIcon';

interface PillOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Shown with a padlock and not selectable (e.g. a premium-only length for a free user). */
  locked?: boolean;
}

interface PillGroupProps<T extends string | number> {
  legend: string;
  /** The radio group's name. */
  name: string;
  options: readonly PillOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Text under a locked pill, also its accessible description; none when omitted. */
  lockedHint?: string;
}

/** A fieldset of pill-shaped radio buttons: one choice out of a few (session length, screens). */
export function PillGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  lockedHint,
}: PillGroupProps<T>) {
  const idBase = useId();
  return (
    <fieldset className="setup__group">
      <legend>{legend}</legend>
      <div className="pills">
        {options.map((option) => {
          const locked = option.locked === true;
          const id = `${idBase}-${String(option.value)}`;
          const hint = locked ? lockedHint : undefined;
          return (
            <div key={option.value} className={`pill${locked ? ' pill--locked' : ''}`}>
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={locked}
                aria-describedby={hint ? `${id}-hint` : undefined}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id} className="pill__text">
                {option.label}
                {locked && <LockIcon />}
              </label>
              {hint && (
                <span id={`${id}-hint`} className="pill__hint">
                  {hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
