import { Button } from '@portal/shared-utils';
import { useForm } from 'react-final-form';
import { QuickAddButtons } from '../../deposit/home/QuickAddButtons';
import { messages } from '../../messages';

const text = messages.withdraw.us;

/** US quick amounts in dollars (spec 2 §5). */
export const US_WITHDRAW_QUICK_ADD = [20, 50, 100, 250] as const;

/** +$20, +$50, +$100, +$250 (capped at the available balance) and Max (all of it). */
export function UsQuickAmounts({ availableCents }: { availableCents: number }) {
  const form = useForm();
  return (
    <QuickAddButtons
      amounts={US_WITHDRAW_QUICK_ADD}
      maxCents={availableCents}
      label={text.quickAdd}
    >
      <Button
        variant="secondary"
        aria-label={text.maxLabel}
        onClick={() => form.change('amount', (availableCents / 100).toFixed(2))}
      >
        {text.max}
      </Button>
    </QuickAddButtons>
  );
}
