import { messages } from '../../messages';
import type { DepositPage } from './depositPages';

const text = messages.deposit;

const HEADINGS: Record<DepositPage['name'], string> = {
  home: text.home.heading,
  select: text.select.heading,
  newCard: text.card.newHeading,
  card: text.card.savedHeading,
  eft: text.eft.heading,
  bpay: text.bpay.heading,
  cash: text.cash.heading,
  map: text.map.heading,
  payid: text.payid.heading,
  success: text.success.heading,
  error: text.failure.heading,
};

/** The heading a page of the standard deposit modal shows. */
export const pageHeading = (page: DepositPage): string => HEADINGS[page.name];
