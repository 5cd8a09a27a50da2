import type { ActivityStatement, MonthlyStatement, OutboxMessage } from '@portal/contract';
import { PDFParse } from 'pdf-parse';
import type { AppContext } from '../app-context';
import {
  AU,
  depositSession,
  providerContext,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { sha256Of } from './canonical-json';
import { MailNotSentError } from '../integrations/mail/mail-not-sent';
import { queueStatementEmail } from './monthly-statement-emails';
import { storeLastMonthsStatements } from './monthly-statement-job';
import { storeMonthlyStatement } from './monthly-statements';

let s: DepositSession;
let ctx: AppContext;

beforeAll(async () => {
  s = await depositSession(AU);
  ctx = providerContext(s.t);
});
afterAll(() => s.t.close());

async function statementEmails(): Promise<OutboxMessage[]> {
  const response = await s.t.app.inject({ method: 'GET', url: `/dev/outbox?to=${AU}` });
  return response
    .json<{ data: OutboxMessage[] }>()
    .data.filter((message) => message.subject.startsWith('Your activity statement'));
}

async function data<T>(url: string): Promise<T> {
  const response = await s.call('GET', url);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: T }>().data;
}

describe('the monthly statement job', () => {
  it('stores last month’s statement once and e-mails the link once, however many run', async () => {
    // The test clock stands on 1 March 2026: February has just finished.
    const made = await Promise.all([
      storeLastMonthsStatements(ctx),
      storeLastMonthsStatements(ctx),
    ]);
    expect(made[0] + made[1]).toBeGreaterThanOrEqual(1);
    expect(await storeLastMonthsStatements(ctx)).toBe(0);
    const emails = await statementEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      subject: 'Your activity statement for 2026-02',
      link: 'http://localhost:9000/account/activity?statement=2026-02',
    });
    expect(emails[0].body).toContain(emails[0].link);
    const [{ count }] = await s.t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM activity_statements WHERE user_id = $1',
      [s.userId],
    );
    expect(count).toBe(1);
  });

  it('keeps the figures of the month, with the SHA-256 of their canonical JSON', async () => {
    const list = await data<MonthlyStatement[]>('/activity/statements');
    expect(list.map((m) => m.month)).toEqual(['2026-02']);
    const stored = await data<MonthlyStatement>('/activity/statements/2026-02');
    expect(stored).toEqual(list[0]);
    expect(stored.sha256).toBe(sha256Of(stored.statement));
    expect(stored.statement).toEqual(
      await data<ActivityStatement>('/activity/statement?period=last-month'),
    );
    const pdf = await s.call('GET', '/activity/statements/2026-02.pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="statement-2026-02.pdf"');
    const { text } = await new PDFParse({ data: pdf.rawPayload }).getText();
    expect(text).toContain('Activity statement 2026-02');
    expect(text).toContain('2026-02-01 to 2026-02-28');
  });

  it('makes none after the first days of the month', async () => {
    s.t.clock.advance(7 * 24 * 60 * 60);
    try {
      expect(await storeLastMonthsStatements(ctx)).toBe(0);
    } finally {
      s.t.clock.advance(-7 * 24 * 60 * 60);
    }
  });

  it('cannot be changed or removed', async () => {
    await expect(
      s.t.db.query(`UPDATE activity_statements SET figures = '{}' WHERE user_id = $1`, [s.userId]),
    ).rejects.toThrow(/activity_statements is history: UPDATE/);
    await expect(
      s.t.db.query('DELETE FROM activity_statements WHERE user_id = $1', [s.userId]),
    ).rejects.toThrow(/activity_statements is history: DELETE/);
    expect(await data<MonthlyStatement[]>('/activity/statements')).toHaveLength(1);
  });
});

describe('POST /activity/statements', () => {
  it('makes a finished month’s statement once: 201, then 200 with the same one', async () => {
    const first = await s.call('POST', '/activity/statements', { month: '2025-12' });
    expect(first.statusCode).toBe(201);
    const made = first.json<{ data: MonthlyStatement }>().data;
    expect(made.statement).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    const again = await s.call('POST', '/activity/statements', { month: '2025-12' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: made });
    expect((await data<MonthlyStatement[]>('/activity/statements')).map((m) => m.month)).toEqual([
      '2026-02',
      '2025-12',
    ]);
    expect(await statementEmails()).toHaveLength(1);
  });

  it('refuses a month not finished, too far back or not a month', async () => {
    for (const [month, message] of [
      ['2026-03', 'Statements are made for finished months only'],
      ['2026-05', 'Statements are made for finished months only'],
      ['2019-02', 'Month must be 2019-03 or later: statements cover the last 7 years'],
      ['2026-2', 'Month must be a month like 2026-03'],
    ]) {
      const response = await s.call('POST', '/activity/statements', { month });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: { month: [message] } });
    }
  });

  it('answers 404 for a month with no stored statement', async () => {
    for (const url of ['/activity/statements/2025-11', '/activity/statements/2025-11.pdf']) {
      const response = await s.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: { error: ['There is no statement for this month.'] },
      });
    }
  });
});

describe('the statement e-mails', () => {
  const TEN_MINUTES = 10 * 60;

  /** A statement of `month` stored with its e-mail queued, as a job run commits it. */
  async function storeQueued(month: string) {
    await s.t.db.transaction(async (tx) => {
      await storeMonthlyStatement(tx, s.userId, month, ctx.config.serverTimezone, s.t.clock());
      await queueStatementEmail(tx, s.userId, month);
    });
  }

  const emailsOf = async (month: string) =>
    (await statementEmails()).filter((email) => email.subject.endsWith(month));

  async function attemptsOf(month: string) {
    const [row] = await s.t.db.query<{ attempts: number; sent: boolean }>(
      `SELECT e.attempts, e.sent_at IS NOT NULL AS sent FROM statement_emails e
       JOIN activity_statements s ON s.id = e.statement_id WHERE s.user_id = $1 AND s.month = $2`,
      [s.userId, month],
    );
    return row;
  }

  it('sends one an instance stopped before sending at a later run, once its claim has ended', async () => {
    await storeQueued('2025-10');
    // The stopped instance had claimed it for ten minutes.
    await s.t.db.query(
      `UPDATE statement_emails SET attempts = 1, claimed_until = $1::timestamptz + interval '10 minutes'
       WHERE sent_at IS NULL`,
      [s.t.clock()],
    );
    await storeLastMonthsStatements(ctx);
    expect(await emailsOf('2025-10')).toHaveLength(0);
    s.t.clock.advance(TEN_MINUTES);
    await storeLastMonthsStatements(ctx);
    await storeLastMonthsStatements(ctx);
    expect(await emailsOf('2025-10')).toHaveLength(1);
    expect(await attemptsOf('2025-10')).toEqual({ attempts: 2, sent: true });
  });

  it('tries one the provider refuses again at later runs, three times in all', async () => {
    await storeQueued('2025-09');
    const refusing = jest.fn(async () => {
      throw new MailNotSentError(new Error('550 mailbox unavailable'));
    });
    const refusedCtx = {
      ...ctx,
      integrations: { ...ctx.integrations, mailer: { send: refusing } },
    };
    await storeLastMonthsStatements(refusedCtx);
    await storeLastMonthsStatements(refusedCtx);
    expect(refusing).toHaveBeenCalledTimes(1);
    for (let run = 0; run < 3; run += 1) {
      s.t.clock.advance(TEN_MINUTES);
      await storeLastMonthsStatements(refusedCtx);
    }
    expect(refusing).toHaveBeenCalledTimes(3);
    s.t.clock.advance(TEN_MINUTES);
    await storeLastMonthsStatements(ctx);
    expect(await emailsOf('2025-09')).toHaveLength(0);
    expect(await attemptsOf('2025-09')).toEqual({ attempts: 3, sent: false });
  });
});
