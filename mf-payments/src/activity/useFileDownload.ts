import { apiErrorText } from '@portal/shared-utils';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../downloads/saveFile';
import { messages } from '../messages';

/**
 * A file fetched with the player's token (apiDownload) and saved under `name`; `error` says why the
 * last attempt failed, in the server's words when it gave some.
 */
export function useFileDownload(fetchFile: () => Promise<Blob>, name: string) {
  const download = useMutation({
    mutationFn: fetchFile,
    onSuccess: (file) => saveFile(file, name),
  });
  const error = download.error
    ? apiErrorText(download.error, { fallback: messages.activity.downloads.failed })
    : undefined;
  return { start: () => download.mutate(), pending: download.isPending, error };
}
