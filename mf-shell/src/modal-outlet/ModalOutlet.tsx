import { isUS, modal$, useConfig, useObservable } from '@portal/shared-utils';
import { useState } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';
import { useTutorialAfterRegistration } from '../tutorial/useTutorialAfterRegistration';
import { useWhatsNewOnLogin } from '../whats-new/useWhatsNewOnLogin';
import { systemOwnerLoader, type OwnerLoader } from './ownerLoader';
import { useFocusReturn } from './useFocusReturn';

/** The modal itself, its chrome and its owners' loading: fetched when the first modal opens. */
const OpenModal = lazyComponent(() =>
  import(/* webpackChunkName: "open-modal" */ './OpenModal').then((module) => module.OpenModal),
);

/**
 * The shell's modal outlet: it opens what's new after login, starts the tutorial when the
 * onboarding modals close and returns focus to a modal's opener when it closes; from the first time
 * a modal opens it shows the open modal (OpenModal, a chunk a page without a modal never loads).
 */
export function ModalOutlet({ loader = systemOwnerLoader }: { loader?: OwnerLoader }) {
  const config = useConfig();
  useWhatsNewOnLogin(config.whatsNewVersion, !isUS(config));
  useTutorialAfterRegistration();
  useFocusReturn();
  const { name } = useObservable(modal$);
  const [opened, setOpened] = useState(false);
  if (name && !opened) setOpened(true);
  return opened ? <OpenModal loader={loader} /> : null;
}
