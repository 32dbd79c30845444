// The part of the buttplug client (3.x, Buttplug spec v3) this app uses, from its self-contained browser
// build. The package's own typings describe the Node build (they need Node's types), so the surface is
// declared here; deviceLink.ts is its only user.
declare module 'buttplug/dist/web/buttplug.mjs' {
  export type ActuatorTypeName = 'Unknown' | 'Vibrate' | 'Rotate' | 'Oscillate' | 'Constrict' | 'Inflate' | 'Position';

  export interface GenericDeviceMessageAttributes {
    FeatureDescriptor: string;
    ActuatorType: ActuatorTypeName;
    StepCount: number;
    Index: number;
  }

  export interface MessageAttributes {
    ScalarCmd?: GenericDeviceMessageAttributes[];
    RotateCmd?: GenericDeviceMessageAttributes[];
    LinearCmd?: GenericDeviceMessageAttributes[];
  }

  export class ButtplugMessage {
    Id: number;
  }
  export class ButtplugDeviceMessage extends ButtplugMessage {
    DeviceIndex: number;
  }
  export class ScalarSubcommand {
    constructor(Index: number, Scalar: number, ActuatorType: ActuatorTypeName);
  }
  export class RotateSubcommand {
    constructor(Index: number, Speed: number, Clockwise: boolean);
  }
  export class VectorSubcommand {
    constructor(Index: number, Position: number, Duration: number);
  }
  export class ScalarCmd extends ButtplugDeviceMessage {
    constructor(Scalars: ScalarSubcommand[], DeviceIndex?: number);
  }
  export class RotateCmd extends ButtplugDeviceMessage {
    constructor(Rotations: RotateSubcommand[], DeviceIndex?: number);
  }
  export class LinearCmd extends ButtplugDeviceMessage {
    constructor(Vectors: VectorSubcommand[], DeviceIndex?: number);
  }

  export class ButtplugClientDevice {
    get name(): string;
    get index(): number;
    get messageAttributes(): MessageAttributes;
    sendExpectOk(msg: ButtplugDeviceMessage): Promise<void>;
    stop(): Promise<void>;
  }

  export class ButtplugBrowserWebsocketClientConnector {
    constructor(url: string);
  }

  export class ButtplugClient {
    constructor(clientName?: string);
    get connected(): boolean;
    get devices(): ButtplugClientDevice[];
    connect(connector: ButtplugBrowserWebsocketClientConnector): Promise<void>;
    disconnect(): Promise<void>;
    startScanning(): Promise<void>;
    stopScanning(): Promise<void>;
    stopAllDevices(): Promise<void>;
    on(event: 'deviceadded' | 'deviceremoved' | 'disconnect' | 'scanningfinished', listener: () => void): this;
    removeAllListeners(): this;
  }
}
