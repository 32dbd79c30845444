// What the device controls tell the user: why a device stopped or could not connect.
import { DEVICE_SERVER_DEFAULT } from '@shared/constants';

export const NOTICES = {
  lost: 'The connection to Intiface was lost and the device was stopped. Reconnect, then press Resume.',
  hidden: 'The device stopped because the page was hidden. Press Resume to go on.',
  stopped: 'Device stopped. Press Resume to start it again.',
  stoppedIdle: 'Device stopped.',
  connectedMidSession: 'Connected. Press Resume to start the device.',
  badAddress: 'Enter a WebSocket address such as ws://127.0.0.1:12345.',
  error: (message: string) => `The device was stopped after an error: ${message}`,
  stopFailed: (message: string) =>
    `Stopping the device failed (${message}), so the connection to Intiface was closed, which makes Intiface stop it. Check the device and switch it off if it still moves.`,
  connectFailed: (address: string) =>
    address === DEVICE_SERVER_DEFAULT
      ? `Could not connect to ${address}. Start Intiface Central and its server, then try again.`
      : `Could not connect to ${address}. Check that Intiface is running there; this site may only allow ${DEVICE_SERVER_DEFAULT}.`,
} as const;
