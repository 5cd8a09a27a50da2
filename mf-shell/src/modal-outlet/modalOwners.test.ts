import { getConfig } from '@portal/shared-utils';
import { MODAL_OWNERS, modalOwner } from './modalOwners';
import { modalTitle } from './modalTitle';

it('maps every modal of spec 1 §2 to its owner', () => {
  expect(MODAL_OWNERS).toEqual({
    login: '@portal/auth',
    signup: '@portal/auth',
    'forgot-password': '@portal/auth',
    'reset-password': '@portal/auth',
    'update-password': '@portal/auth',
    'terms-and-conditions': '@portal/auth',
    'session-expired': '@portal/auth',
    verify: '@portal/account-profile',
    'avatar-upload': '@portal/account-profile',
    'onboarding-verification': '@portal/account-profile',
    deposit: '@portal/payments',
    'onboarding-deposit': '@portal/payments',
    whatsnew: 'shell',
  });
  expect(modalOwner('toString')).toBeUndefined();
});

it('gives every modal a title', () => {
  Object.keys(MODAL_OWNERS).forEach((name) => {
    expect(modalTitle(name, getConfig())).not.toBe('');
  });
});
