import { useEffect, useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { messages } from '../messages';
import styles from './AvatarUploadModal.module.css';

/**
 * The chosen image of the form field `name`, once it passes the field's checks. A file the browser
 * cannot show as an image (only its name says it is one) has no preview; the server refuses it.
 */
export function AvatarPreview({ name }: { name: string }) {
  const { input, meta } = useField<File | null>(name, {
    subscription: { value: true, error: true },
  });
  const file = meta.error ? null : input.value;
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [unreadableUrl, setUnreadableUrl] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (!url || url === unreadableUrl) return null;
  return (
    <img
      className={styles.preview}
      src={url}
      alt={messages.avatarUpload.preview}
      onError={() => setUnreadableUrl(url)}
    />
  );
}
