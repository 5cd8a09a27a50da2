import { FormRadioGroup } from '@portal/shared-utils/forms';
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { messages } from '../../messages';
import type { Promotion } from './promotion';
import { promotionText } from './promotionText';

export const NO_PROMOTION = '';

/**
 * The form field `promotion` (a promotion id, '' for none); the first promotion is chosen when the
 * list arrives and nothing was chosen yet.
 */
export function PromotionChoice({ promotions }: { promotions: Promotion[] }) {
  const form = useForm();
  const first = promotions[0]?.id;
  useEffect(() => {
    const state = form.getFieldState('promotion');
    if (first !== undefined && !state?.modified && !state?.value) {
      form.change('promotion', String(first));
    }
  }, [first, form]);

  if (promotions.length === 0) return null;
  const options = [
    ...promotions.map((promotion) => ({
      value: String(promotion.id),
      label: `${promotion.name}: ${promotionText(promotion)}`,
    })),
    { value: NO_PROMOTION, label: messages.deposit.promotions.none },
  ];
  return (
    <FormRadioGroup
      name="promotion"
      legend={messages.deposit.promotions.legend}
      options={options}
    />
  );
}

/** The chosen promotion of the form value. */
export function chosenPromotion(promotions: Promotion[], id: unknown): Promotion | null {
  return promotions.find((promotion) => String(promotion.id) === id) ?? null;
}
