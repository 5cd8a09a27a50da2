import { LocationCheckError } from './LocationCheckError';
import { IP_CHECK_INTERVAL_MS, IP_CHECK_TIMEOUT_MS, startIpChangeService } from './ipChangeService';
import { LogHistory } from './LogHistory';
import { fakeResponse } from './test-utils/fakeResponse';

type Answer = Response | Error | 'never';

/** An IP service answering each call with the next of `answers` (the last one repeats). */
function ipService(...answers: Answer[]) {
  return jest.fn((_url: string, init?: RequestInit) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    if (answer === 'never') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

function start(
  fetchImpl: ReturnType<typeof ipService>,
  options: { online?: boolean; intervalMs?: number } = {},
) {
  const onChange = jest.fn();
  const onError = jest.fn();
  const service = startIpChangeService({
    url: 'https://ip.example/',
    license: 'the-license',
    log: new LogHistory(),
    intervalMs: options.intervalMs,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    isOnline: () => options.online ?? true,
    onChange,
    onError,
  });
  return { service, onChange, onError };
}

const errorCodes = (onError: jest.Mock) =>
  onError.mock.calls.map(([error]: [LocationCheckError]) => error.code);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('starting', () => {
  const base = {
    log: new LogHistory(),
    onChange: jest.fn(),
    fetchImpl: ipService(fakeResponse(200, '1.1.1.1')) as unknown as typeof fetch,
  };

  it('needs a license (701)', () => {
    expect(() =>
      startIpChangeService({ ...base, url: 'https://ip.example/', license: '' }),
    ).toThrow(expect.objectContaining({ code: 701 }));
  });

  it.each([
    ['no URL', { url: '' }],
    ['an interval of 0', { url: 'https://ip.example/', intervalMs: 0 }],
    ['a negative interval', { url: 'https://ip.example/', intervalMs: -5 }],
  ])('needs a URL and an interval above 0 (702): %s', (_case, options) => {
    expect(() => startIpChangeService({ ...base, license: 'l', ...options })).toThrow(
      expect.objectContaining({ code: 702, message: 'The IP check is not configured.' }),
    );
  });
});

it('asks the IP service at once and then every 10 s by default', async () => {
  const fetchImpl = ipService(fakeResponse(200, '203.0.113.7'));
  start(fetchImpl);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(fetchImpl.mock.calls[0][0]).toBe('https://ip.example/');
  await jest.advanceTimersByTimeAsync(IP_CHECK_INTERVAL_MS - 1);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchImpl).toHaveBeenCalledTimes(2);
});

it('uses the interval it is given', async () => {
  const fetchImpl = ipService(fakeResponse(200, '203.0.113.7'));
  start(fetchImpl, { intervalMs: 3000 });
  await jest.advanceTimersByTimeAsync(9000);
  expect(fetchImpl).toHaveBeenCalledTimes(4);
});

it('notifies a change after every check until it is acknowledged', async () => {
  const fetchImpl = ipService(
    fakeResponse(200, '203.0.113.7'),
    fakeResponse(200, '{"ip": "2001:db8::7"}'),
  );
  const { service, onChange } = start(fetchImpl);
  await jest.advanceTimersByTimeAsync(0);
  expect(onChange).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(IP_CHECK_INTERVAL_MS);
  expect(onChange).toHaveBeenCalledWith('2001:db8::7');
  await jest.advanceTimersByTimeAsync(IP_CHECK_INTERVAL_MS);
  expect(onChange).toHaveBeenCalledTimes(2);
  service.acknowledge();
  await jest.advanceTimersByTimeAsync(2 * IP_CHECK_INTERVAL_MS);
  expect(onChange).toHaveBeenCalledTimes(2);
});

it('stops on demand; acknowledging afterwards is 700', async () => {
  const fetchImpl = ipService(fakeResponse(200, '203.0.113.7'));
  const { service } = start(fetchImpl);
  expect(service.running).toBe(true);
  service.stop();
  expect(service.running).toBe(false);
  await jest.advanceTimersByTimeAsync(3 * IP_CHECK_INTERVAL_MS);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(() => service.acknowledge()).toThrow(
    expect.objectContaining({ code: 700, message: 'The IP check has been stopped.' }),
  );
});

it.each([
  ['a text that is not an address', fakeResponse(200, 'hello'), 704],
  ['JSON without an address', fakeResponse(200, '{"address": "1.2.3.4"}'), 704],
  ['broken JSON', fakeResponse(200, '{"ip": '), 704],
  ['no response (status 0)', new TypeError('Failed to fetch'), 707],
  ['404', fakeResponse(404), 707],
  ['429', fakeResponse(429), 707],
  ['500', fakeResponse(500), 706],
  ['503', fakeResponse(503), 706],
  ['an unknown failure', new Error('boom'), 720],
])('reports %s as %i', async (_case, answer, code) => {
  const { onError, onChange } = start(ipService(answer));
  await jest.advanceTimersByTimeAsync(0);
  expect(errorCodes(onError)).toEqual([code]);
  expect(onChange).not.toHaveBeenCalled();
});

it('reports 710 when the IP service takes more than 10 s', async () => {
  const { onError } = start(ipService('never'));
  await jest.advanceTimersByTimeAsync(IP_CHECK_TIMEOUT_MS - 1);
  expect(onError).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(errorCodes(onError)).toEqual([710]);
});

it('reports 705 when the device is offline, without asking', async () => {
  const fetchImpl = ipService(fakeResponse(200, '203.0.113.7'));
  const { onError } = start(fetchImpl, { online: false });
  await jest.advanceTimersByTimeAsync(0);
  expect(errorCodes(onError)).toEqual([705]);
  expect(fetchImpl).not.toHaveBeenCalled();
});
