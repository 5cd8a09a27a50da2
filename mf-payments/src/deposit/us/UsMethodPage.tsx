import { FormActions, FormRadioGroup, SchemaForm } from '@portal/shared-utils/forms';
import { useMemo, useRef } from 'react';
import { object, string } from 'yup';
import { messages } from '../../messages';
import { US_METHOD } from './usDepositApi';
import styles from './UsDeposit.module.css';
import { useUsPayment } from './useUsPayment';
import type { DepositResult } from '../card/depositResult';

const text = messages.deposit.us;
const schema = object({ method: string().required(text.errors.notAvailable) });

/** The US method list, then the payment widget for the chosen method. */
export function UsMethodPage({
  amount,
  onResult,
}: {
  amount: number;
  onResult: (result: DepositResult) => void;
}) {
  const widget = useRef<HTMLDivElement>(null);
  const { start, showingWidget } = useUsPayment(amount, widget, onResult);
  const options = useMemo(
    () => Object.values(US_METHOD).map((id) => ({ value: String(id), label: text.methods[id] })),
    [],
  );
  return (
    <>
      {!showingWidget && (
        <SchemaForm<{ method: string }>
          schema={schema}
          initialValues={{ method: '' }}
          label={text.methodsHeading}
          onSubmit={(values) => start(Number(values.method))}
        >
          {({ submitting, submitError }) => (
            <>
              <FormRadioGroup name="method" legend={text.methodsHeading} options={options} />
              <FormActions submitLabel={text.pay} submitting={submitting} error={submitError} />
            </>
          )}
        </SchemaForm>
      )}
      <div ref={widget} className={styles.widget} aria-label={text.widgetLoading} />
    </>
  );
}
