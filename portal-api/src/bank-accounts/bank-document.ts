import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fieldError, generalError, HttpError } from '../http/http-error';
import { messages } from '@portal/contract';
import { BANK_DOCUMENT_MAX_BYTES } from './bank-account-constants';

const m = messages.bankAccounts;

export interface UploadedDocument {
  bytes: Buffer;
  filename: string;
}

/** The stored document: its file in the uploads folder and the name the player gave it. */
export interface StoredDocument {
  file: string;
  name: string;
}

/** A form's text fields and its `document` file, if any. */
export interface BankForm {
  fields: Record<string, unknown>;
  document: UploadedDocument | null;
}

const FIELD_NAMES = [
  'account_name',
  'account_number',
  'bank_id',
  'bank_name',
  'swift_code',
  'token',
];

function uploadError(error: unknown): HttpError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fieldError('document', m.documentTooLarge('5 MB'));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return fieldError('document', m.documentOnlyField);
  }
  return generalError(400, messages.badRequest);
}

/**
 * The bank form of a request: multipart form data (with the `document` file) or a JSON or
 * url-encoded body. Unknown fields are ignored; a NUL character is refused like in JSON bodies.
 */
export async function readBankForm(request: FastifyRequest): Promise<BankForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      FIELD_NAMES.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
    );
    return { fields, document: null };
  }
  const fields: Record<string, string> = {};
  let document: UploadedDocument | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: BANK_DOCUMENT_MAX_BYTES,
        files: 1,
        fields: 10,
        parts: 11,
        fieldSize: 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'document') throw fieldError('document', m.documentOnlyField);
        const bytes = await part.toBuffer();
        if (bytes.length > 0) document = { bytes, filename: part.filename };
      } else if (FIELD_NAMES.includes(part.fieldname)) {
        const value = String(part.value);
        if (value.includes('\u0000')) {
          throw fieldError(part.fieldname, messages.fieldNulCharacter(part.fieldname));
        }
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw uploadError(error);
  }
  return { fields, document };
}

/** The document's kind by its content, when its name's extension says the same. */
function documentKind({ bytes, filename }: UploadedDocument): 'pdf' | 'png' | 'jpg' | null {
  const extension = path.extname(filename).slice(1).toLowerCase();
  const head = bytes.subarray(0, 8);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return extension === 'pdf' ? 'pdf' : null;
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return extension === 'png' ? 'png' : null;
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return extension === 'jpg' || extension === 'jpeg' ? 'jpg' : null;
  }
  return null;
}

/** The name to show: the file's own name without folders or control characters, at most 100. */
function displayName(filename: string): string {
  const base = path.basename(filename.replace(/\\/g, '/'));
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f').join('');
  return printable.slice(-100) || 'document';
}

/** The statement's kind (PDF, PNG or JPEG by content and name), or a 422 on document. */
export function assertBankDocument(document: UploadedDocument): string {
  const kind = documentKind(document);
  if (!kind) throw fieldError('document', m.documentType);
  return kind;
}

/**
 * Checks a bank statement (PDF, PNG or JPEG by content and name) and keeps it in
 * `{uploads}/bank-documents` under an unguessable name; never served back.
 */
export async function storeBankDocument(
  uploadsDir: string,
  userId: number,
  document: UploadedDocument,
): Promise<StoredDocument> {
  const kind = assertBankDocument(document);
  const dir = path.join(uploadsDir, 'bank-documents');
  await mkdir(dir, { recursive: true });
  const file = `${userId}-${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(path.join(dir, file), document.bytes, { flag: 'wx' });
  return { file, name: displayName(document.filename) };
}
