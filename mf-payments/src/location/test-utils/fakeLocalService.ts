import type { SocketLike } from '../LocationConnection';

/** How a port behaves: nothing listens, nothing answers the connect, or the service (or a mute one). */
export type PortBehaviour = 'refuse' | 'hang' | 'service' | 'mute';

/** The next geolocation answer: a packet, an error code, an unreadable frame or no answer. */
export type GeolocationAnswer =
  { packet: string } | { errorCode: number } | 'unreadable' | 'silent';

/**
 * Runs after the current task, as a socket's events do. A microtask, not a timer: fake timers
 * push a zero-delay timer set while they run to the next millisecond, which would bend the
 * tests' clock.
 */
function later(event: () => void): void {
  void Promise.resolve().then(event);
}

/** One WebSocket between the client under test and the fake service. */
export class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly received: Record<string, unknown>[] = [];
  closed = false;

  constructor(
    readonly url: string,
    private readonly service: FakeLocalService,
  ) {}

  send(data: string): void {
    if (this.closed) throw new Error('send on a closed socket');
    const message = JSON.parse(data) as Record<string, unknown>;
    this.received.push(message);
    this.service.answer(this, message);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    later(() => this.onclose?.());
  }

  /** The service sends a frame (after the current task, as a real socket would). */
  deliver(data: string): void {
    later(() => {
      if (!this.closed) this.onmessage?.({ data } as MessageEvent);
    });
  }

  /** The service ends the connection without being asked. */
  drop(): void {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }
}

/**
 * A fake local location service for the client's unit tests: each port behaves as told, and the
 * service answers the handshake, pings and geolocation requests as told. Run with jest fake timers.
 */
export class FakeLocalService {
  readonly sockets: FakeSocket[] = [];
  ports = new Map<number, PortBehaviour>();
  version = '1.4.0';
  handshakeErrorCode: number | null = null;
  answersPings = true;
  nextGeolocation: GeolocationAnswer = { packet: 'payload.signature' };

  constructor(ports: Record<number, PortBehaviour> = { 9703: 'service' }) {
    for (const [port, behaviour] of Object.entries(ports)) this.ports.set(Number(port), behaviour);
  }

  /** The client's WebSocket constructor. */
  openSocket = (url: string): FakeSocket => {
    const socket = new FakeSocket(url, this);
    this.sockets.push(socket);
    const behaviour = this.ports.get(Number(new URL(url).port)) ?? 'refuse';
    if (behaviour === 'refuse') {
      later(() => {
        socket.closed = true;
        socket.onerror?.();
        socket.onclose?.();
      });
    } else if (behaviour !== 'hang') {
      later(() => socket.onopen?.());
    }
    return socket;
  };

  /** The socket the client is connected through (the last one opened). */
  get current(): FakeSocket {
    return this.sockets[this.sockets.length - 1];
  }

  /** Every message the client sent, over every socket. */
  get received(): Record<string, unknown>[] {
    return this.sockets.flatMap((socket) => socket.received);
  }

  answer(socket: FakeSocket, message: Record<string, unknown>): void {
    if (this.ports.get(Number(new URL(socket.url).port)) === 'mute') return;
    if (message.type === 'hello') {
      socket.deliver(
        JSON.stringify(
          this.handshakeErrorCode === null
            ? { type: 'hello', version: this.version }
            : { type: 'error', code: this.handshakeErrorCode },
        ),
      );
    } else if (message.type === 'ping') {
      if (this.answersPings) socket.deliver(JSON.stringify({ type: 'pong' }));
    } else if (message.type === 'geolocate') {
      this.answerGeolocation(socket, String(message.id));
    }
  }

  private answerGeolocation(socket: FakeSocket, id: string): void {
    const answer = this.nextGeolocation;
    if (answer === 'silent') return;
    if (answer === 'unreadable') return socket.deliver('not json');
    socket.deliver(
      JSON.stringify(
        'packet' in answer
          ? { type: 'geolocation', id, packet: answer.packet }
          : { type: 'geolocation', id, error: { code: answer.errorCode } },
      ),
    );
  }
}
