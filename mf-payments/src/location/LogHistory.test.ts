import { IP_SERVICE_CODES, LOCATION_CODES, REMOTE_LOGGED_CODES } from './codes';
import { LocationCheckError } from './LocationCheckError';
import { LOG_HISTORY_LIMIT, LogHistory } from './LogHistory';
import { fakeResponse } from './test-utils/fakeResponse';

const ALL_CODES = [...Object.values(LOCATION_CODES), ...Object.values(IP_SERVICE_CODES)];

function remoteLogger(ok = true) {
  return jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(fakeResponse(ok ? 204 : 500)),
  );
}

it('keeps the last 100 lines', () => {
  const log = new LogHistory({ now: () => new Date('2026-01-02T03:04:05.000Z') });
  for (let i = 1; i <= 150; i += 1) log.add(`line ${i}`);
  const lines = log.lines();
  expect(lines).toHaveLength(LOG_HISTORY_LIMIT);
  expect(lines[0]).toBe('2026-01-02T03:04:05.000Z line 51');
  expect(lines.at(-1)).toBe('2026-01-02T03:04:05.000Z line 150');
});

it('posts to the remote logger only codes 600, 612, 613, 615, 620 and 699', () => {
  const fetchImpl = remoteLogger();
  const log = new LogHistory({ errorLogUrl: 'https://logs.example/location', fetchImpl });
  for (const code of ALL_CODES) log.error(new LocationCheckError(code));
  const posted = fetchImpl.mock.calls.map(
    ([, init]) => JSON.parse(String(init?.body)).code as number,
  );
  expect(posted).toEqual([600, 612, 613, 615, 620, 699]);
  expect([...REMOTE_LOGGED_CODES]).toEqual(posted);
});

it('sends the code, the text and the log history', () => {
  const fetchImpl = remoteLogger();
  const log = new LogHistory({ errorLogUrl: 'https://logs.example/location', fetchImpl });
  log.add('connection connecting');
  log.error(new LocationCheckError(612));
  const [url, init] = fetchImpl.mock.calls[0];
  expect(url).toBe('https://logs.example/location');
  expect(init?.method).toBe('POST');
  const body = JSON.parse(String(init?.body));
  expect(body).toMatchObject({
    code: 612,
    message: 'The location service is not running on this device. Please start it and try again.',
  });
  expect(body.log).toHaveLength(2);
  expect(body.log[0]).toMatch(/connection connecting$/);
});

it('posts nothing without a remote logger URL', () => {
  const fetchImpl = remoteLogger();
  new LogHistory({ fetchImpl }).error(new LocationCheckError(600));
  expect(fetchImpl).not.toHaveBeenCalled();
});

it('notes a remote logger that refuses or cannot be reached', async () => {
  const refusing = new LogHistory({ errorLogUrl: '/log', fetchImpl: remoteLogger(false) });
  refusing.error(new LocationCheckError(615));
  const unreachable = new LogHistory({
    errorLogUrl: '/log',
    fetchImpl: jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  });
  unreachable.error(new LocationCheckError(615));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(refusing.lines().at(-1)).toMatch(/remote log refused: HTTP 500$/);
  expect(unreachable.lines().at(-1)).toMatch(/remote log unreachable$/);
});
