import { messages, US_DEPOSIT_METHOD } from '@portal/contract';
import { loadConfig } from '../config';
import {
  US,
  balanceOf,
  depositEntries,
  depositSession,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { usCheckout, usProcess } from '../test-support/us-deposit-helpers';

const OHIO_CREDIT_REFUSED = messages.deposits.cardFundingRefused('Credit', 'Ohio');

let session: DepositSession;

/** The US player signed in on a US portal whose card funding rule comes from `env`. */
async function startWith(env: Record<string, string>) {
  const rule = loadConfig({ PORTAL_REGION: 'US', ...env }).cardFundingRule;
  session = await depositSession(US, { config: { cardFundingRule: rule } });
}

afterEach(() => session.t.close());

/** The sandbox provider's record of the request: never processed means never charged. */
async function providerStatus(reference: string) {
  const [row] = await session.t.db.query<{ status: string }>(
    'SELECT status FROM sandbox_us_payments WHERE reference = $1',
    [reference],
  );
  return row.status;
}

async function depositWith(funding: 'debit' | 'credit' | 'prepaid', method?: number) {
  const { created, id, token } = await usCheckout(session, 4000, {
    outcome: 'approve',
    funding,
    method,
  });
  const processed = await usProcess(session, id, token);
  return { id, token, reference: created.json().meta.merchant_reference_number, processed };
}

describe('US card funding', () => {
  it("refuses a credit card before any charge once Ohio's setting is on, naming the rule", async () => {
    await startWith({ PORTAL_US_STATE: 'OH', CARD_FUNDING_REFUSED_OH: 'credit' });
    const before = await balanceOf(session.t.db, session.userId);
    const { id, token, reference, processed } = await depositWith('credit');
    const refused = {
      data: { id, amount: 4000, status: { id: 4, name: 'Rejected' } },
      meta: { message: OHIO_CREDIT_REFUSED },
    };
    expect({ status: processed.statusCode, body: processed.json() }).toEqual({
      status: 200,
      body: refused,
    });
    // Sent again, the token is still refused and still never charged.
    expect((await usProcess(session, id, token)).json()).toEqual(refused);
    expect(await providerStatus(reference)).toBe('open');
    expect(await balanceOf(session.t.db, session.userId)).toBe(before);
    expect(await depositEntries(session.t.db, session.userId)).toEqual([]);
  });

  it('takes debit and prepaid cards and other methods under the same rule', async () => {
    await startWith({ PORTAL_US_STATE: 'OH', CARD_FUNDING_REFUSED_OH: 'credit' });
    const before = await balanceOf(session.t.db, session.userId);
    const payments = [
      await depositWith('debit'),
      await depositWith('prepaid'),
      // A wallet is not a card: the widget's card choice does not apply to it.
      await depositWith('credit', US_DEPOSIT_METHOD.paypal),
    ];
    for (const { processed, reference } of payments) {
      expect(processed.json().data.status).toEqual({ id: 3, name: 'Approved' });
      expect(await providerStatus(reference)).toBe('completed');
    }
    expect(await balanceOf(session.t.db, session.userId)).toBe(before + 3 * 4000);
  });

  it('takes a credit card in Iowa, where nothing is refused by default', async () => {
    await startWith({ PORTAL_US_STATE: 'IA' });
    const { processed } = await depositWith('credit');
    expect(processed.json().data.status).toEqual({ id: 3, name: 'Approved' });
  });

  it('refuses every type the setting lists, each by name', async () => {
    await startWith({ PORTAL_US_STATE: 'IA', CARD_FUNDING_REFUSED_IA: 'credit,prepaid' });
    const { processed } = await depositWith('prepaid');
    expect(processed.json().meta.message).toBe(
      messages.deposits.cardFundingRefused('Prepaid', 'Iowa'),
    );
    expect((await depositWith('debit')).processed.json().data.status.id).toBe(3);
  });
});
