import { US_DEPOSIT_METHOD } from '@portal/contract/deposits/us-deposit-methods';
import { FormActions, FormRadioGroup, SchemaForm } from '@portal/shared-utils/forms';
import { useMemo, useRef } from 'react';
import { object, string } from 'yup';
import { LocationCheckNotice } from '../../geo-packet/LocationCheckNotice';
import { messages } from '../../messages';
import type { DepositResult } from '../card/depositResult';
import { useUsPayment } from './useUsPayment';
import styles from './UsDeposit.module.css';

const text = messages.deposit.us;
const schema = object({ method: string().required(text.errors.notAvailable) });

/**
 * The US method list (under the page's heading Select Deposit Method), then the payment widget for
 * the chosen method; what a location check waits for while it runs.
 */
export function UsMethodPage({
  amount,
  onResult,
}: {
  amount: number;
  onResult: (result: DepositResult) => void;
}) {
  const widget = useRef<HTMLDivElement>(null);
  const { start, showingWidget, checkingLocation } = useUsPayment(amount, widget, onResult);
  const options = useMemo(
    () =>
      Object.values(US_DEPOSIT_METHOD).map((id) => ({
        value: String(id),
        label: text.methods[id],
      })),
    [],
  );
  return (
    <>
      {!showingWidget && (
        <SchemaForm<{ method: string }>
          schema={schema}
          initialValues={{ method: '' }}
          label={text.methodsHeading}
          className={styles.form}
          onSubmit={(values) => start(Number(values.method))}
        >
          {({ submitting, submitError }) => (
            <>
              <FormRadioGroup name="method" legend={text.methodsLegend} options={options} />
              <FormActions submitLabel={text.pay} submitting={submitting} error={submitError} />
            </>
          )}
        </SchemaForm>
      )}
      <div ref={widget} className={styles.widget} aria-label={text.widgetLoading} />
      <LocationCheckNotice checking={checkingLocation} />
    </>
  );
}
