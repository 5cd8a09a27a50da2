import { Loader, notify, useUser } from '@portal/shared-utils';
import { errorText, FormBanner } from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import type { DepositMethodEntry } from '../methods/depositMethods';
import { removeDepositMethod } from '../methods/depositMethodsApi';
import type { DepositMethodsState } from '../methods/useDepositMethods';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import type { DepositPage } from '../navigation/depositPages';
import type { Promotion } from '../promotions/promotion';
import { VerifyIdRequired } from '../verify/VerifyIdRequired';
import { DepositHome } from './DepositHome';
import type { HomeValues } from './homeSchema';

const text = messages.deposit;

export interface HomePageProps {
  methods: DepositMethodsState;
  reload: () => Promise<void>;
  promotions: Promotion[];
  warningMessage?: string;
  values: HomeValues;
  onValuesChange: (values: HomeValues) => void;
  open: (page: DepositPage) => void;
}

/** Home: the verified-ID requirement, the warning it was opened with, then methods and amount. */
export function HomePage({ methods, reload, warningMessage, ...home }: HomePageProps) {
  const user = useUser();
  const remove = async (entry: DepositMethodEntry) => {
    try {
      await removeDepositMethod(entry);
      await reload();
    } catch (error) {
      notify({ title: 'Error', message: errorText(error, '. '), type: 'danger', timeout: 5000 });
    }
  };
  return (
    <DepositPageFrame heading={text.home.heading} showHeading={false}>
      {warningMessage && <FormBanner message={warningMessage} />}
      {user && !user.id_verified ? (
        <VerifyIdRequired />
      ) : methods.status === 'loading' ? (
        <Loader label={text.loading} />
      ) : methods.status === 'failed' ? (
        <FormBanner message={errorText(methods.error, '. ')} />
      ) : (
        <DepositHome
          {...home}
          entries={methods.entries}
          meta={methods.meta}
          onAdd={() => home.open({ name: 'select' })}
          onRemove={remove}
        />
      )}
    </DepositPageFrame>
  );
}
