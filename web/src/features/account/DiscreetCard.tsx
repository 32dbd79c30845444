import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [on, setOn] = useState(isDiscreet);
  const neutralTitle = NEUTRAL_TITLE;
  return (
    <section className="card" aria-labelledby="discreet-title">
      <h2 id="discreet-title" className="card__title">
        <Trans>Discreet mode</Trans>
      </h2>
      <p>
        <Trans comment="H is the keyboard key; Hide is the button's name in a session">
          Shows the tab as “{neutralTitle}” with a plain icon on every page, in this browser. During a session or in
          your favourites, press H (or Hide) to cover the screen at once.
        </Trans>
      </p>
      <Toggle
        label={t({ message: 'Discreet', comment: 'The switch that turns discreet mode on' })}
        checked={on}
        onChange={(checked) => {
          setDiscreet(checked);
          setOn(checked);
        }}
      />
    </section>
  );
}
