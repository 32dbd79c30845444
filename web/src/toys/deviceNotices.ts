// What the device controls tell the user: why a device stopped or could not connect. Each notice is read in the
// language shown when it is given (`t` resolves at that moment, never at import).
import { t } from '@lingui/core/macro';
import { DEVICE_SERVER_DEFAULT } from '@shared/constants';

export const NOTICES = {
  get lost() {
    return t`The connection to Intiface was lost and the device was stopped. Reconnect, then press Resume.`;
  },
  get hidden() {
    return t`The device stopped because the page was hidden. Press Resume to go on.`;
  },
  get stopped() {
    return t`Device stopped. Press Resume to start it again.`;
  },
  get stoppedIdle() {
    return t`Device stopped.`;
  },
  get connectedMidSession() {
    return t`Connected. Press Resume to start the device.`;
  },
  get badAddress() {
    return t`Enter a WebSocket address such as ws://127.0.0.1:12345.`;
  },
  error: (message: string) => t`The device was stopped after an error: ${message}`,
  stopFailed: (message: string) =>
    t`Stopping the device failed (${message}), so the connection to Intiface was closed, which makes Intiface stop it. Check the device and switch it off if it still moves.`,
  connectFailed: (address: string) => {
    const defaultAddress = DEVICE_SERVER_DEFAULT;
    return address === DEVICE_SERVER_DEFAULT
      ? t`Could not connect to ${address}. Start Intiface Central and its server, then try again.`
      : t`Could not connect to ${address}. Check that Intiface is running there; this site may only allow ${defaultAddress}.`;
  },
};

/** An error without a message of its own, as the notices name it. */
export function unknownDeviceError(): string {
  return t`unknown error`;
}
