import { formatMoney, type ClientApp } from '@portal/shared-utils';
import { DEBIT_TYPE_ID, type Transaction } from './transactionsApi';

/** A meta key as a label: bet_ticket -> Bet Ticket. */
export function prettifyKey(key: string): string {
  return key
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The amount with its direction: money out shows with a minus sign. */
export function signedAmount(transaction: Transaction): string {
  const amount = formatMoney(transaction.amount);
  return transaction.type.id === DEBIT_TYPE_ID ? `-${amount}` : amount;
}

/** The client app whose logo a ticket shows: '#1…' the betting brand, '#2…' the fantasy brand. */
export function ticketApp(transaction: Transaction, apps: readonly ClientApp[]): ClientApp | null {
  const ticket = transaction.meta?.bet_ticket;
  if (typeof ticket !== 'string') return null;
  const clientId = ticket.startsWith('#1') ? 1 : ticket.startsWith('#2') ? 2 : null;
  return apps.find((app) => app.clientId === clientId) ?? null;
}
