import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../test-support/test-app';

let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ config: { requestTimeoutSeconds: 1 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(() => t.close());

/** Sends the headers and the start of a body, then nothing more; resolves with the answer. */
function sendSlowBody(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.write(
      'POST /auth HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
  });
}

describe('a slow body', () => {
  it('gets a 408 once the request timeout passes, and the connection is closed', async () => {
    const answer = await sendSlowBody();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
