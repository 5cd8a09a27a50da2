import { notifySuccess, openModal } from '@portal/shared-utils';
import {
  FormActions,
  resetPasswordSchema,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { resetPassword, type NewPassword } from '../forms/password';
import { messages } from '../messages';
import styles from '../forms/forms.module.css';

const text = messages.resetPassword;

const initialValues: NewPassword = { new_password: '', new_confirm_password: '' };

/**
 * The new password, from the emailed link's email and token (POST /users/password); on success the
 * player is told and the login modal opens.
 */
export function ResetWithToken({ email, token }: { email: string; token: string }) {
  const reset = useMutation({ mutationFn: resetPassword });
  return (
    <>
      <p className={styles.text}>{text.intro}</p>
      <SchemaForm<NewPassword>
        schema={resetPasswordSchema}
        initialValues={initialValues}
        onSubmit={async (values) => {
          try {
            await reset.mutateAsync({ email, token, ...values });
          } catch (error) {
            return submissionErrors(error, ['new_password', 'new_confirm_password'], '. ');
          }
          notifySuccess(messages.updatePassword.updated);
          openModal('login');
        }}
      >
        {({ submitting, submitError }) => (
          <>
            <input type="hidden" name="username" value={email} autoComplete="username" />
            <NewPasswordFields newLabel={text.newPassword} confirmLabel={text.confirmPassword} />
            <FormActions submitLabel={text.submit} submitting={submitting} error={submitError} />
          </>
        )}
      </SchemaForm>
    </>
  );
}
