import { PULSE_MS_MAX, PULSE_MS_MIN, cleanTuning, type ToyDevice } from '../lib/toys/deviceMapping';
import { toyController } from './toyController';
import { useToyState } from './toyStore';

const KIND_LABEL = { vibrate: 'Vibrate', oscillate: 'Oscillate', rotate: 'Rotate', linear: 'Stroke' } as const;

function percent(value: number): string {
  return `${Math.round(value * 100)} %`;
}

function DeviceRow({ device }: { device: ToyDevice }) {
  const { choices } = useToyState();
  const used = choices.used.includes(device.name);
  const tuning = cleanTuning(choices.tuning[device.name]);
  const pulses = device.features.some((f) => f.kind === 'vibrate');
  const kinds = [...new Set(device.features.map((f) => KIND_LABEL[f.kind]))];
  const set = (patch: Partial<typeof tuning>) =>
    toyController.setTuning(device.name, cleanTuning({ ...tuning, ...patch }));
  return (
    <li className="devices__device">
      <label className="devices__use">
        <input
          type="checkbox"
          checked={used}
          disabled={kinds.length === 0}
          onChange={(e) => toyController.setUsed(device.name, e.target.checked)}
        />
        <span>
          Use {device.name}
          <small className="devices__kinds">
            {kinds.length > 0 ? kinds.join(', ') : 'No motor this site can drive'}
          </small>
        </span>
      </label>
      {used && (
        <div className="devices__tuning">
          <label>
            <span>Min {percent(tuning.min)}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(tuning.min * 100)}
              aria-label={`Minimum strength for ${device.name}`}
              onChange={(e) => set({ min: Number(e.target.value) / 100 })}
            />
          </label>
          <label>
            <span>Max {percent(tuning.max)}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(tuning.max * 100)}
              aria-label={`Maximum strength for ${device.name}`}
              onChange={(e) => set({ max: Number(e.target.value) / 100 })}
            />
          </label>
          {pulses && (
            <label>
              <span>Pulse {tuning.pulseMs} ms</span>
              <input
                type="range"
                min={PULSE_MS_MIN}
                max={PULSE_MS_MAX}
                step={50}
                value={tuning.pulseMs}
                aria-label={`Pulse length for ${device.name}`}
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
  const { devices, scanning } = useToyState();
  return (
    <div className="devices__list">
      <button type="button" className="button" disabled={scanning} onClick={() => void toyController.scan()}>
        {scanning ? 'Scanning…' : 'Scan for devices'}
      </button>
      {devices.length === 0 ? (
        <p className="devices__empty">No devices yet. Turn your device on, then press Scan for devices.</p>
      ) : (
        <ul aria-label="Devices">
          {devices.map((device) => (
            <DeviceRow key={`${device.index}:${device.name}`} device={device} />
          ))}
        </ul>
      )}
    </div>
  );
}
