import { notifySuccess, updateUser, type ModalBodyProps } from '@portal/shared-utils';
import {
  FormActions,
  FormFileField,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { mixed, object } from 'yup';
import { messages } from '../messages';
import { AvatarPreview } from './AvatarPreview';
import styles from './AvatarUploadModal.module.css';

const text = messages.avatarUpload;

/** What the API takes (portal-api AVATAR_MAX_BYTES, 5 MB by default; it checks again). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const schema = object({ avatar: mixed().required(text.required) });

interface AvatarValues extends Record<string, unknown> {
  avatar: File | null;
}

/**
 * ?modal=avatar-upload: choose an image, see it, upload it. The account the server answers with is
 * published at once, so the shell's avatar changes without a reload.
 */
export function AvatarUploadModal({ close }: ModalBodyProps) {
  const upload = useMutation({ mutationFn: updateUser });
  return (
    <SchemaForm<AvatarValues>
      schema={schema}
      initialValues={{ avatar: null }}
      className={styles.form}
      onSubmit={async ({ avatar }) => {
        const body = new FormData();
        body.append('avatar', avatar as File);
        try {
          await upload.mutateAsync(body);
        } catch (error) {
          return submissionErrors(error, ['avatar']);
        }
        notifySuccess(text.uploaded);
        close();
      }}
    >
      {({ submitting, submitError }) => (
        <>
          <FormFileField
            name="avatar"
            label={text.label}
            hint={text.hint}
            accept={AVATAR_TYPES}
            maxBytes={AVATAR_MAX_BYTES}
          />
          <AvatarPreview name="avatar" />
          <FormActions submitLabel={text.upload} submitting={submitting} error={submitError} />
        </>
      )}
    </SchemaForm>
  );
}
