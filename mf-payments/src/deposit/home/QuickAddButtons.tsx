import { Button, toCents } from '@portal/shared-utils';
import type { ReactNode } from 'react';
import { useForm } from 'react-final-form';
import { messages } from '../../messages';
import { dollarsError } from '@portal/shared-utils/forms';
import styles from './QuickAddButtons.module.css';

const text = messages.deposit.home;

/** AU/NZ quick-add amounts in dollars (spec 2 §5). */
export const AU_QUICK_ADD = [10, 25, 50, 100, 500] as const;

/**
 * The amount text plus some dollars, with two decimals, never above `maxCents`; an amount that is
 * not one to the cent counts as 0.
 */
export function addDollars(amount: string, dollars: number, maxCents = Infinity): string {
  const cents = amount.trim() === '' || dollarsError(amount) ? 0 : toCents(amount);
  return (Math.min(cents + dollars * 100, maxCents) / 100).toFixed(2);
}

export interface QuickAddButtonsProps {
  amounts: readonly number[];
  name?: string;
  /** The most the field may reach, in cents (a withdrawal's available balance). */
  maxCents?: number;
  /** A button's text ('+10' by default). */
  label?: (dollars: number) => string;
  /** More buttons of the group, e.g. Max. */
  children?: ReactNode;
}

/**
 * Buttons that add dollars to the form field `name` (two decimals), up to `maxCents`. Each is named
 * by its text ('+10'); the group's name says what they add to.
 */
export function QuickAddButtons({
  amounts,
  name = 'amount',
  maxCents,
  label = text.quickAdd,
  children,
}: QuickAddButtonsProps) {
  const form = useForm();
  return (
    <div role="group" aria-label={text.quickAddGroup} className={styles.buttons}>
      {amounts.map((dollars) => (
        <Button
          key={dollars}
          variant="secondary"
          onClick={() => {
            const current = form.getFieldState(name)?.value;
            const amount = typeof current === 'string' ? current : '';
            form.change(name, addDollars(amount, dollars, maxCents));
          }}
        >
          {label(dollars)}
        </Button>
      ))}
      {children}
    </div>
  );
}
