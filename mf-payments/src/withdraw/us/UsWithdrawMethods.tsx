import { apiErrorText, Loader } from '@portal/shared-utils';
import { FormRadioGroup, GuardedSubmit, SchemaForm } from '@portal/shared-utils/forms';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import { messages } from '../../messages';
import { StatusNote } from '../../page/StatusNote';
import { registrationCancelled } from '../../registration/registrationReturn';
import { isRegistered, isRegistrable, methodName, usWithdrawPath } from './usMethods';
import { useRequestRegistrationLink } from './usWithdrawApi';
import { UsWithdrawFrame } from './UsWithdrawFrame';
import { useWithdrawalMethods } from './useWithdrawalMethods';
import { useRegistrationUrls } from './useRegistrationUrls';

const text = messages.withdraw.us;
const schema = object({ method: string() });

/**
 * /account/withdraw in the US (spec 2 §2, §4): the player picks a destination; a registered one goes
 * to the amount, a registrable one to its enrollment with a fresh registration link. Back from a
 * registration cancelled on the provider's page, it says so.
 */
export function UsWithdrawMethods() {
  const cancelled = registrationCancelled(useSearchParams()[0]);
  const methods = useWithdrawalMethods();
  const navigate = useNavigate();
  const urlsFor = useRegistrationUrls();
  const registration = useRequestRegistrationLink();
  const options = useMemo(
    () =>
      Object.values(methods?.data ?? {}).map((method) => {
        const id = method.withdrawal_request_type.id;
        const name = methodName(id);
        return { value: String(id), label: isRegistered(method) ? name : text.unregistered(name) };
      }),
    [methods],
  );
  return (
    <UsWithdrawFrame heading={text.methodsHeading}>
      {cancelled && <StatusNote>{text.registrationCancelled}</StatusNote>}
      {!methods && <Loader label={text.loading} />}
      {methods && (
        <SchemaForm<{ method: string }>
          schema={schema}
          initialValues={{ method: '' }}
          label={text.methodsHeading}
          onSubmit={async (values) => {
            const id = Number(values.method);
            const method = methods.data[values.method];
            if (!method) return { [FORM_ERROR]: text.errors.notAvailable };
            if (isRegistered(method)) {
              navigate(usWithdrawPath('request', id));
              return undefined;
            }
            if (!isRegistrable(method)) {
              return { [FORM_ERROR]: text.errors.notRegistrable(methodName(id)) };
            }
            try {
              const link = await registration.mutateAsync({ methodId: id, ...urlsFor(id) });
              navigate(usWithdrawPath('enrollment', id), { state: { registrationLink: link } });
              return undefined;
            } catch (error) {
              return {
                [FORM_ERROR]: apiErrorText(error, {
                  separator: '. ',
                  fallback: text.errors.unknown,
                }),
              };
            }
          }}
        >
          {() => (
            <>
              <FormRadioGroup name="method" legend={text.methodsLegend} options={options} />
              <GuardedSubmit<{ method: string }>
                label={text.continue}
                allowed={(values) => values.method !== ''}
              />
            </>
          )}
        </SchemaForm>
      )}
    </UsWithdrawFrame>
  );
}
