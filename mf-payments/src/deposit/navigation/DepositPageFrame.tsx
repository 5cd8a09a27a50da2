import { Button, useIsSmallScreen } from '@portal/shared-utils';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { messages } from '../../messages';
import { BackTarget } from './backTarget';
import { ModalBackContext } from './modalBack';
import { PageHeading } from './PageHeading';
import { useFocusOnOpen } from './useFocusOnOpen';
import styles from './DepositPageFrame.module.css';

export interface DepositPageFrameProps {
  heading: string;
  /**
   * False on a page the modal's title already names (Deposit): the heading is not shown a second
   * time; it names the page, which takes the focus itself.
   */
  showHeading?: boolean;
  /** Returns to the previous page; no Back button without it. */
  onBack?: () => void;
  children: ReactNode;
}

/**
 * One page of a deposit flow: Back to the previous page, the heading (focused) and the content. On
 * small screens the modal's own Back link goes back a page instead (one Back on the sheet).
 */
export function DepositPageFrame({
  heading,
  showHeading = true,
  onBack,
  children,
}: DepositPageFrameProps) {
  const backTo = useContext(BackTarget);
  const setModalBack = useContext(ModalBackContext);
  const smallScreen = useIsSmallScreen();
  const label = backTo ? messages.deposit.backTo(backTo) : messages.deposit.back;
  const latestBack = useRef(onBack);
  useEffect(() => {
    latestBack.current = onBack;
  });
  const hasBack = !!onBack;
  useEffect(() => {
    if (!setModalBack || !hasBack) return undefined;
    setModalBack({ label, onBack: () => latestBack.current?.() });
    return () => setModalBack(null);
  }, [setModalBack, hasBack, label]);
  const back = onBack && !(setModalBack && smallScreen) && (
    <Button variant="link" className={styles.back} onClick={onBack}>
      <span aria-hidden="true">‹ </span>
      {label}
    </Button>
  );
  if (!showHeading) {
    return (
      <TitledPage label={heading}>
        {back}
        {children}
      </TitledPage>
    );
  }
  return (
    <section className={styles.page}>
      {back}
      <PageHeading>{heading}</PageHeading>
      {children}
    </section>
  );
}

/** A page named by the modal's title: labelled with it, and focused when it opens. */
function TitledPage({ label, children }: { label: string; children: ReactNode }) {
  const page = useFocusOnOpen<HTMLElement>();
  return (
    <section ref={page} tabIndex={-1} aria-label={label} className={styles.page}>
      {children}
    </section>
  );
}
