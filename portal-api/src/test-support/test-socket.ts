import WebSocket from 'ws';

export interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A raw websocket client that queues the frames it receives. */
export class TestSocket {
  private readonly frames: Frame[] = [];
  private readonly waiters = new Set<() => void>();
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Takes the first queued frame named `event`, waiting for it up to `timeoutMs`. */
  next(event: string, timeoutMs = 2000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const index = this.frames.findIndex((frame) => frame.event === event);
        if (index < 0) return;
        cleanup();
        resolve(this.frames.splice(index, 1)[0]);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** The frames received and not taken yet. */
  pending(): Frame[] {
    return [...this.frames];
  }

  close(): void {
    this.ws.close();
  }
}
