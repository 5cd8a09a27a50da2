import { FormMoneyField } from '@portal/shared-utils/forms';
import { Loader, refreshUser, useUser } from '@portal/shared-utils';
import { FormRadioGroup, GuardedSubmit, SchemaForm } from '@portal/shared-utils/forms';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { locatedCallError } from '../../geo-packet/locatedCallError';
import { LocationCheckNotice } from '../../geo-packet/LocationCheckNotice';
import { useGeoPacket } from '../../geo-packet/useGeoPacket';
import { messages } from '../../messages';
import { UsQuickAmounts } from './UsQuickAmounts';
import { amountCents, usAmountSchema } from './usAmountRules';
import {
  destinationId,
  isRegistered,
  isRegistrable,
  methodIdOf,
  methodName,
  usWithdrawPath,
} from './usMethods';
import { useCreateUsWithdrawal, WITHDRAW_METHOD, type WithdrawalMethod } from './usWithdrawApi';
import { UsWithdrawFrame } from './UsWithdrawFrame';
import { useWithdrawalMethods } from './useWithdrawalMethods';
import styles from './UsWithdraw.module.css';

const text = messages.withdraw.us;

interface RequestValues extends Record<string, unknown> {
  amount: string;
  account: string;
}

/**
 * /account/withdraw/request/{method}: the amount in dollars (sent in cents), the quick amounts capped
 * at the available balance, Max, the destination account for ACH-CHECK and the Skrill note. The
 * location check must pass before the request is sent with its geo packet.
 */
export function UsWithdrawRequest() {
  const methodId = methodIdOf(useParams().paymentMethodName);
  const methods = useWithdrawalMethods();
  const method = methodId === null ? undefined : methods?.data[String(methodId)];
  const name = methodId === null ? '' : methodName(methodId);
  if (methods && method && !isRegistered(method) && isRegistrable(method) && methodId !== null) {
    return <Navigate to={usWithdrawPath('enrollment', methodId)} replace />;
  }
  return (
    <UsWithdrawFrame heading={name ? text.requestHeading(name) : text.methodsHeading} back>
      {!methods && <Loader label={text.loading} />}
      {methods && (!method || methodId === null) && <p role="alert">{text.errors.notAvailable}</p>}
      {methods && method && methodId !== null && !isRegistered(method) && (
        <p role="alert">{text.errors.notRegistrable(name)}</p>
      )}
      {methods && method && methodId !== null && isRegistered(method) && (
        <UsRequestForm methodId={methodId} method={method} minCents={methods.meta.min_withdrawal} />
      )}
    </UsWithdrawFrame>
  );
}

function UsRequestForm({
  methodId,
  method,
  minCents,
}: {
  methodId: number;
  method: WithdrawalMethod;
  minCents: number;
}) {
  const user = useUser();
  const navigate = useNavigate();
  const { request: geoPacket, checking } = useGeoPacket('withdrawal');
  const withdrawal = useCreateUsWithdrawal();
  const available = user?.available_balance ?? 0;
  const schema = useMemo(() => usAmountSchema(minCents, available), [minCents, available]);
  const ach = methodId === WITHDRAW_METHOD.achCheck;
  const accounts = useMemo(
    () =>
      method.user_paysafe_bank_accounts.map((account) => ({
        value: String(account.id),
        label: account.label,
      })),
    [method],
  );
  if (!user) return null;
  if (available <= 0) return <p role="status">{text.noBalance}</p>;
  return (
    <SchemaForm<RequestValues>
      schema={schema}
      initialValues={{ amount: '', account: '' }}
      label={text.requestHeading(methodName(methodId))}
      className={styles.form}
      onSubmit={async (values) => {
        const accountId = destinationId(methodId, method, values.account);
        if (accountId === null) return undefined;
        const amount = amountCents(values.amount);
        try {
          await withdrawal.mutateAsync({
            withdrawal_request_type_id: methodId,
            amount,
            account_id: accountId,
            geo_packet: await geoPacket(),
          });
        } catch (error) {
          return { [FORM_ERROR]: locatedCallError(error, text.errors.unknown) };
        }
        await refreshUser();
        navigate(usWithdrawPath('success', methodId), { state: { amount } });
        return undefined;
      }}
    >
      {() => (
        <>
          <FormMoneyField name="amount" label={text.amount} />
          <UsQuickAmounts availableCents={available} />
          {ach && <FormRadioGroup name="account" legend={text.account} options={accounts} />}
          {methodId === WITHDRAW_METHOD.skrill && <p className={styles.note}>{text.skrillNote}</p>}
          <LocationCheckNotice checking={checking} />
          <GuardedSubmit<RequestValues>
            label={text.continue}
            allowed={(values) => amountCents(values.amount) > 0 && (!ach || values.account !== '')}
          />
        </>
      )}
    </SchemaForm>
  );
}
