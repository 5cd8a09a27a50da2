import { checkConnectParams, type ConnectParams } from './connectParams';
import { LOCATION_CODES, SERVICE_ANSWER_CODES, type LocationCode } from './codes';
import { LocationCheckError } from './LocationCheckError';
import type { LogHistory } from './LogHistory';
import { parseServiceMessage, type ClientMessage, type GeolocationRequest } from './protocol';
import { isSupportedServiceVersion } from './serviceVersion';

/** Spec 1 §9: each port gets 2 s to accept the secure WebSocket; a live connection is pinged every 30 s. */
export const CONNECT_TIMEOUT_MS = 2_000;
export const KEEP_ALIVE_MS = 30_000;
/** How long the service may take to answer a geolocation request before it fails with 620. */
export const GEOLOCATION_TIMEOUT_MS = 60_000;

/** The connection's states (spec 1 §4). */
export type ConnectionState =
  'not connected' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';
/** The last geolocation request's state (spec 1 §4). */
export type GeolocationState = 'requested' | 'available' | 'failed';

/** What the client needs of a WebSocket (the browser's, or a fake in tests); events are not read. */
export interface SocketLike {
  onopen: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}
export type OpenSocket = (url: string) => SocketLike;

export interface LocationConnectionOptions extends ConnectParams {
  ports: number[];
  log: LogHistory;
  host?: string;
  openSocket?: OpenSocket;
  onStateChange?: (state: ConnectionState) => void;
}

interface PendingRequest {
  id: string;
  resolve: (packet: string) => void;
  reject: (error: LocationCheckError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** A code the service answered with: one it may send, else 600 (unexpected). */
function serviceError(code: unknown, message?: string): LocationCheckError {
  if (typeof code === 'number' && SERVICE_ANSWER_CODES.has(code)) {
    return new LocationCheckError(code as LocationCode);
  }
  return new LocationCheckError(LOCATION_CODES.unexpected, message || undefined);
}

/**
 * The connection to the local location service: found by trying its ports in turn, accepted by a
 * handshake whose version must be supported, kept alive, re-opened after an unexpected close.
 */
export class LocationConnection {
  private current: ConnectionState = 'not connected';
  private socket: SocketLike | null = null;
  private opening: Promise<void> | null = null;
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  private awaitingPong = false;
  private pending: PendingRequest | null = null;
  private requestCount = 0;
  private lastGeolocation: GeolocationState | null = null;

  constructor(private readonly options: LocationConnectionOptions) {}

  get state(): ConnectionState {
    return this.current;
  }

  get geolocationState(): GeolocationState | null {
    return this.lastGeolocation;
  }

  private get log(): LogHistory {
    return this.options.log;
  }

  /** Connects unless connected; calls made while a connection is being opened share it. */
  connect(): Promise<void> {
    if (this.current === 'connected') return Promise.resolve();
    this.opening ??= this.open('connecting').finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  /** Closes the connection on purpose: no reconnection, a request under way is interrupted. */
  disconnect(): void {
    this.stopKeepAlive();
    if (this.socket) {
      this.socket.onclose = null;
      this.socket.close();
      this.socket = null;
    }
    this.failPending(new LocationCheckError(LOCATION_CODES.transactionInterrupted));
    if (this.current !== 'not connected') this.setState('disconnected');
  }

  /** Asks the connected service to geolocate; resolves with its geo packet. */
  geolocate(request: GeolocationRequest): Promise<string> {
    if (this.pending) {
      return Promise.reject(
        this.log.error(new LocationCheckError(LOCATION_CODES.requestInProgress)),
      );
    }
    const socket = this.socket;
    if (this.current !== 'connected' || !socket) {
      const error = new LocationCheckError(LOCATION_CODES.localServiceUnavailable);
      return Promise.reject(this.log.error(error));
    }
    this.requestCount += 1;
    const id = String(this.requestCount);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.failPending(new LocationCheckError(LOCATION_CODES.transactionTimeout)),
        GEOLOCATION_TIMEOUT_MS,
      );
      this.pending = { id, resolve, reject, timer };
      this.lastGeolocation = 'requested';
      this.log.add(`geolocation ${id} requested: ${request.reason}`);
      this.send(socket, { type: 'geolocate', id, ...request });
    });
  }

  private setState(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    this.log.add(`connection ${state}`);
    this.options.onStateChange?.(state);
  }

  private send(socket: SocketLike, message: ClientMessage): void {
    socket.send(JSON.stringify(message));
  }

  private async open(state: 'connecting' | 'reconnecting'): Promise<void> {
    const invalid = checkConnectParams(this.options);
    if (invalid) throw this.log.error(invalid);
    this.setState(state);
    try {
      this.socket = await this.findService();
    } catch (error) {
      this.setState(state === 'connecting' ? 'not connected' : 'disconnected');
      throw this.log.error(error as LocationCheckError);
    }
    this.socket.onmessage = (event) => this.receive(event.data);
    this.socket.onclose = () => this.closedUnexpectedly();
    this.socket.onerror = null;
    this.startKeepAlive();
    this.setState('connected');
  }

  /** The first port whose service accepts the handshake with a supported version. */
  private async findService(): Promise<SocketLike> {
    const { ports, host = 'localhost' } = this.options;
    let failure = new LocationCheckError(LOCATION_CODES.localServiceUnavailable);
    for (const port of ports) {
      const socket = await this.openSocket(`wss://${host}:${port}`);
      if (!socket) {
        this.log.add(`port ${port}: no local service`);
        continue;
      }
      try {
        const version = await this.handshake(socket);
        this.log.add(`port ${port}: local service ${version}`);
        if (isSupportedServiceVersion(version)) return socket;
        throw new LocationCheckError(LOCATION_CODES.unsupportedServiceVersion);
      } catch (error) {
        socket.onclose = null;
        socket.close();
        failure = error as LocationCheckError;
        // A port that answers but not as the service might be another program: try the next one.
        if (failure.code !== LOCATION_CODES.localServiceCommunication) throw failure;
        this.log.add(`port ${port}: no handshake`);
      }
    }
    throw failure;
  }

  /** An open socket, or null when nothing accepts one within the connect timeout. */
  private openSocket(url: string): Promise<SocketLike | null> {
    return new Promise((resolve) => {
      let socket: SocketLike;
      try {
        socket = (this.options.openSocket ?? ((address) => new WebSocket(address)))(url);
      } catch {
        resolve(null);
        return;
      }
      const settle = (result: SocketLike | null) => {
        clearTimeout(timer);
        socket.onopen = socket.onerror = socket.onclose = null;
        resolve(result);
      };
      const timer = setTimeout(() => {
        settle(null);
        socket.close();
      }, CONNECT_TIMEOUT_MS);
      socket.onopen = () => settle(socket);
      socket.onerror = socket.onclose = () => settle(null);
    });
  }

  /** Sends the connect parameters; resolves with the service's version. */
  private handshake(socket: SocketLike): Promise<string> {
    const { installerKey, environmentId } = this.options;
    return new Promise((resolve, reject) => {
      const fail = (error: LocationCheckError) => {
        clearTimeout(timer);
        socket.onmessage = socket.onclose = null;
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new LocationCheckError(LOCATION_CODES.localServiceCommunication)),
        CONNECT_TIMEOUT_MS,
      );
      socket.onclose = () => fail(new LocationCheckError(LOCATION_CODES.localServiceCommunication));
      socket.onmessage = (event) => {
        const message = parseServiceMessage(event.data);
        if (message?.type === 'hello') {
          clearTimeout(timer);
          socket.onmessage = socket.onclose = null;
          resolve(message.version);
        } else if (message?.type === 'error') {
          fail(serviceError(message.code, message.message));
        } else {
          fail(new LocationCheckError(LOCATION_CODES.localServiceCommunication));
        }
      };
      this.send(socket, { type: 'hello', installerKey, environmentId });
    });
  }

  private receive(data: unknown): void {
    const message = parseServiceMessage(data);
    if (!message) {
      this.log.add('unreadable message from the local service');
      this.failPending(new LocationCheckError(LOCATION_CODES.localServiceCommunication));
      return;
    }
    if (message.type === 'pong') {
      this.awaitingPong = false;
    } else if (message.type === 'error') {
      this.failPending(serviceError(message.code, message.message));
    } else if (message.type === 'geolocation' && message.id === this.pending?.id) {
      if ('packet' in message && typeof message.packet === 'string' && message.packet) {
        this.succeedPending(message.packet);
      } else {
        const answer = 'error' in message ? message.error : undefined;
        this.failPending(serviceError(answer?.code, answer?.message));
      }
    }
  }

  /** Ends the request under way (if any) as `state`; the request, for its caller to settle. */
  private settlePending(state: 'available' | 'failed'): PendingRequest | null {
    const pending = this.pending;
    if (!pending) return null;
    clearTimeout(pending.timer);
    this.pending = null;
    this.lastGeolocation = state;
    return pending;
  }

  private succeedPending(packet: string): void {
    const pending = this.settlePending('available');
    this.log.add(`geolocation ${pending?.id} available`);
    pending?.resolve(packet);
  }

  private failPending(error: LocationCheckError): void {
    this.settlePending('failed')?.reject(this.log.error(error));
  }

  private closedUnexpectedly(): void {
    this.stopKeepAlive();
    this.socket = null;
    this.log.add('the local service closed the connection');
    this.failPending(new LocationCheckError(LOCATION_CODES.transactionInterrupted));
    this.opening ??= this.open('reconnecting')
      .catch(() => undefined)
      .finally(() => {
        this.opening = null;
      });
  }

  private startKeepAlive(): void {
    this.awaitingPong = false;
    this.keepAlive = setInterval(() => {
      const socket = this.socket;
      if (!socket) return;
      if (this.awaitingPong) {
        this.log.error(new LocationCheckError(LOCATION_CODES.localServiceCommunication));
        socket.close();
        return;
      }
      this.awaitingPong = true;
      this.send(socket, { type: 'ping' });
    }, KEEP_ALIVE_MS);
  }

  private stopKeepAlive(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
  }
}
