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
}
