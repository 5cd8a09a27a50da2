import type { DepositMethodEntry } from '@portal/contract';
import { apiErrorText, Loader, notifyFailure, useUser } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../messages';
import { depositMethodsQuery, useRemoveDepositMethod } from '../methods/depositMethodsApi';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { DepositPage } from '../navigation/depositPages';
import type { Promotion } from '../promotions/promotion';
import { VerifyIdRequired } from '../verify/VerifyIdRequired';
import { DepositHome } from './DepositHome';
import type { HomeValues } from './homeSchema';

const text = messages.deposit;

export interface HomePageProps {
  promotions: Promotion[];
  warningMessage?: string;
  values: HomeValues;
  onValuesChange: (values: HomeValues) => void;
  open: (page: DepositPage) => void;
}

/** Home: the verified-ID requirement, the warning it was opened with, then methods and amount. */
export function HomePage({ warningMessage, ...home }: HomePageProps) {
  const user = useUser();
  const methods = useQuery(depositMethodsQuery);
  const removal = useRemoveDepositMethod();
  const remove = (entry: DepositMethodEntry) =>
    removal.mutate(entry, { onError: (error) => notifyFailure(messages.errorTitle, error) });
  return (
    <DepositPageFrame heading={text.home.heading} showHeading={false}>
      {warningMessage && <FormBanner message={warningMessage} />}
      {user && !user.id_verified ? (
        <VerifyIdRequired />
      ) : methods.isPending ? (
        <Loader label={text.loading} />
      ) : methods.isError ? (
        <FormBanner message={apiErrorText(methods.error, { separator: '. ' })} />
      ) : (
        <DepositHome
          {...home}
          entries={methods.data.data}
          meta={methods.data.meta}
          onAdd={() => home.open({ name: 'select' })}
          onRemove={remove}
        />
      )}
    </DepositPageFrame>
  );
}
