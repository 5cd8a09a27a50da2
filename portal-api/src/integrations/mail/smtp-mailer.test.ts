import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { captureLog } from '../../test-support/captured-log';
import { AU } from '../../test-support/deposit-helpers';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { testConfig } from '../../test-support/test-config';

const SMTP_USER = 'portal-mailer';
const SMTP_PASSWORD = 'smtp-Pa55word';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that wants SMTP_USER's password and keeps each message. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** The text of a quoted-printable body, soft line breaks joined. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;

beforeEach(async () => {
  smtp = await startSmtpServer();
});

afterEach(async () => {
  await t.close();
  await smtp.close();
});

function appSendingOverSmtp(password: string, logger = captureLog()) {
  const { integrations } = testConfig();
  return createTestApp({
    logger: logger.options,
    config: {
      integrations: {
        ...integrations,
        mail: { provider: 'smtp', credentials: {} },
        mailFrom: 'Portal <no-reply@portal.test>',
        smtp: { host: '127.0.0.1', port: smtp.port, user: SMTP_USER, password, tls: 'off' },
      },
    },
  });
}

const requestReset = () =>
  t.app.inject({ method: 'POST', url: '/users/password/request', payload: { email: AU } });

describe('e-mail over SMTP', () => {
  it('sends the reset link to the player through the SMTP server, not the outbox', async () => {
    t = await appSendingOverSmtp(SMTP_PASSWORD);
    const response = await requestReset();
    expect(response.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('no-reply@portal.test');
    expect(mail.to).toEqual([AU]);
    expect(mail.raw).toMatch(/^Subject: Reset your password\r$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${AU}\\r$`, 'm'));
    const link = /http:\/\/localhost:9000\/betting\?\S+/.exec(decoded(mail.raw))![0];
    const token = new URL(link).searchParams.get('token')!;

    const reset = await t.app.inject({
      method: 'POST',
      url: '/users/password',
      payload: { email: AU, token, new_password: 'Fresh1234!', new_confirm_password: 'Fresh1234!' },
    });
    expect(reset.statusCode).toBe(200);
    const outbox = await t.app.inject({ url: '/dev/outbox', query: { to: AU } });
    expect(outbox.json().data).toEqual([]);
  });

  it('answers 503 and logs the failure when the SMTP server refuses, and serves on', async () => {
    const log = captureLog();
    t = await appSendingOverSmtp('not-the-password', log);
    const response = await requestReset();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      errors: {
        error: [
          'The service is briefly unavailable. Nothing was changed; please try again in a moment.',
        ],
      },
    });
    expect(smtp.received).toEqual([]);
    const failures = log.entries().filter((entry) => entry.msg === 'e-mail not sent');
    expect(failures).toEqual([
      expect.objectContaining({
        level: 50,
        template: 'password-reset',
        to: 'd***@portal.test',
        reqId: response.headers['x-request-id'],
        err: expect.objectContaining({ message: expect.stringContaining('Invalid login') }),
      }),
    ]);
    expect(log.lines.join('\n')).not.toContain('not-the-password');
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
  });
});
