import { fieldError } from '../http/http-error';
import { messages } from '@portal/contract';

/** What `?embed=` may add to the current user (read by `readCurrentUser`). */
const EMBED_NAMES = [
  'user_bank_account',
  'limits',
  'bpay_details',
  'payid_details',
  'user_cards',
] as const;

export type EmbedName = (typeof EMBED_NAMES)[number];

function isEmbedName(name: string): name is EmbedName {
  return (EMBED_NAMES as readonly string[]).includes(name);
}

function embedNames(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Reads the comma-separated embed list; an unknown name is a 422 on `embed`. */
export function parseEmbeds(raw: string | undefined): Set<EmbedName> {
  const names = embedNames(raw);
  const unknown = names.find((name) => !isEmbedName(name));
  if (unknown !== undefined) throw fieldError('embed', messages.unknownEmbed(unknown));
  return new Set(names as EmbedName[]);
}

/** The known names in an embed list not validated yet (unknown names and other values ignored). */
export function knownEmbeds(raw: unknown): Set<EmbedName> {
  return new Set(typeof raw === 'string' ? embedNames(raw).filter(isEmbedName) : []);
}
