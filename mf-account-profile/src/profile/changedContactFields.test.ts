import { testUser } from '@portal/shared-utils/testing';
import { changedContactFields } from './changedContactFields';

const unverified = testUser({
  email: 'dana@portal.test',
  email_verified: false,
  phone: '0412345678',
  phone_verified: false,
});

it('sends nothing when neither the email nor the phone changed', () => {
  expect(
    changedContactFields({ email: 'dana@portal.test', phone: '0412 345 678' }, unverified),
  ).toEqual({});
});

it('sends only the changed email, trimmed', () => {
  expect(
    changedContactFields({ email: '  new@portal.test ', phone: '0412345678' }, unverified),
  ).toEqual({ email: 'new@portal.test' });
});

it('sends only the changed phone, without its spaces', () => {
  expect(
    changedContactFields({ email: 'dana@portal.test', phone: '0498 765 432' }, unverified),
  ).toEqual({ phone: '0498765432' });
});

it('sends both when both changed', () => {
  expect(
    changedContactFields({ email: 'new@portal.test', phone: '0498765432' }, unverified),
  ).toEqual({ email: 'new@portal.test', phone: '0498765432' });
});

it('never sends a verified email or phone, even when the values differ', () => {
  const verified = testUser({ email_verified: true, phone_verified: true });
  expect(
    changedContactFields({ email: 'other@portal.test', phone: '0498765432' }, verified),
  ).toEqual({});
});

it('treats a player without a phone as having an empty one', () => {
  const noPhone = testUser({ phone: '', phone_verified: false });
  expect(changedContactFields({ email: noPhone.email, phone: '' }, noPhone)).toEqual({});
  expect(changedContactFields({ email: noPhone.email, phone: '0412 345 678' }, noPhone)).toEqual({
    phone: '0412345678',
  });
});
