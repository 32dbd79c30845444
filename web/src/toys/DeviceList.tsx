import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PULSE_MS_MAX, PULSE_MS_MIN, cleanTuning, type FeatureKind, type ToyDevice } from '../lib/toys/deviceMapping';
import { toyController } from './toyController';
import { useToyState } from './toyStore';

const KIND_LABEL: Record<FeatureKind, MessageDescriptor> = {
  vibrate: msg({ message: 'Vibrate', comment: 'A kind of motor a device has' }),
  oscillate: msg({ message: 'Oscillate', comment: 'A kind of motor a device has' }),
  rotate: msg({ message: 'Rotate', comment: 'A kind of motor a device has' }),
  linear: msg({ message: 'Stroke', comment: 'A kind of motor a device has (a stroker moving up and down)' }),
};

function percent(value: number): string {
  return `${Math.round(value * 100)} %`;
}

function DeviceRow({ device }: { device: ToyDevice }) {
  const { t } = useLingui();
  const { choices } = useToyState();
  const name = device.name;
  const used = choices.used.includes(name);
  const tuning = cleanTuning(choices.tuning[name]);
  const pulses = device.features.some((f) => f.kind === 'vibrate');
  const kinds = [...new Set(device.features.map((f) => f.kind))].map((kind) => t(KIND_LABEL[kind]));
  const set = (patch: Partial<typeof tuning>) => toyController.setTuning(name, cleanTuning({ ...tuning, ...patch }));
  const min = percent(tuning.min);
  const max = percent(tuning.max);
  const pulseMs = tuning.pulseMs;
  return (
    <li className="devices__device">
      <label className="devices__use">
        <input
          type="checkbox"
          checked={used}
          disabled={kinds.length === 0}
          onChange={(e) => toyController.setUsed(name, e.target.checked)}
        />
        <span>
          <Trans comment="A checkbox: the named device follows the pace">Use {name}</Trans>
          <small className="devices__kinds">
            {kinds.length > 0 ? kinds.join(', ') : t`No motor this site can drive`}
          </small>
        </span>
      </label>
      {used && (
        <div className="devices__tuning">
          <label>
            <span>
              <Trans comment="The lowest strength, e.g. 'Min 20 %'">Min {min}</Trans>
            </span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(tuning.min * 100)}
              aria-label={t`Minimum strength for ${name}`}
              onChange={(e) => set({ min: Number(e.target.value) / 100 })}
            />
          </label>
          <label>
            <span>
              <Trans comment="The highest strength, e.g. 'Max 80 %'">Max {max}</Trans>
            </span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(tuning.max * 100)}
              aria-label={t`Maximum strength for ${name}`}
              onChange={(e) => set({ max: Number(e.target.value) / 100 })}
            />
          </label>
          {pulses && (
            <label>
              <span>
                <Trans comment="The length of one vibration pulse in milliseconds">Pulse {pulseMs} ms</Trans>
              </span>
              <input
                type="range"
                min={PULSE_MS_MIN}
                max={PULSE_MS_MAX}
                step={50}
                value={tuning.pulseMs}
                aria-label={t`Pulse length for ${name}`}
                onChange={(e) => set({ pulseMs: Number(e.target.value) })}
              />
            </label>
          )}
        </div>
      )}
    </li>
  );
}

/** The server's devices with their motors; the user picks which follow the pace and tunes each. */
export function DeviceList() {
  const { t } = useLingui();
  const { devices, scanning } = useToyState();
  return (
    <div className="devices__list">
      <button type="button" className="button" disabled={scanning} onClick={() => void toyController.scan()}>
        {scanning ? <Trans>Scanning…</Trans> : <Trans>Scan for devices</Trans>}
      </button>
      {devices.length === 0 ? (
        <p className="devices__empty">
          <Trans comment="Scan for devices: the button above, named as it is">
            No devices yet. Turn your device on, then press Scan for devices.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`Devices`}>
          {devices.map((device) => (
            <DeviceRow key={`${device.index}:${device.name}`} device={device} />
          ))}
        </ul>
      )}
    </div>
  );
}
