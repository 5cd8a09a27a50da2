import { notifySuccess, type ModalBodyProps } from '@portal/shared-utils';
import {
  FormActions,
  resetEmailSchema,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { EmailField } from '../forms/EmailField';
import { requestPasswordReset } from '../forms/passwordRequest';
import { messages } from '../messages';
import styles from '../forms/forms.module.css';

const text = messages.forgotPassword;

/** Forgot Details: the email to send a reset link to (spec 1 §2, §5 Reset email). */
export function ForgotPasswordModal({ params, close }: ModalBodyProps) {
  const request = useMutation({ mutationFn: requestPasswordReset });
  return (
    <>
      <p className={styles.text}>{text.intro}</p>
      <SchemaForm<{ email: string }>
        schema={resetEmailSchema}
        initialValues={{ email: params.email ?? '' }}
        onSubmit={async ({ email }) => {
          try {
            await request.mutateAsync(email);
          } catch (error) {
            return submissionErrors(error, ['email'], '. ');
          }
          notifySuccess(text.sent);
          close();
        }}
      >
        {({ submitting, submitError }) => (
          <>
            <EmailField label={text.email} />
            <FormActions submitLabel={text.submit} submitting={submitting} error={submitError} />
          </>
        )}
      </SchemaForm>
    </>
  );
}
