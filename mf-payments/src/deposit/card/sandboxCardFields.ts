/** The sandbox provider's card fields, drawn as plain DOM as a provider's hosted form would be. */
export interface CardFields {
  values: () => Record<string, string>;
  /** Messages by field name under each field; {} clears them. */
  showErrors: (errors: Record<string, string>) => void;
}

const FIELDS = [
  { name: 'card_number', label: 'Card number', autocomplete: 'cc-number', inputMode: 'numeric' },
  { name: 'card_holder', label: 'Name on card', autocomplete: 'cc-name', inputMode: 'text' },
  {
    name: 'expiry_month',
    label: 'Expiry month (MM)',
    autocomplete: 'cc-exp-month',
    inputMode: 'numeric',
  },
  {
    name: 'expiry_year',
    label: 'Expiry year (YYYY)',
    autocomplete: 'cc-exp-year',
    inputMode: 'numeric',
  },
  { name: 'cvv', label: 'CVV', autocomplete: 'cc-csc', inputMode: 'numeric' },
] as const;

export function cardFields(element: HTMLElement): CardFields {
  const inputs = new Map<string, HTMLInputElement>();
  const errors = new Map<string, HTMLElement>();
  element.replaceChildren(
    ...FIELDS.map((field) => {
      const id = `sandbox-card-${field.name}`;
      const wrapper = document.createElement('div');
      wrapper.dataset.field = field.name;
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = field.label;
      const input = document.createElement('input');
      Object.assign(input, { id, name: field.name, autocomplete: field.autocomplete });
      input.inputMode = field.inputMode;
      const error = document.createElement('p');
      error.id = `${id}-error`;
      error.setAttribute('role', 'alert');
      inputs.set(field.name, input);
      errors.set(field.name, error);
      wrapper.append(label, input, error);
      return wrapper;
    }),
  );
  return {
    values: () =>
      Object.fromEntries(
        [...inputs].map(([name, input]) => [
          name,
          name === 'card_number' ? input.value.replace(/\s/g, '') : input.value.trim(),
        ]),
      ),
    showErrors: (messages) => {
      inputs.forEach((input, name) => {
        const message = messages[name] ?? '';
        errors.get(name)!.textContent = message;
        input.setAttribute('aria-invalid', String(Boolean(message)));
        if (message) input.setAttribute('aria-describedby', `${input.id}-error`);
        else input.removeAttribute('aria-describedby');
      });
    },
  };
}
