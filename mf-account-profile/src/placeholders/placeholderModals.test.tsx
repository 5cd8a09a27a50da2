import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalBodyProps } from '@portal/shared-utils';
import type { ComponentType } from 'react';
import { AvatarUploadModal, OnboardingVerificationModal, VerifyModal } from './placeholderModals';

const cases: [string, ComponentType<ModalBodyProps>, string][] = [
  ['verify', VerifyModal, 'Identity verification arrives with the profile issue.'],
  ['avatar-upload', AvatarUploadModal, 'Uploading an avatar arrives with the profile issue.'],
  [
    'onboarding-verification',
    OnboardingVerificationModal,
    'Verifying your identity after sign-up arrives with the profile issue.',
  ],
];

it.each(cases)(
  '%s says plainly that it arrives with the profile issue, and closes',
  async (_name, Modal, text) => {
    const close = jest.fn();
    render(<Modal params={{}} state={null} close={close} />);

    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  },
);
