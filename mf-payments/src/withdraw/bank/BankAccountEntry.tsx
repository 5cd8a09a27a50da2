import { Button, notifySuccess, useUser } from '@portal/shared-utils';
import {
  FormActions,
  FormTextField,
  GuardedSubmit,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMemo, useState } from 'react';
import { messages } from '../../messages';
import { useAddBankAccount, useVerifyBankDetails, type BankDetails } from './bankApi';
import {
  BANK_PIN_LENGTH,
  bankDetailsSchema,
  bankPinSchema,
  isCompletePin,
  maskPhone,
} from './bankAccountSchema';
import { BankDocumentField } from './BankDocumentField';
import styles from './BankAccount.module.css';

const text = messages.withdraw.bank;
const DETAIL_FIELDS = [
  'account_name',
  'account_number',
  'bank_id',
  'bank_name',
  'swift_code',
  'document',
];
const EMPTY: BankDetails = {
  account_name: '',
  account_number: '',
  bank_id: '',
  bank_name: '',
  swift_code: '',
  document: null,
};

/**
 * Bank-account entry (spec 2 §4, §5): the details (and the statement when the locale asks), sent for
 * verification, which texts a 6-digit PIN; then the PIN adds the account.
 */
export function BankAccountEntry() {
  const user = useUser();
  const [entered, setEntered] = useState<BankDetails>(EMPTY);
  const [pinStep, setPinStep] = useState(false);
  const australian = user?.country === 'AU';
  const documentRequired = Boolean(user?.locale?.bank_document_required);
  const schema = useMemo(() => bankDetailsSchema(australian), [australian]);
  const verification = useVerifyBankDetails();
  if (!user) return null;

  if (pinStep) {
    return (
      <BankPinForm
        details={entered}
        australian={australian}
        phone={user.phone ?? ''}
        onChangeDetails={() => setPinStep(false)}
      />
    );
  }
  return (
    <section className={styles.section} aria-labelledby="bank-entry-heading">
      <h2 id="bank-entry-heading" className={styles.heading}>
        {text.entryHeading}
      </h2>
      <p className={styles.note}>{text.entryNote}</p>
      <SchemaForm<BankDetails>
        schema={schema}
        initialValues={entered}
        label={text.entryHeading}
        onSubmit={async (values) => {
          try {
            await verification.mutateAsync({ details: values, australian });
            setEntered(values);
            setPinStep(true);
            return undefined;
          } catch (error) {
            return submissionErrors(error, DETAIL_FIELDS);
          }
        }}
      >
        {({ submitting, submitError }) => (
          <>
            <FormTextField name="account_name" label={text.accountName} autoComplete="name" />
            {australian && <FormTextField name="bank_id" label={text.bsb} inputMode="numeric" />}
            {!australian && <FormTextField name="bank_name" label={text.bankName} />}
            {!australian && <FormTextField name="swift_code" label={text.swiftCode} />}
            <FormTextField name="account_number" label={text.accountNumber} inputMode="numeric" />
            {documentRequired && <BankDocumentField />}
            <FormActions submitLabel={text.sendPin} submitting={submitting} error={submitError} />
          </>
        )}
      </SchemaForm>
    </section>
  );
}

function BankPinForm({
  details,
  australian,
  phone,
  onChangeDetails,
}: {
  details: BankDetails;
  australian: boolean;
  phone: string;
  onChangeDetails: () => void;
}) {
  const bankAccount = useAddBankAccount();
  return (
    <section className={styles.section} aria-labelledby="bank-pin-heading">
      <h2 id="bank-pin-heading" className={styles.heading}>
        {text.pinHeading}
      </h2>
      <p className={styles.note}>{text.pinSent(maskPhone(phone))}</p>
      <SchemaForm<{ token: string }>
        schema={bankPinSchema}
        initialValues={{ token: '' }}
        label={text.pinHeading}
        onSubmit={async (values) => {
          try {
            await bankAccount.mutateAsync({ details, australian, token: values.token });
            notifySuccess(messages.withdraw.title, text.added);
            return undefined;
          } catch (error) {
            return submissionErrors(error, ['token']);
          }
        }}
      >
        {() => (
          <>
            <FormTextField
              name="token"
              label={text.pin}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={BANK_PIN_LENGTH}
            />
            <GuardedSubmit<{ token: string }>
              label={text.addAccount}
              allowed={(values) => isCompletePin(values.token)}
            />
          </>
        )}
      </SchemaForm>
      <Button variant="link" onClick={onChangeDetails}>
        {text.changeDetails}
      </Button>
    </section>
  );
}
