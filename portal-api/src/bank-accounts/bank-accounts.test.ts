import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  AU,
  UNVERIFIED,
  callAs,
  depositSession,
  type DepositSession,
} from '../test-support/deposit-helpers';
import { multipart, type MultipartPart } from '../test-support/multipart';
import { bearer, loginAs } from '../test-support/test-app';
import { testImage } from '../test-support/test-images';
import {
  AU_BANK,
  AU_MOBILE,
  addBankAccount,
  expectBalanceAnnounced,
  latestTextedCode,
  reviewBankAccount,
} from '../test-support/withdrawal-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NZ_MOBILE = '+64211234567';
const NZ_BANK = {
  account_name: 'Sam Nguyen',
  bank_name: 'ANZ Bank New Zealand',
  swift_code: 'anzb nz22',
  account_number: '01-0102-0123456-00',
};

let s: DepositSession;
let token: string;

beforeEach(async () => {
  s = await depositSession(AU);
  token = await loginAs(s.t.app, AU);
});

afterEach(() => s.t.close());

function send(url: string, fields: Record<string, string>, document?: MultipartPart, as = token) {
  const parts: MultipartPart[] = Object.entries(fields).map(([name, content]) => ({
    name,
    content,
  }));
  const form = multipart(document ? [...parts, document] : parts);
  return s.t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(as), ...form.headers },
    payload: form.payload,
  });
}

const pdf = (filename = 'statement.pdf', content: Buffer = PDF): MultipartPart => ({
  name: 'document',
  filename,
  content,
  contentType: 'application/pdf',
});

async function current() {
  const response = await s.call('GET', '/users/current?embed=user_bank_account');
  return response.json<{
    data: { user_bank_account: Record<string, unknown> | null };
    meta: { locale: { bank_document_required: boolean } };
  }>();
}

/** Makes the unverified demo player a verified New Zealander; their signed-in call. */
async function newZealander() {
  await s.t.db.query(
    `UPDATE users SET country = 'NZ', id_verified = true, phone_verified = true, calling_code = '64',
       phone = '0211234567' WHERE email = $1`,
    [UNVERIFIED],
  );
  const nzToken = await loginAs(s.t.app, UNVERIFIED);
  return { nzToken, call: callAs(s.t.app, nzToken) };
}

describe('adding the bank account with the texted PIN (AU)', () => {
  it('texts a 6-digit PIN for the details and adds the account with it, pending review', async () => {
    const verification = await s.call('POST', '/verification/bank', AU_BANK);
    expect(verification.statusCode).toBe(200);
    expect(verification.json()).toEqual({
      data: {
        message: 'We have sent a 6 digit PIN to your mobile *******678',
        phone: '*******678',
      },
    });
    const outbox = await s.t.app.inject({ method: 'GET', url: `/dev/outbox?to=%2B61412345678` });
    const [sms] = outbox.json().data;
    expect(sms).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.body).toBe(`Your bank account PIN is ${sms.code}. It expires in 10 minutes.`);

    const added = await s.call('POST', '/users/bank', { ...AU_BANK, token: sms.code });
    expect(added.statusCode).toBe(200);
    const account = {
      id: expect.any(Number),
      label: '062-000 ****5678',
      status: { id: 1, name: 'pending' },
      account_name: 'Alex Walker',
      bank_id: '062-000',
      account_number: '12345678',
      bank_name: null,
      swift_code: null,
      document: null,
    };
    expect(added.json()).toEqual({
      data: account,
      meta: { message: 'Your bank account has been added' },
    });
    expect(await current()).toMatchObject({
      data: { user_bank_account: account },
      meta: { locale: { bank_document_required: false } },
    });
  });

  it('reads the BSB with or without its hyphen, and every problem at once', async () => {
    const empty = await s.call('POST', '/verification/bank', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      errors: {
        account_name: ['Account name is required'],
        account_number: ['Account number is required'],
        bank_id: ['BSB is required'],
      },
    });
    const bad = await s.call('POST', '/verification/bank', {
      account_name: 'Alex Walker',
      bank_id: '06200',
      account_number: '12-34',
    });
    expect(bad.json()).toEqual({
      errors: {
        account_number: ['Account number must be 6 to 10 digits'],
        bank_id: ['BSB must be 6 digits'],
      },
    });
    const id = await addBankAccount(s.t.app, s.call, AU_MOBILE, { ...AU_BANK, bank_id: '062000' });
    expect((await current()).data.user_bank_account).toMatchObject({ id, bank_id: '062-000' });
  });

  it('refuses a wrong PIN, then uses the PIN up after 5 wrong tries', async () => {
    await s.call('POST', '/verification/bank', AU_BANK);
    const pin = await latestTextedCode(s.t.app, AU_MOBILE);
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await s.call('POST', '/users/bank', { ...AU_BANK, token: wrong })).json());
    }
    expect(answers.slice(0, 4)).toEqual(
      Array(4).fill({
        errors: { token: ['This PIN is not correct, please try again or request a new PIN'] },
      }),
    );
    expect(answers[4]).toEqual({
      errors: { token: ['Too many wrong PINs, please request a new PIN'] },
    });
    expect((await s.call('POST', '/users/bank', { ...AU_BANK, token: pin })).json()).toEqual({
      errors: { token: ['This PIN has expired, please request a new PIN'] },
    });
    expect((await current()).data.user_bank_account).toBeNull();
  });

  it('takes the PIN only within 10 minutes, only for the details it was sent for', async () => {
    await s.call('POST', '/verification/bank', AU_BANK);
    const pin = await latestTextedCode(s.t.app, AU_MOBILE);
    expect((await s.call('POST', '/users/bank', { ...AU_BANK, token: '12345' })).json()).toEqual({
      errors: { token: ['Please enter the 6 digit PIN we sent you'] },
    });
    const other = { ...AU_BANK, account_number: '87654321' };
    expect((await s.call('POST', '/users/bank', { ...other, token: pin })).json()).toEqual({
      errors: {
        token: [
          'These bank details are not the ones the PIN was sent for, please request a new PIN',
        ],
      },
    });
    s.t.clock.advance(10 * 60);
    expect((await s.call('POST', '/users/bank', { ...AU_BANK, token: pin })).json()).toEqual({
      errors: { token: ['This PIN has expired, please request a new PIN'] },
    });
  });

  it('texts at most 5 PINs an hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await s.call('POST', '/verification/bank', AU_BANK)).statusCode).toBe(200);
    }
    expect((await s.call('POST', '/verification/bank', AU_BANK)).statusCode).toBe(429);
  });

  it('keeps one account: a second one needs Update Bank Details first', async () => {
    await addBankAccount(s.t.app, s.call);
    expect((await s.call('POST', '/verification/bank', AU_BANK)).json()).toEqual({
      errors: {
        error: ['You already have a bank account, please use Update Bank Details to change it'],
      },
    });
  });

  it('needs a verified identity and mobile', async () => {
    const unverified = callAs(s.t.app, await loginAs(s.t.app, UNVERIFIED));
    for (const url of ['/verification/bank', '/users/bank']) {
      const refused = await unverified('POST', url, AU_BANK);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        errors: {
          error: [
            'Please make sure your account and your mobile number are verified to submit a withdrawal.',
          ],
        },
      });
    }
  });
});

describe('the bank statement document', () => {
  it('is kept with the PIN and attached to the account (multipart form data)', async () => {
    expect((await send('/verification/bank', AU_BANK, pdf('May statement.pdf'))).statusCode).toBe(
      200,
    );
    const pin = await latestTextedCode(s.t.app, AU_MOBILE);
    const added = await send('/users/bank', { ...AU_BANK, token: pin });
    expect(added.json().data).toMatchObject({ document: 'May statement.pdf', status: { id: 1 } });
    const files = await readdir(path.join(s.t.config.uploadsDir, 'bank-documents'));
    expect(files).toEqual([expect.stringMatching(/^\d+-[0-9a-f]{32}\.pdf$/)]);
  });

  it('must be a PDF, PNG or JPEG by its content and its name', async () => {
    const jpeg = { name: 'document', filename: 'statement.jpeg', content: testImage('jpeg', 8, 8) };
    const png = { name: 'document', filename: 'statement.png', content: testImage('png', 8, 8) };
    expect((await send('/verification/bank', AU_BANK, jpeg)).statusCode).toBe(200);
    expect((await send('/verification/bank', AU_BANK, png)).statusCode).toBe(200);
    for (const wrong of [
      pdf('statement.pdf', Buffer.from('not a pdf')),
      pdf('statement.txt'),
      { ...png, filename: 'statement.pdf' },
    ]) {
      expect((await send('/verification/bank', AU_BANK, wrong)).json()).toEqual({
        errors: { document: ['The document must be a PDF, PNG or JPG file'] },
      });
    }
  });

  it('can be uploaded for the account unless it is approved, putting it back to pending', async () => {
    const id = await addBankAccount(s.t.app, s.call);
    expect((await send(`/users/bank/${id}`, {})).json()).toEqual({
      errors: { document: ['Please select a document'] },
    });
    await reviewBankAccount(s.t.app, AU, 'rejected');
    expect((await current()).data.user_bank_account).toMatchObject({
      status: { id: 3, name: 'rejected' },
    });
    const uploaded = await send(`/users/bank/${id}`, {}, pdf());
    expect(uploaded.json()).toEqual({
      data: expect.objectContaining({
        id,
        status: { id: 1, name: 'pending' },
        document: 'statement.pdf',
      }),
      meta: { message: 'Your document was uploaded.' },
    });
    await reviewBankAccount(s.t.app, AU, 'approved');
    expect((await send(`/users/bank/${id}`, {}, pdf())).json()).toEqual({
      errors: { error: ['Your bank account is already approved'] },
    });
    expect((await send(`/users/bank/${id + 1}`, {}, pdf())).statusCode).toBe(404);
  });

  it('is required outside Australia, with a bank name and SWIFT code instead of a BSB', async () => {
    const nz = await newZealander();
    const locale = await nz.call('GET', '/users/current?embed=user_bank_account');
    expect(locale.json().meta.locale.bank_document_required).toBe(true);
    expect(
      (await nz.call('POST', '/verification/bank', { account_name: 'Sam Nguyen' })).json(),
    ).toEqual({
      errors: {
        account_number: ['Account number is required'],
        bank_name: ['Bank name is required'],
        swift_code: ['Swift code is required'],
      },
    });
    expect(
      (await nz.call('POST', '/verification/bank', { ...NZ_BANK, swift_code: 'ANZB' })).json(),
    ).toEqual({
      errors: { swift_code: ['Swift code must be 8 or 11 letters and digits'] },
    });
    expect((await nz.call('POST', '/verification/bank', NZ_BANK)).json()).toEqual({
      errors: { document: ['Please select a document'] },
    });
    expect((await send('/verification/bank', NZ_BANK, pdf(), nz.nzToken)).json().data.phone).toBe(
      '*******567',
    );
    const pin = await latestTextedCode(s.t.app, NZ_MOBILE);
    const added = await nz.call('POST', '/users/bank', { ...NZ_BANK, token: pin });
    expect(added.json().data).toEqual({
      id: expect.any(Number),
      label: 'ANZ Bank New Zealand ****5600',
      status: { id: 1, name: 'pending' },
      account_name: 'Sam Nguyen',
      bank_id: null,
      account_number: '010102012345600',
      bank_name: 'ANZ Bank New Zealand',
      swift_code: 'ANZBNZ22',
      document: 'statement.pdf',
    });
  });
});

describe('DELETE /users/bank/{id} (Update Bank Details)', () => {
  it('removes the account and cancels every pending withdrawal, refunding each', async () => {
    const id = await addBankAccount(s.t.app, s.call);
    await reviewBankAccount(s.t.app, AU, 'approved');
    const withdraw = async (amount: number) =>
      (await s.call('POST', '/withdraw', { amount, user_bank_account_id: id })).json().data.id;
    const automatic = await withdraw(2500);
    const manual = await withdraw(150000 - 50000);
    const processing = await withdraw(1000);
    await s.t.db.query('UPDATE withdrawals SET status_id = 2 WHERE id = $1', [processing]);
    s.t.published.length = 0;

    const removed = await s.call('DELETE', `/users/bank/${id}`);
    expect(removed.json()).toEqual({
      status: 'success',
      data: { cancelled_withdrawals: [automatic, manual] },
      meta: { message: 'You can now proceed to enter your new bank account.' },
    });
    await expectBalanceAnnounced(s, 124050);
    expect((await current()).data.user_bank_account).toBeNull();
    expect((await s.call('DELETE', `/users/bank/${id}`)).statusCode).toBe(404);
    await addBankAccount(s.t.app, s.call, AU_MOBILE, { ...AU_BANK, account_number: '55556666' });
    expect((await current()).data.user_bank_account).toMatchObject({ label: '062-000 ****6666' });
  });
});
