/** The card brand by the first digit of its label: 4 Visa, 5 Mastercard (spec 2 §9). */
export function cardBrand(label: string): 'visa' | 'mastercard' | null {
  if (label.startsWith('4')) return 'visa';
  if (label.startsWith('5')) return 'mastercard';
  return null;
}
