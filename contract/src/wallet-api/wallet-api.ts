import { Type, type Static } from 'typebox';
import { Cents, Id, StringEnum, Text } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { ErrorResponse } from '../common/errors.js';

/**
 * The wallet call of the client apps' platforms (docs/wallet-api.md): server to server, signed
 * with the platform's key, never with a player's token.
 */

/** The headers every call carries; the signature is HMAC-SHA256(key, timestamp + "." + raw body). */
export const WALLET_API_HEADERS = {
  platform: 'x-wallet-platform',
  timestamp: 'x-wallet-timestamp',
  signature: 'x-wallet-signature',
} as const;

/** How far (seconds) a call's timestamp may be from the server clock. */
export const WALLET_API_MAX_CLOCK_SKEW_SECONDS = 300;

/** The largest stake or settlement, in cents. */
export const WALLET_API_MAX_CENTS = 100_000_000;

/** A platform's own name for a stake or settlement: unique per platform, it makes the call idempotent. */
export const WALLET_API_REFERENCE_PATTERN = '^[A-Za-z0-9-]{1,64}$';

const Reference = (title: string) => Type.String({ title, pattern: WALLET_API_REFERENCE_PATTERN });

export const WalletApiHeaders = Type.Object({
  [WALLET_API_HEADERS.platform]: Type.String({
    title: 'Platform',
    description: 'The client app id of the platform: 1 betting, 2 fantasy',
  }),
  [WALLET_API_HEADERS.timestamp]: Type.String({
    title: 'Timestamp',
    description: 'Unix time in seconds when the call was signed',
  }),
  [WALLET_API_HEADERS.signature]: Type.String({
    title: 'Signature',
    description:
      'Lower-case hex HMAC-SHA256 of timestamp + "." + the raw body, with the platform key',
  }),
});

/** What the stake is on: a bet's event and selection, or a contest entry's contest. */
export const StakeSubject = Type.Object(
  {
    event: Type.Optional(Text('Event', 200)),
    selection: Type.Optional(Text('Selection', 200)),
    contest: Type.Optional(Text('Contest', 200)),
  },
  { additionalProperties: false },
);
export type StakeSubject = Static<typeof StakeSubject>;

/** POST /wallet/v1/stakes: takes `amount` cents of the player's balance for a bet or contest entry. */
export const StakeBody = Type.Object({
  player_id: Id('Player id'),
  reference: Reference('Reference'),
  amount: Cents('Amount'),
  description: Text('Description', 200),
  meta: StakeSubject,
});
export type StakeBody = Static<typeof StakeBody>;

/** A ledger entry the call made, and the player's balances after it (cents). */
const Posted = {
  /** The ticket statements show: '#' + the platform's client id + the stake's reference. */
  ticket: Type.String(),
  balance: Type.Integer(),
  available_balance: Type.Integer(),
};

export const Stake = Type.Object({
  reference: Type.String(),
  amount: Type.Integer(),
  ledger_entry_id: Type.Integer(),
  ...Posted,
});
export type Stake = Static<typeof Stake>;

/** `replayed`: the same call was made before, and this is its original result. */
const ReplayMeta = Type.Object({ replayed: Type.Boolean() });

export const StakeReply = Type.Object({ data: Stake, meta: ReplayMeta });
export type StakeReply = Static<typeof StakeReply>;

export const SETTLEMENT_KINDS = ['win', 'bonus'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

/**
 * POST /wallet/v1/settlements: pays a stake's winnings (kind win, the player's money) or bonus money
 * (kind bonus, never counted in the net result); 0 settles a lost stake and moves no money.
 */
export const SettlementBody = Type.Object({
  player_id: Id('Player id'),
  stake_reference: Reference('Stake reference'),
  reference: Reference('Reference'),
  amount: Cents('Amount'),
  kind: StringEnum(SETTLEMENT_KINDS, 'Kind'),
});
export type SettlementBody = Static<typeof SettlementBody>;

export const Settlement = Type.Object({
  reference: Type.String(),
  stake_reference: Type.String(),
  kind: StringEnum(SETTLEMENT_KINDS, 'Kind'),
  amount: Type.Integer(),
  /** Null for a settlement of 0: nothing was recorded in the ledger. */
  ledger_entry_id: Nullable(Type.Integer()),
  ...Posted,
});
export type Settlement = Static<typeof Settlement>;

export const SettlementReply = Type.Object({ data: Settlement, meta: ReplayMeta });
export type SettlementReply = Static<typeof SettlementReply>;

/** 201 when the call moved money or recorded a settlement now, 200 when it is a replay. */
const walletApiReplies = <T extends typeof StakeReply | typeof SettlementReply>(reply: T) =>
  ({ 200: reply, 201: reply, '4xx': ErrorResponse }) as const;

export const walletStakeRoute = {
  headers: WalletApiHeaders,
  body: StakeBody,
  response: walletApiReplies(StakeReply),
};
export const walletSettlementRoute = {
  headers: WalletApiHeaders,
  body: SettlementBody,
  response: walletApiReplies(SettlementReply),
};
