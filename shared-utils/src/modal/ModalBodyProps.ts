/**
 * What the shell's modal outlet hands to a modal parcel (the shell draws the chrome and title):
 * the contract between the outlet and every MF that exports `modals`.
 */
export interface ModalBodyProps {
  /** The modal's query parameters, e.g. reset-password's email. */
  params: Record<string, string>;
  /** The history state the modal was opened with. */
  state: unknown;
  close: () => void;
  /**
   * Makes the modal's Back link (small screens) go back inside the modal, as `back` says, instead of
   * closing it; null gives Back its closing again. So a flow of pages has one Back, not two.
   */
  setBack?: (back: ModalBack | null) => void;
}

/** A modal's own Back: its label ('Back to Deposit') and where it goes. */
export interface ModalBack {
  label: string;
  onBack: () => void;
}
