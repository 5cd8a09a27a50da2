import type { Api } from '../http/api';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { fieldError } from '../http/http-error';
import { DEPOSIT_METHOD, depositNoticeRoute, messages } from '@portal/contract';
import { dateIn, parseBirthDate } from '../validation/dates';
import { addSeconds } from '../clock';
import { OPEN_FOR_SECONDS } from './deposit-constants';
import { depositAmount } from './deposit-amount';
import { newReference, openDeposit, requireDeposit, statusOf } from './deposit-records';
import { requireDepositor } from './depositor';
import { chosenPromotion } from './promotions';
import { brandOf } from '../brands/request-brand';
import { takeOrRefuse } from '../http/throttled';

/** The notice's date: a real YYYY-MM-DD no later than today in the server's time zone. */
function noticeDate(value: string | undefined, now: Date, timeZone: string): string {
  if (!value?.trim()) throw fieldError('date', messages.deposits.dateRequired);
  const date = parseBirthDate(value);
  const today = dateIn(now, timeZone);
  const key = (parts: [number, number, number]) => parts[0] * 10_000 + parts[1] * 100 + parts[2];
  if (!date || key(date) > key(today)) throw fieldError('date', messages.deposits.dateInvalid);
  return value;
}

/** Transfer notices a player may send: a few a day is what a real player sends. */
const NOTICES_PER_HOUR = 10;

const noticeLimits = (userId: number) => [
  { key: `deposit-notice:user:${userId}`, max: NOTICES_PER_HOUR, windowSeconds: 3600 },
];

/**
 * POST /deposit/external/create: the player reports a bank transfer or BPAY payment. Nothing is
 * credited here: the money is credited when the bank reconciliation finds it. The notice is a
 * deposit the player starts (openDeposit): refused on a break, self-exclusion or closure and over a
 * deposit limit, and counted against the limits until it expires; at most NOTICES_PER_HOUR an hour.
 */
export async function externalDepositRoutes(app: Api, ctx: AppContext): Promise<void> {
  app.post(
    '/deposit/external/create',
    { preValidation: authenticate(ctx), schema: depositNoticeRoute },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      await requireDepositor(ctx.db, userId, 'standard');
      const now = ctx.clock();
      const date = noticeDate(request.body.date, now, ctx.config.serverTimezone);
      const amount = depositAmount(request.body.amount);
      const promotionId = await chosenPromotion(
        ctx.db,
        request.body.promotion,
        brandOf(request),
        now,
      );
      const methodId = request.body.deposit_request_type;
      await takeOrRefuse(ctx.limiter, noticeLimits(userId), reply);
      const id = await openDeposit(ctx, {
        userId,
        provider: 'external',
        reference: newReference(methodId === DEPOSIT_METHOD.bpay ? 'BPAY' : 'EFT'),
        methodId,
        amount,
        promotionId,
        depositDate: date,
        expiresAt: addSeconds(now, OPEN_FOR_SECONDS.notice),
      });
      const deposit = await requireDeposit(ctx.db, { id, provider: 'external' });
      const [type] = await ctx.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM deposit_request_types WHERE id = $1',
        [methodId],
      );
      return {
        data: {
          id,
          date,
          amount,
          deposit_request_type: type,
          status: statusOf(deposit),
        },
        meta: { message: messages.deposits.noticeReceived },
      };
    },
  );
}
