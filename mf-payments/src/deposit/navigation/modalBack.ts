import type { ModalBodyProps } from '@portal/shared-utils';
import { createContext } from 'react';

/**
 * The shell modal's setBack (ModalBodyProps): a deposit page hands its Back to the modal's
 * small-screen Back link, so the sheet has one Back on phones, not one that leaves the flow as well.
 */
export const ModalBackContext = createContext<ModalBodyProps['setBack']>(undefined);
