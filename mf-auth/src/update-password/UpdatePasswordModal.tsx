import { notifySuccess, openModal, useSession, type ModalBodyProps } from '@portal/shared-utils';
import {
  changePasswordSchema,
  FormActions,
  FormTextField,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { changePassword, type PasswordChange } from '../forms/password';
import { messages } from '../messages';

const text = messages.updatePassword;
const FIELDS = ['password', 'new_password', 'new_confirm_password'];

const initialValues: PasswordChange = {
  password: '',
  new_password: '',
  new_confirm_password: '',
};

/** Change password for the signed-in player (spec 1 §5 Change password); signed out, login opens. */
export function UpdatePasswordModal({ close }: ModalBodyProps) {
  const { token } = useSession();
  const change = useMutation({ mutationFn: changePassword });

  useEffect(() => {
    if (!token) openModal('login');
  }, [token]);

  if (!token) return null;
  return (
    <SchemaForm<PasswordChange>
      schema={changePasswordSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        try {
          await change.mutateAsync(values);
        } catch (error) {
          return submissionErrors(error, FIELDS);
        }
        notifySuccess(text.updated);
        close();
      }}
    >
      {({ submitting, submitError }) => (
        <>
          <FormTextField
            name="password"
            label={text.currentPassword}
            type="password"
            autoComplete="current-password"
            required
          />
          <NewPasswordFields newLabel={text.newPassword} confirmLabel={text.confirmPassword} />
          <FormActions submitLabel={text.submit} submitting={submitting} error={submitError} />
        </>
      )}
    </SchemaForm>
  );
}
