import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  content: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it, for `inject`. */
export function multipart(parts: MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ name, content, filename, contentType }) => {
    const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (contentType ? `Content-Type: ${contentType}\r\n` : '') +
      '\r\n';
    return [Buffer.from(head), Buffer.from(content), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
