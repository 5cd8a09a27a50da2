import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalBodyProps } from '@portal/shared-utils';
import type { ComponentType } from 'react';
import {
  ForgotPasswordModal,
  ResetPasswordModal,
  SignupModal,
  TermsModal,
  UpdatePasswordModal,
} from './placeholderModals';

const cases: [string, ComponentType<ModalBodyProps>, string][] = [
  ['signup', SignupModal, 'Sign-up arrives with the auth issue.'],
  [
    'forgot-password',
    ForgotPasswordModal,
    'Forgot Details (password reset by email) arrives with the auth issue.',
  ],
  ['reset-password', ResetPasswordModal, 'The forced password reset arrives with the auth issue.'],
  ['update-password', UpdatePasswordModal, 'Changing your password arrives with the auth issue.'],
  [
    'terms-and-conditions',
    TermsModal,
    'Accepting the Terms and Conditions arrives with the auth issue.',
  ],
];

it.each(cases)(
  '%s says plainly that it arrives with the auth issue, and closes',
  async (_name, Modal, text) => {
    const close = jest.fn();
    render(<Modal params={{}} state={null} close={close} />);

    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  },
);
