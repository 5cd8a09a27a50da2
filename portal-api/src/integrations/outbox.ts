import type { Clock } from '../clock';
import type { OutboxMessage } from '@portal/contract';
import type { Queryable } from '../db/db';
import { maskRecipient } from '../observability/log-redaction';

export type { OutboxMessage };

export type NewOutboxMessage = Omit<OutboxMessage, 'created_at'>;

export interface OutboxLogger {
  info(details: object, message: string): void;
}

const MAX_MESSAGES = 500;

interface OutboxRow {
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  created_at: Date;
}

const toMessage = ({ recipient, link, code, created_at, ...row }: OutboxRow): OutboxMessage => ({
  ...row,
  to: recipient,
  ...(link === null ? {} : { link }),
  ...(code === null ? {} : { code }),
  created_at: created_at.toISOString(),
});

/**
 * What the e-mail and SMS sandboxes would have sent: kept in the database (the latest 500, shared
 * by every API instance) for GET /dev/outbox, so reset links and phone codes work offline. The log
 * says only that a message was kept, and for whom (masked): never its link, code or text.
 */
export class Outbox {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly log: OutboxLogger,
  ) {}

  async record(message: NewOutboxMessage): Promise<void> {
    const createdAt = this.clock();
    await this.db.query(
      `INSERT INTO sandbox_outbox (channel, recipient, subject, body, link, code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        message.channel,
        message.to,
        message.subject,
        message.body,
        message.link ?? null,
        message.code ?? null,
        createdAt,
      ],
    );
    await this.db.query(
      `DELETE FROM sandbox_outbox
       WHERE id <= (SELECT id FROM sandbox_outbox ORDER BY id DESC OFFSET $1 LIMIT 1)`,
      [MAX_MESSAGES],
    );
    this.log.info(
      { channel: message.channel, to: maskRecipient(message.to) },
      'sandbox message kept in the outbox',
    );
  }

  /** Newest first; only those to `to` (case-insensitive) when given. */
  async list(to?: string): Promise<OutboxMessage[]> {
    const wanted = to?.trim().toLowerCase() || null;
    const rows = await this.db.query<OutboxRow>(
      `SELECT channel, recipient, subject, body, link, code, created_at FROM sandbox_outbox
       WHERE $1::text IS NULL OR lower(recipient) = $1 ORDER BY id DESC LIMIT $2`,
      [wanted, MAX_MESSAGES],
    );
    return rows.map(toMessage);
  }
}
