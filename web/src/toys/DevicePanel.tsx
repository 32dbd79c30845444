import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEVICE_CAP_MIN } from '@shared/constants';
import { Toggle } from '../components/Toggle';
import { useDeviceLayerShown } from './deviceLayerFlag';
import { DeviceList } from './DeviceList';
import { toyController } from './toyController';
import { useToyState } from './toyStore';
import './devices.css';

const hapticsSupported = () => typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';

/**
 * Connect a device through Intiface (docs/product-rules.md "Devices"): the address, the devices and their
 * tuning, the intensity cap and phone haptics. The same panel on the setup page and, `compact` (folded into one
 * line), in the session's side panel.
 */
export function DevicePanel({ barOn = true, compact = false }: { barOn?: boolean; compact?: boolean }) {
  const { t } = useLingui();
  const { status, address, choices, notice, moving } = useToyState();
  const [draft, setDraft] = useState(address);
  const connected = status === 'connected';
  // The floating 'Stop device' is in the lazily loaded device layer: until it is on screen (or if its code failed
  // to load), the panel offers its own, so a connected device can always be stopped from here.
  const layerShown = useDeviceLayerShown();
  const backupStop = (connected || moving) && !layerShown && (
    <button type="button" className="button button--danger" onClick={toyController.stopDevices}>
      <Trans>Stop device</Trans>
    </button>
  );
  const cap = Math.round(choices.cap * 100);
  const settings = (
    <>
      {connected && <DeviceList />}
      <label className="devices__cap">
        <span>
          <Trans comment="The highest strength any device may reach, e.g. 'Intensity cap 70 %'">
            Intensity cap {cap} %
          </Trans>
        </span>
        <input
          type="range"
          min={Math.round(DEVICE_CAP_MIN * 100)}
          max={100}
          step={5}
          value={cap}
          aria-label={t`Intensity cap`}
          onChange={(e) => toyController.setCap(Number(e.target.value) / 100)}
        />
      </label>
      {hapticsSupported() && (
        <Toggle label={t`Phone haptics`} checked={choices.haptics} onChange={(on) => toyController.setHaptics(on)} />
      )}
    </>
  );
  const connection = connected ? (
    <p className="devices__status">
      <Trans>Connected to {address}</Trans>{' '}
      <button type="button" className="button" onClick={() => void toyController.disconnect()}>
        <Trans>Disconnect</Trans>
      </button>
    </p>
  ) : (
    <div className="devices__connect">
      <label>
        <span>
          <Trans comment="Intiface: the device app's name">Intiface address</Trans>
        </span>
        <input
          type="url"
          inputMode="url"
          spellCheck={false}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void toyController.connect(draft);
            }
          }}
        />
      </label>
      <button
        type="button"
        className="button"
        disabled={status === 'connecting'}
        onClick={() => void toyController.connect(draft)}
      >
        {status === 'connecting' ? <Trans>Connecting…</Trans> : <Trans>Connect</Trans>}
      </button>
    </div>
  );
  const alert = notice && (
    <p className="devices__notice" role="alert">
      {notice}
    </p>
  );

  if (compact) {
    // The session's side panel: one summary line (it must fit a phone), the reason for a stop always in view.
    return (
      <section className="devices devices--compact" aria-label={t`Device`}>
        <details className="devices__more">
          <summary>{connected ? <Trans>Device · connected</Trans> : <Trans>Device · not connected</Trans>}</summary>
          {connection}
          {settings}
        </details>
        {backupStop}
        {alert}
      </section>
    );
  }
  return (
    <section className="devices" aria-labelledby="devices-title">
      <h2 id="devices-title" className="devices__title">
        <Trans>Device</Trans>
      </h2>
      <p className="devices__hint">
        <Trans>A vibrator or stroker connected through Intiface Central follows the pace bar’s beat.</Trans>
        {!barOn && (
          <>
            {' '}
            <Trans comment="Fap Hero Bar: the pace bar's name in the app">Turn on the Fap Hero Bar to drive it.</Trans>
          </>
        )}
      </p>
      {connection}
      {backupStop}
      {alert}
      {settings}
    </section>
  );
}
