// A stand-in for Intiface Central in the journeys: a WebSocket server speaking the Buttplug spec v3 JSON messages
// the app's client uses. It offers a vibrator and a linear stroker once the client scans, answers every command
// with Ok (or Error for a message it does not know) and records what arrived and when, on this machine's clock.
// Like Intiface, it refuses a handshake in another spec version (and anything before the handshake), so a client
// that moved to another spec fails the journeys instead of passing against a lenient fake.
import { WebSocketServer } from 'ws';
import { DEVICE_SERVER_DEFAULT } from '@shared/constants';

export interface ReceivedMessage {
  /** Date.now() when the message arrived. */
  at: number;
  type: string;
  body: Record<string, unknown>;
}

const SPEC_VERSION = 3;
/** The spec's error classes: a failed handshake, a bad message. */
const ERROR_INIT = 1;
const ERROR_MSG = 3;

const FAKE_VIBRATOR = {
  DeviceName: 'Fake Vibe',
  DeviceIndex: 0,
  DeviceMessages: {
    ScalarCmd: [{ FeatureDescriptor: 'Motor', ActuatorType: 'Vibrate', StepCount: 20, Index: 0 }],
    StopDeviceCmd: {},
  },
};
const FAKE_STROKER = {
  DeviceName: 'Fake Stroker',
  DeviceIndex: 1,
  DeviceMessages: {
    LinearCmd: [{ FeatureDescriptor: 'Stroke', ActuatorType: 'Position', StepCount: 100, Index: 0 }],
    StopDeviceCmd: {},
  },
};
const DEVICES = [FAKE_VIBRATOR, FAKE_STROKER];

/** Commands that move a device (as opposed to the handshake, scanning and stops). */
const MOTION = new Set(['ScalarCmd', 'LinearCmd', 'RotateCmd']);

export interface FakeIntiface {
  received: ReceivedMessage[];
  /** Motion commands received since `fromAt`. */
  motionSince: (fromAt: number) => ReceivedMessage[];
  /** Resolves with the first message of `type` at or after `fromAt`. */
  waitFor: (type: string, fromAt: number, timeoutMs?: number) => Promise<ReceivedMessage>;
  /** Closes every client's socket as if Intiface had quit; the server keeps listening for a reconnect. */
  dropClients: () => void;
  close: () => Promise<void>;
}

/** Listens where the app connects by default (the address its CSP allows). */
export async function startFakeIntiface(address = DEVICE_SERVER_DEFAULT): Promise<FakeIntiface> {
  const url = new URL(address);
  const server = new WebSocketServer({ host: url.hostname, port: Number(url.port) });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const received: ReceivedMessage[] = [];
  let scanned = false;

  /** The server's answer to one client message (an array, as the protocol frames them). */
  const answer = (type: string, body: Record<string, unknown>, client: { handshaken: boolean }) => {
    const Id = body.Id;
    if (type === 'RequestServerInfo') {
      if (body.MessageVersion !== SPEC_VERSION) {
        const ErrorMessage = `Client spec version ${JSON.stringify(body.MessageVersion)} is not supported; this server speaks ${SPEC_VERSION}`;
        return [{ Error: { Id, ErrorMessage, ErrorCode: ERROR_INIT } }];
      }
      client.handshaken = true;
      return [{ ServerInfo: { Id, ServerName: 'Fake Intiface', MessageVersion: SPEC_VERSION, MaxPingTime: 0 } }];
    }
    if (!client.handshaken) {
      return [{ Error: { Id, ErrorMessage: 'RequestServerInfo must come first', ErrorCode: ERROR_INIT } }];
    }
    switch (type) {
      case 'RequestDeviceList':
        return [{ DeviceList: { Id, Devices: scanned ? DEVICES : [] } }];
      case 'StartScanning': {
        const added = scanned ? [] : DEVICES.map((device) => ({ DeviceAdded: { Id: 0, ...device } }));
        scanned = true;
        return [{ Ok: { Id } }, ...added, { ScanningFinished: { Id: 0 } }];
      }
      case 'StopScanning':
      case 'StopAllDevices':
      case 'Ping':
        return [{ Ok: { Id } }];
      case 'ScalarCmd':
      case 'LinearCmd':
      case 'RotateCmd':
      case 'StopDeviceCmd':
        return DEVICES.some((d) => d.DeviceIndex === body.DeviceIndex)
          ? [{ Ok: { Id } }]
          : [{ Error: { Id, ErrorMessage: `No device ${String(body.DeviceIndex)}`, ErrorCode: ERROR_MSG } }];
      default:
        return [{ Error: { Id, ErrorMessage: `Unknown message ${type}`, ErrorCode: ERROR_MSG } }];
    }
  };

  server.on('connection', (socket) => {
    const client = { handshaken: false };
    socket.on('message', (data: Buffer) => {
      const at = Date.now();
      const messages = JSON.parse(data.toString()) as Record<string, Record<string, unknown>>[];
      for (const message of messages) {
        for (const [type, body] of Object.entries(message)) {
          received.push({ at, type, body });
          socket.send(JSON.stringify(answer(type, body, client)));
        }
      }
    });
  });

  return {
    received,
    motionSince: (fromAt) => received.filter((m) => m.at >= fromAt && MOTION.has(m.type)),
    waitFor: (type, fromAt, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const poll = () => {
          const found = received.find((m) => m.at >= fromAt && m.type === type);
          if (found) resolve(found);
          else if (Date.now() > deadline) reject(new Error(`no ${type} within ${timeoutMs} ms`));
          else setTimeout(poll, 2);
        };
        poll();
      }),
    dropClients: () => {
      for (const client of server.clients) client.terminate();
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
