import { notifyFailure } from '@portal/shared-utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../messages';
import { BPayPage } from './notice/BPayPage';
import { CashPage } from './cash/CashPage';
import { CardPage, NewCardPage } from './card/CardPages';
import type { DepositResult } from './card/depositResult';
import { HomePage } from './home/HomePage';
import type { HomeValues } from './home/homeSchema';
import { MapPage } from './map/MapPage';
import { entryKey, isUsable, METHOD } from './methods/depositMethods';
import { depositMethodsQuery, useAddDepositMethod } from './methods/depositMethodsApi';
import { SelectMethod } from './methods/SelectMethod';
import type { DepositPage } from './navigation/depositPages';
import { BackTarget } from './navigation/backTarget';
import { pageHeading } from './navigation/pageHeading';
import { usePageStack } from './navigation/usePageStack';
import { EftPage } from './notice/EftPage';
import { PayIdPage } from './payid/PayIdPage';
import { chosenPromotion } from './promotions/PromotionChoice';
import { useDepositPromotions } from './promotions/depositPromotionsApi';
import { DepositError } from './result/DepositError';
import { DepositSuccessful } from './result/DepositSuccessful';

export interface StandardDepositProps {
  defaultAmount?: string;
  warningMessage?: string;
  fromRegistration: boolean;
  close: () => void;
}

/** The standard (AU/NZ) deposit modal: its pages switched by component state (spec 2 §2). */
export function StandardDeposit({
  defaultAmount = '',
  warningMessage,
  fromRegistration,
  close,
}: StandardDepositProps) {
  const pages = usePageStack<DepositPage>({ name: 'home' });
  const { data: methods } = useQuery(depositMethodsQuery);
  const promotions = useDepositPromotions(fromRegistration);
  const client = useQueryClient();
  const addMethod = useAddDepositMethod();
  const [homeValues, setHomeValues] = useState<HomeValues>({
    method: '',
    amount: defaultAmount,
    promotion: '',
  });

  const firstMethod = methods?.data.find(isUsable);
  const values: HomeValues = {
    ...homeValues,
    method: homeValues.method || (firstMethod ? entryKey(firstMethod) : ''),
  };
  const onResult = (result: DepositResult) =>
    pages.reset(
      result.ok
        ? { name: 'success', amount: result.amount }
        : { name: 'error', reason: result.reason },
    );

  const choose = async (typeId: number) => {
    if (typeId === METHOD.card) {
      const promotion = chosenPromotion(promotions, values.promotion);
      pages.push({ name: 'newCard', choice: { amount: values.amount, promotion, cardId: null } });
      return;
    }
    try {
      await addMethod.mutateAsync(typeId);
    } catch (error) {
      notifyFailure(messages.errorTitle, error);
      return;
    }
    const added = client
      .getQueryData(depositMethodsQuery.queryKey)
      ?.data.find((entry) => !entry.card && entry.deposit_request_type.id === typeId);
    if (added) setHomeValues({ ...values, method: entryKey(added) });
    pages.back();
  };

  const renderPage = () => {
    const { page } = pages;
    switch (page.name) {
      case 'home':
        return (
          <HomePage
            promotions={promotions}
            warningMessage={warningMessage}
            values={values}
            onValuesChange={setHomeValues}
            open={pages.push}
          />
        );
      case 'select':
        return methods ? (
          <SelectMethod
            meta={methods.meta}
            onChoose={choose}
            onBack={pages.back}
            busy={addMethod.isPending}
          />
        ) : null;
      case 'newCard':
      case 'card': {
        if (!methods) return null;
        const Card = page.name === 'newCard' ? NewCardPage : CardPage;
        return (
          <Card choice={page.choice} meta={methods.meta} onBack={pages.back} onResult={onResult} />
        );
      }
      case 'eft':
      case 'bpay': {
        if (!methods) return null;
        const Notice = page.name === 'eft' ? EftPage : BPayPage;
        return <Notice draft={page.draft} meta={methods.meta} onBack={pages.back} onSent={close} />;
      }
      case 'cash':
        return (
          <CashPage
            code={page.code}
            onBack={pages.back}
            onFindStore={() => pages.push({ name: 'map' })}
          />
        );
      case 'map':
        return <MapPage onBack={pages.back} />;
      case 'payid':
        return <PayIdPage onBack={pages.back} />;
      case 'success':
        return <DepositSuccessful amount={page.amount} close={close} />;
      case 'error':
        return (
          <DepositError reason={page.reason} onTryAgain={() => pages.reset({ name: 'home' })} />
        );
    }
  };

  return (
    <BackTarget.Provider value={pages.previous && pageHeading(pages.previous)}>
      {renderPage()}
    </BackTarget.Provider>
  );
}
