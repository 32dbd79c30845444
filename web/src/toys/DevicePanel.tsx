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
  const { status, address, choices, notice, moving } = useToyState();
  const [draft, setDraft] = useState(address);
  const connected = status === 'connected';
  // The floating 'Stop device' is in the lazily loaded device layer: until it is on screen (or if its code failed
  // to load), the panel offers its own, so a connected device can always be stopped from here.
  const layerShown = useDeviceLayerShown();
  const backupStop = (connected || moving) && !layerShown && (
    <button type="button" className="button button--danger" onClick={toyController.stopDevices}>
      Stop device
    </button>
  );
  const settings = (
    <>
      {connected && <DeviceList />}
      <label className="devices__cap">
        <span>Intensity cap {Math.round(choices.cap * 100)} %</span>
        <input
          type="range"
          min={Math.round(DEVICE_CAP_MIN * 100)}
          max={100}
          step={5}
          value={Math.round(choices.cap * 100)}
          aria-label="Intensity cap"
          onChange={(e) => toyController.setCap(Number(e.target.value) / 100)}
        />
      </label>
      {hapticsSupported() && (
        <Toggle label="Phone haptics" checked={choices.haptics} onChange={(on) => toyController.setHaptics(on)} />
      )}
    </>
  );
  const connection = connected ? (
    <p className="devices__status">
      Connected to {address}{' '}
      <button type="button" className="button" onClick={() => void toyController.disconnect()}>
        Disconnect
      </button>
    </p>
  ) : (
    <div className="devices__connect">
      <label>
        <span>Intiface address</span>
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
        {status === 'connecting' ? 'Connecting…' : 'Connect'}
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
      <section className="devices devices--compact" aria-label="Device">
        <details className="devices__more">
          <summary>Device · {connected ? 'connected' : 'not connected'}</summary>
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
        Device
      </h2>
      <p className="devices__hint">
        A vibrator or stroker connected through Intiface Central follows the pace bar’s beat.
        {!barOn && ' Turn on the Fap Hero Bar to drive it.'}
      </p>
      {connection}
      {backupStop}
      {alert}
      {settings}
    </section>
  );
}
