import { isIpAddress } from './ipAddress';

it.each([
  '203.0.113.7',
  '0.0.0.0',
  '255.255.255.255',
  '2001:db8::1',
  '::1',
  '::',
  'fe80::a:b:c:d',
  '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
  '::ffff:192.0.2.1',
])('accepts %s', (ip) => expect(isIpAddress(ip)).toBe(true));

it.each([
  '',
  '256.1.1.1',
  '1.2.3',
  '01.2.3.4',
  '1.2.3.4.5',
  'localhost',
  '2001:db8::1::2',
  '1:2:3:4:5:6:7:8:9',
  '12345::1',
  '<html>',
  ' 1.2.3.4',
])('refuses %j', (ip) => expect(isIpAddress(ip)).toBe(false));
