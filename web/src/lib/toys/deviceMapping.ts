// From the pace to device commands (docs/product-rules.md "Devices"): vibrators pulse on the beat, linear
// strokers move end to end once per beat, rotators and oscillators run at a speed that follows the BPM.
// Levels here are the user's wishes; safety.ts caps and ramps them on the way out.
import type { Beat } from './beats';

/** A device's motor kinds this app drives; others (constrict, inflate...) are listed but left alone. */
export type FeatureKind = 'vibrate' | 'oscillate' | 'rotate' | 'linear';

export interface DeviceFeature {
  kind: FeatureKind;
  /** The feature's index within its kind's command (ScalarCmd / RotateCmd / LinearCmd). */
  index: number;
  label: string;
}

export interface ToyDevice {
  index: number;
  name: string;
  features: DeviceFeature[];
}

/** Per device: the weakest and strongest level (0..1) and, for vibrators, how long a beat's pulse lasts. */
export interface DeviceTuning {
  min: number;
  max: number;
  pulseMs: number;
}

const DEFAULT_TUNING: DeviceTuning = { min: 0, max: 1, pulseMs: 250 };
export const PULSE_MS_MIN = 50;
export const PULSE_MS_MAX = 1000;
/** At this pace and above, a rotator or oscillator runs at its max. */
const FOLLOW_FULL_BPM = 120;
/** A pulse never takes more of the beat than this, so the next beat is felt as a new one. */
const PULSE_SHARE_MAX = 0.6;

export type DeviceCommand =
  | { type: 'scalar'; device: number; feature: number; actuator: 'Vibrate' | 'Oscillate'; level: number }
  | { type: 'rotate'; device: number; feature: number; level: number }
  | { type: 'linear'; device: number; feature: number; level: number; durationMs: number };

export interface TimedCommand {
  /** Ms after the beat's start. */
  offsetMs: number;
  command: DeviceCommand;
}

function unit(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;
}

export function cleanTuning(tuning: Partial<DeviceTuning> | undefined): DeviceTuning {
  const min = unit(tuning?.min ?? DEFAULT_TUNING.min, DEFAULT_TUNING.min);
  const max = Math.max(min, unit(tuning?.max ?? DEFAULT_TUNING.max, DEFAULT_TUNING.max));
  const pulse = tuning?.pulseMs ?? DEFAULT_TUNING.pulseMs;
  const pulseMs = Number.isFinite(pulse)
    ? Math.min(PULSE_MS_MAX, Math.max(PULSE_MS_MIN, pulse))
    : DEFAULT_TUNING.pulseMs;
  return { min, max, pulseMs };
}

/** Speed for a follower: min at 0 BPM rising to max at FOLLOW_FULL_BPM. */
export function followLevel(bpm: number, tuning: DeviceTuning): number {
  const share = Math.min(1, Math.max(0, bpm / FOLLOW_FULL_BPM));
  return tuning.min + (tuning.max - tuning.min) * share;
}

/** What one device does during one beat. */
export function commandsForBeat(beat: Beat, device: ToyDevice, raw: Partial<DeviceTuning> | undefined): TimedCommand[] {
  const tuning = cleanTuning(raw);
  const commands: TimedCommand[] = [];
  const pulseMs = Math.round(Math.min(tuning.pulseMs, beat.durationMs * PULSE_SHARE_MAX));
  for (const feature of device.features) {
    const at = { device: device.index, feature: feature.index };
    switch (feature.kind) {
      case 'vibrate':
        commands.push({ offsetMs: 0, command: { type: 'scalar', ...at, actuator: 'Vibrate', level: tuning.max } });
        commands.push({
          offsetMs: pulseMs,
          command: { type: 'scalar', ...at, actuator: 'Vibrate', level: tuning.min },
        });
        break;
      case 'linear':
        commands.push({
          offsetMs: 0,
          command: {
            type: 'linear',
            ...at,
            level: beat.index % 2 === 0 ? tuning.max : tuning.min,
            durationMs: Math.round(beat.durationMs),
          },
        });
        break;
      case 'oscillate':
        commands.push({
          offsetMs: 0,
          command: { type: 'scalar', ...at, actuator: 'Oscillate', level: followLevel(beat.bpm, tuning) },
        });
        break;
      case 'rotate':
        commands.push({ offsetMs: 0, command: { type: 'rotate', ...at, level: followLevel(beat.bpm, tuning) } });
        break;
    }
  }
  return commands;
}
