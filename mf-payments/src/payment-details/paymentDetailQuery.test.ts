import { config$, session$ } from '@portal/shared-utils';
import {
  calledPaths,
  fakeResponse,
  installFetchMock,
  queryWrapper,
  testConfig,
} from '@portal/shared-utils/testing';
import { paymentDetailQuery } from './paymentDetailQuery';

const ACCOUNT = {
  id: 7,
  label: '062-000 ****5678',
  status: { id: 2, name: 'approved' },
  account_name: 'Dana Demo',
  bank_id: '062-000',
  account_number: '12345678',
  bank_name: null,
  swift_code: null,
  document: null,
};

beforeEach(() => {
  config$.next(testConfig());
  session$.next({ token: 'tok' });
});

it.each([
  ['user_bank_account', ACCOUNT],
  ['user_bank_account', null],
  ['payid_details', { payid: 'p1@pay.portal.test' }],
  ['bpay_details', { biller_code: '12345', user_reference: '987654' }],
] as const)(
  'reads %s alone, embedded in the current user, and answers it alone',
  async (name, detail) => {
    const fetchMock = installFetchMock();
    fetchMock.mockResolvedValue(fakeResponse({ body: { data: { id: 5, [name]: detail } } }));
    const { client } = queryWrapper();

    await expect(client.fetchQuery(paymentDetailQuery(name))).resolves.toEqual(detail);

    expect(calledPaths(fetchMock)).toEqual([`/users/current?embed=${name}`]);
  },
);

it('keys each detail under the current user, apart from it and from the others', () => {
  expect(paymentDetailQuery('bpay_details').queryKey).toEqual(['users', 'current', 'bpay_details']);
  expect(paymentDetailQuery('payid_details').queryKey).not.toEqual(
    paymentDetailQuery('user_bank_account').queryKey,
  );
});

it('fails with the API error when the player cannot be read', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(
    fakeResponse({ status: 500, body: { errors: { error: ['Server down'] } } }),
  );
  const { client } = queryWrapper();

  await expect(client.fetchQuery(paymentDetailQuery('payid_details'))).rejects.toMatchObject({
    status: 500,
    errors: { error: ['Server down'] },
  });
});
