import { Button, notifySuccess, refreshUser } from '@portal/shared-utils';
import {
  FormActions,
  FormBanner,
  FormTextField,
  mobileCodeSchema,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { messages } from '../messages';
import styles from './PhoneCodeForm.module.css';
import { useVerificationRequest } from './useVerificationRequest';
import { sendPhoneCode } from './verificationPhone';
import { confirmPhoneCode } from './verificationPhoneCode';

const text = messages.contactVerification;

interface CodeValues extends Record<string, unknown> {
  code: string;
}

const initialValues: CodeValues = { code: '' };

/**
 * Mobile verification (spec 1 §4): enter the texted code, or request a new one. The code field takes
 * focus when this appears; a confirmed code refreshes the player, whose phone is then verified.
 */
export function PhoneCodeForm() {
  const titleId = useId();
  const codeField = useRef<HTMLInputElement>(null);
  const resend = useVerificationRequest(sendPhoneCode, text.codeSent);
  const confirm = useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: async () => {
      notifySuccess(text.phoneVerified);
      await refreshUser();
    },
  });

  useEffect(() => codeField.current?.focus(), []);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {text.code}
      </h3>
      <SchemaForm<CodeValues>
        schema={mobileCodeSchema}
        initialValues={initialValues}
        label={text.code}
        onSubmit={async ({ code }) => {
          try {
            await confirm.mutateAsync(code);
          } catch (error) {
            return submissionErrors(error, ['code']);
          }
        }}
      >
        {({ submitting, submitError }) => (
          <>
            <FormTextField
              ref={codeField}
              name="code"
              label={text.code}
              hint={text.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <FormActions
              submitLabel={text.submitCode}
              submitting={submitting}
              error={submitError}
            />
            <Button
              type="button"
              variant="secondary"
              loading={resend.sending}
              onClick={resend.send}
            >
              {text.requestNewCode}
            </Button>
            <FormBanner message={resend.error} />
          </>
        )}
      </SchemaForm>
    </section>
  );
}
