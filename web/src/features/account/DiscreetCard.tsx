import { useState } from 'react';
import { Toggle } from '../../components/Toggle';
import { NEUTRAL_TITLE } from '../../config/discretion';
import { setDiscreet } from '../../lib/discretion/disguise';
import { isDiscreet } from '../../lib/discretion/discreetChoice';

/**
 * Discreet mode on the profile: a neutral tab title and icon on every page. Kept in this browser, not on the
 * account: it protects a screen (a shared computer) and must apply before anyone signs in.
 */
export function DiscreetCard() {
  const [on, setOn] = useState(isDiscreet);
  return (
    <section className="card" aria-labelledby="discreet-title">
      <h2 id="discreet-title" className="card__title">
        Discreet mode
      </h2>
      <p>
        Shows the tab as “{NEUTRAL_TITLE}” with a plain icon on every page, in this browser. During a session or in your
        favourites, press H (or Hide) to cover the screen at once.
      </p>
      <Toggle
        label="Discreet"
        checked={on}
        onChange={(checked) => {
          setDiscreet(checked);
          setOn(checked);
        }}
      />
    </section>
  );
}
