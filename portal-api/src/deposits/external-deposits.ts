import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticate, requireAuth } from '../auth/authenticate';
import { fieldError } from '../http/http-error';
import { messages } from '../messages';
import { dateIn, parseBirthDate } from '../validation/dates';
import { DEPOSIT_METHOD } from './deposit-constants';
import { depositAmount } from './deposit-amount';
import { newReference, recordDeposit, requireDeposit, statusOf } from './deposit-records';
import { amountSchema, promotionSchema, type PromotionInput } from './deposit-schemas';
import { requireDepositor } from './depositor';
import { chosenPromotion } from './promotions';
import { brandOf } from '../brands/request-brand';

const noticeBodySchema = {
  type: 'object',
  properties: {
    date: { type: 'string', title: 'Deposit date', maxLength: 10 },
    amount: amountSchema,
    deposit_request_type: {
      type: 'integer',
      title: 'Deposit request type',
      enum: [DEPOSIT_METHOD.bpay, DEPOSIT_METHOD.eft],
    },
    promotion: promotionSchema,
  },
  required: ['amount', 'deposit_request_type'],
} as const;

interface NoticeBody {
  date?: string;
  amount: unknown;
  deposit_request_type: number;
  promotion?: PromotionInput | null;
}

/** The notice's date: a real YYYY-MM-DD no later than today in the server's time zone. */
function noticeDate(value: string | undefined, now: Date, timeZone: string): string {
  if (!value?.trim()) throw fieldError('date', messages.deposits.dateRequired);
  const date = parseBirthDate(value);
  const today = dateIn(now, timeZone);
  const key = (parts: [number, number, number]) => parts[0] * 10_000 + parts[1] * 100 + parts[2];
  if (!date || key(date) > key(today)) throw fieldError('date', messages.deposits.dateInvalid);
  return value;
}

/**
 * POST /deposit/external/create: the player reports a bank transfer or BPAY payment. Nothing is
 * credited here: the money is credited when the bank reconciliation finds it.
 */
export async function externalDepositRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: NoticeBody }>(
    '/deposit/external/create',
    { preValidation: authenticate(ctx.tokens), schema: { body: noticeBodySchema } },
    async (request) => {
      const { userId } = requireAuth(request);
      await requireDepositor(ctx.db, userId);
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
      const id = await recordDeposit(ctx, {
        userId,
        provider: 'external',
        reference: newReference(methodId === DEPOSIT_METHOD.bpay ? 'BPAY' : 'EFT'),
        methodId,
        amount,
        promotionId,
        depositDate: date,
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
