import { createHmac } from 'node:crypto';
import { signGeoPacket } from './geoPacket';

it('is base64url JSON and its HMAC-SHA256, valid 10 minutes', () => {
  const packet = signGeoPacket(
    {
      userId: 7,
      state: 'IA',
      inJurisdiction: true,
      issuedAt: new Date('2026-03-01T10:00:00.000Z'),
    },
    'the-secret',
  );
  const [payload, signature] = packet.split('.');
  expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({
    user_id: 7,
    state: 'IA',
    in_jurisdiction: true,
    issued_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-03-01T10:10:00.000Z',
  });
  expect(signature).toBe(createHmac('sha256', 'the-secret').update(payload).digest('base64url'));
  expect(packet).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
});
