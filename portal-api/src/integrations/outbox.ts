import type { Clock } from '../clock';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  link?: string;
  code?: string;
  created_at: string;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'created_at'>;

export interface OutboxLogger {
  info(details: object, message: string): void;
}

const MAX_MESSAGES = 500;

/**
 * What the e-mail and SMS sandboxes would have sent: kept in memory (the latest 500) for
 * GET /dev/outbox and written to the log, so reset links and phone codes work offline.
 */
export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly log: OutboxLogger,
  ) {}

  record(message: NewOutboxMessage): void {
    const stored = { ...message, created_at: this.clock().toISOString() };
    this.messages.push(stored);
    if (this.messages.length > MAX_MESSAGES) this.messages.shift();
    this.log.info({ outbox: stored }, `sandbox ${message.channel} to ${message.to}`);
  }

  /** Newest first; only those to `to` (case-insensitive) when given. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages
      .filter((message) => !wanted || message.to.toLowerCase() === wanted)
      .reverse();
  }
}
