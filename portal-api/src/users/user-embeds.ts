import type { Db } from '../db/db';
import { fieldError } from '../http/http-error';
import { bringLimitsUpToDate } from '../limits/due-limit-changes';
import { activeLimits, pendingLimitRequests } from '../limits/limit-queries';
import { messages } from '../messages';
import {
  bpayDetails,
  currentBankAccount,
  payidDetails,
  userCards,
} from '../payments/payment-details-queries';
import type { User } from './user-types';

type EmbedLoader = (db: Db, userId: number, now: Date) => Promise<Partial<User>>;

/** What `?embed=` may add to the current user, and how each part is loaded. */
const EMBEDS = {
  user_bank_account: async (q, userId) => ({
    user_bank_account: await currentBankAccount(q, userId),
  }),
  limits: async (q, userId, now) => {
    await bringLimitsUpToDate(q, userId, now);
    return {
      limits: await activeLimits(q, userId, now),
      limit_requests: await pendingLimitRequests(q, userId, now),
    };
  },
  bpay_details: async (_q, userId) => ({ bpay_details: bpayDetails(userId) }),
  payid_details: async (q, userId) => ({ payid_details: await payidDetails(q, userId) }),
  user_cards: async (q, userId) => ({ user_cards: await userCards(q, userId) }),
} satisfies Record<string, EmbedLoader>;

export type EmbedName = keyof typeof EMBEDS;

function isEmbedName(name: string): name is EmbedName {
  return Object.hasOwn(EMBEDS, name);
}

/** Reads the comma-separated embed list; an unknown name is a 422 on `embed`. */
export function parseEmbeds(raw: string | undefined): EmbedName[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.find((name) => !isEmbedName(name));
  if (unknown !== undefined) throw fieldError('embed', messages.unknownEmbed(unknown));
  return [...new Set(names as EmbedName[])];
}

export async function loadEmbeds(
  q: Db,
  userId: number,
  embeds: EmbedName[],
  now: Date,
): Promise<Partial<User>> {
  const parts = await Promise.all(embeds.map((name) => EMBEDS[name](q, userId, now)));
  return Object.assign({}, ...parts);
}
