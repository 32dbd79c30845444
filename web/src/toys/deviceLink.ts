// The connection to Intiface Central / Engine through the buttplug client (3.x: Buttplug spec v3, what current
// Intiface accepts). The client is loaded on first use only, so nothing of it is in the first-view bundle.
import { t } from '@lingui/core/macro';
import type { ButtplugClient, ButtplugClientDevice } from 'buttplug/dist/web/buttplug.mjs';
import type { DeviceCommand, DeviceFeature, FeatureKind, ToyDevice } from '../lib/toys/deviceMapping';

/** What the controller needs of a connection; tests give it a fake. */
export interface DeviceLink {
  devices: () => ToyDevice[];
  startScanning: () => Promise<void>;
  stopScanning: () => Promise<void>;
  /** Sends one command whose level has already been made safe (toyController.ts). */
  send: (command: DeviceCommand) => Promise<void>;
  /** StopAllDevices; the message is written to the socket before this returns. */
  stopAll: () => Promise<void>;
  /** StopDeviceCmd for one device (it left a running session). */
  stopDevice: (index: number) => Promise<void>;
  disconnect: () => Promise<void>;
}

export interface LinkEvents {
  onDevicesChanged: () => void;
  onScanningFinished: () => void;
  /** The server went away or the socket closed. */
  onLost: () => void;
}

export type ConnectLink = (address: string, events: LinkEvents) => Promise<DeviceLink>;

const KIND_OF_SCALAR: Partial<Record<string, FeatureKind>> = { Vibrate: 'vibrate', Oscillate: 'oscillate' };

function featuresOf(device: ButtplugClientDevice): DeviceFeature[] {
  const attributes = device.messageAttributes;
  const features: DeviceFeature[] = [];
  for (const scalar of attributes.ScalarCmd ?? []) {
    const kind = KIND_OF_SCALAR[scalar.ActuatorType];
    if (kind) features.push({ kind, index: scalar.Index, label: scalar.FeatureDescriptor || scalar.ActuatorType });
  }
  for (const rotate of attributes.RotateCmd ?? []) {
    features.push({ kind: 'rotate', index: rotate.Index, label: rotate.FeatureDescriptor || 'Rotate' });
  }
  for (const linear of attributes.LinearCmd ?? []) {
    features.push({ kind: 'linear', index: linear.Index, label: linear.FeatureDescriptor || 'Linear' });
  }
  return features;
}

export const connectButtplug: ConnectLink = async (address, events) => {
  const bp = await import('buttplug/dist/web/buttplug.mjs');
  const client: ButtplugClient = new bp.ButtplugClient('StarSession');
  client.on('deviceadded', events.onDevicesChanged);
  client.on('deviceremoved', events.onDevicesChanged);
  client.on('scanningfinished', events.onScanningFinished);
  client.on('disconnect', events.onLost);
  await client.connect(new bp.ButtplugBrowserWebsocketClientConnector(address));

  const deviceAt = (index: number) => {
    const device = client.devices.find((d) => d.index === index);
    if (!device) throw new Error(t`That device is no longer connected.`);
    return device;
  };
  return {
    devices: () =>
      client.connected ? client.devices.map((d) => ({ index: d.index, name: d.name, features: featuresOf(d) })) : [],
    startScanning: () => client.startScanning(),
    stopScanning: () => client.stopScanning(),
    // async: a device that went away rejects (the controller then stops everything) instead of throwing into the
    // beat timer; the message is still written before the first await.
    send: async (command) => {
      const device = deviceAt(command.device);
      switch (command.type) {
        case 'scalar':
          return device.sendExpectOk(
            new bp.ScalarCmd([new bp.ScalarSubcommand(command.feature, command.level, command.actuator)], device.index),
          );
        case 'rotate':
          return device.sendExpectOk(
            new bp.RotateCmd([new bp.RotateSubcommand(command.feature, command.level, true)], device.index),
          );
        case 'linear':
          return device.sendExpectOk(
            new bp.LinearCmd(
              [new bp.VectorSubcommand(command.feature, command.level, command.durationMs)],
              device.index,
            ),
          );
      }
    },
    stopAll: () => (client.connected ? client.stopAllDevices() : Promise.resolve()),
    stopDevice: async (index) => {
      if (client.connected) await deviceAt(index).stop();
    },
    disconnect: async () => {
      client.removeAllListeners();
      if (client.connected) await client.disconnect();
    },
  };
};
