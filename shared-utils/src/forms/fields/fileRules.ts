import { messages } from '@portal/shared-utils';

const text = messages.forms;

export interface FileRules {
  /** File name extensions ('.pdf') or MIME types ('image/png', 'image/*') the field takes. */
  accept: readonly string[];
  /** The largest file, in bytes. */
  maxBytes?: number;
  required?: boolean;
}

function accepts(file: File, entry: string): boolean {
  const wanted = entry.trim().toLowerCase();
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted);
  if (wanted.endsWith('/*')) return file.type.toLowerCase().startsWith(wanted.slice(0, -1));
  return file.type.toLowerCase() === wanted;
}

/** The accepted kinds for a message: ['.pdf', '.png', 'image/jpeg'] -> 'PDF, PNG or JPEG'. */
export function acceptedText(accept: readonly string[]): string {
  const names = accept.map((entry) => entry.replace(/^\.|^.*\//, '').toUpperCase());
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} ${text.or} ${names[names.length - 1]}`
    : (names[0] ?? '');
}

/** A size for a message: 5242880 -> '5 MB', 512000 -> '500 KB'. */
export function sizeText(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why the chosen file is refused, or undefined when it is fine (or absent and optional). */
export function fileError(file: File | null | undefined, rules: FileRules): string | undefined {
  if (!file) return rules.required ? text.fileRequired : undefined;
  if (rules.accept.length > 0 && !rules.accept.some((entry) => accepts(file, entry))) {
    return text.fileType(acceptedText(rules.accept));
  }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    return text.fileTooLarge(sizeText(rules.maxBytes));
  }
  return undefined;
}
