import { Button, formatDate } from '@portal/shared-utils';
import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';
import { messages } from '../messages';
import styles from './Signup.module.css';
import type { SignupValues } from './signupValues';

const text = messages.signup;

function addressLine(values: SignupValues): string {
  if (!values.isManualAddress && values.address) return values.address;
  const unit = values.unit_number ? `${values.unit_number}/` : '';
  const street = `${unit}${values.street_number} ${values.street_name} ${values.street_type}`;
  return `${street}, ${values.city} ${values.state} ${values.postcode}`;
}

/**
 * The US second step (spec 1 §2, §4): the details to check, Confirm (submits) and Edit details
 * (back to the form).
 */
export function ConfirmDetails({
  onEdit,
  submitting,
}: {
  onEdit: () => void;
  submitting?: boolean;
}) {
  const { values } = useFormState<SignupValues>({ subscription: { values: true } });
  const heading = useRef<HTMLHeadingElement>(null);
  // The form gave way to this step: tell screen readers where they are now.
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, string][] = [
    [text.username, values.name],
    [text.email, values.email],
    [text.firstName, values.first_name],
    [text.lastName, values.last_name],
    [text.birthDate, formatDate(values.birth_date)],
    [text.usPhone, values.phone],
    [text.ssn, values.ssn],
    [text.address, addressLine(values)],
    [text.country, messages.countries[values.country as keyof typeof messages.countries] ?? ''],
  ];
  return (
    <div>
      <h3 ref={heading} tabIndex={-1} className={styles.confirmTitle}>
        {text.confirmTitle}
      </h3>
      <p className={styles.intro}>{text.confirmIntro}</p>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={submitting}>
          {text.confirm}
        </Button>
        <Button variant="secondary" fullWidth onClick={onEdit} disabled={submitting}>
          {text.editDetails}
        </Button>
      </div>
    </div>
  );
}
