import { config$, defaultConfig } from '@portal/shared-utils';
import { LocationCheckError, requestLocationPacket } from './index';
import { FakeLocalService } from './test-utils/fakeLocalService';

const realWebSocket = globalThis.WebSocket;
const service = new FakeLocalService({ 9413: 'service' });

beforeAll(() => {
  config$.next({
    ...defaultConfig,
    location: { ...defaultConfig.location, ports: [9411, 9413], license: 'configured-license' },
  });
  globalThis.WebSocket = jest.fn((url: string) =>
    service.openSocket(url),
  ) as unknown as typeof WebSocket;
});
afterAll(() => {
  globalThis.WebSocket = realWebSocket;
  config$.next(defaultConfig);
});

it('connects through the configured ports and resolves with the geo packet', async () => {
  service.nextGeolocation = { packet: 'eyJ1c2VyX2lkIjo3fQ.c2lnbmF0dXJl' };
  await expect(requestLocationPacket({ userId: 7, reason: 'withdraw' })).resolves.toBe(
    'eyJ1c2VyX2lkIjo3fQ.c2lnbmF0dXJl',
  );
  expect(service.sockets.map((socket) => socket.url)).toEqual([
    'wss://localhost:9411',
    'wss://localhost:9413',
  ]);
  expect(service.received).toEqual([
    { type: 'hello', installerKey: 'portal-simulator-installer', environmentId: 'dev' },
    { type: 'geolocate', id: '1', license: 'configured-license', userId: 7, reason: 'withdraw' },
  ]);
});

it('reuses the connection and rejects with a LocationCheckError', async () => {
  service.nextGeolocation = { errorCode: 621 };
  const failure = requestLocationPacket({ userId: 7, reason: 'withdraw' });
  await expect(failure).rejects.toBeInstanceOf(LocationCheckError);
  await expect(failure).rejects.toMatchObject({
    code: 621,
    message: 'Location services are turned off on this device. Please turn them on and try again.',
  });
  expect(service.sockets).toHaveLength(2);
});
