import { apiPost, openModal, useSession, type ModalBodyProps } from '@portal/shared-utils';
import {
  changePasswordSchema,
  FormActions,
  FormTextField,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useEffect } from 'react';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { notifySuccess } from '../forms/notifySuccess';
import { messages } from '../messages';

const text = messages.updatePassword;
const FIELDS = ['password', 'new_password', 'new_confirm_password'];

interface ChangePasswordValues extends Record<string, unknown> {
  password: string;
  new_password: string;
  new_confirm_password: string;
}

const initialValues: ChangePasswordValues = {
  password: '',
  new_password: '',
  new_confirm_password: '',
};

/** Change password for the signed-in player (spec 1 §5 Change password); signed out, login opens. */
export function UpdatePasswordModal({ close }: ModalBodyProps) {
  const { token } = useSession();

  useEffect(() => {
    if (!token) openModal('login');
  }, [token]);

  if (!token) return null;
  return (
    <SchemaForm<ChangePasswordValues>
      schema={changePasswordSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        try {
          await apiPost('/users/password', values);
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
