import { Button, captureReferrer, isUS, openModal, useConfig } from '@portal/shared-utils';
import { FormActions, FormTextField, SchemaForm, signupSchema } from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { getIn } from 'final-form';
import { useEffect, useMemo, useState } from 'react';
import { messages } from '../messages';
import { useRecaptcha } from '../recaptcha/useRecaptcha';
import { ConfirmDetails } from './ConfirmDetails';
import { useDepositLimitDurations } from './registerQuery';
import { Agreements } from './sections/Agreements';
import { DepositLimitChoice } from './sections/DepositLimitChoice';
import { IdentityDetails } from './sections/IdentityDetails';
import { LoginDetails } from './sections/LoginDetails';
import { Section } from './sections/Section';
import styles from './Signup.module.css';
import { submitSignup } from './submitSignup';
import { ADDRESS_PARTS, initialSignupValues, type SignupValues } from './signupValues';

const text = messages.signup;

/**
 * The sign-up modal body (spec 1 §2 Sign-up modal): welcome code, login details, who you are, the
 * deposit-limit choice outside the US, opt-in and terms. In the US the first submit shows CONFIRM
 * DETAILS; Confirm registers, Edit details goes back.
 */
export function SignupModal() {
  const config = useConfig();
  const us = isUS(config);
  const schema = useMemo(
    () =>
      signupSchema({
        region: config.region,
        usState: config.usState,
        inviteOnly: config.features.inviteOnlySignup,
      }),
    [config.region, config.usState, config.features.inviteOnlySignup],
  );
  const initialValues = useMemo(() => initialSignupValues(config), [config]);
  const durations = useDepositLimitDurations(!us);
  const [confirming, setConfirming] = useState(false);
  const signup = useMutation({ mutationFn: (values: SignupValues) => submitSignup(values, us) });

  useEffect(() => captureReferrer(), []);
  useRecaptcha();

  return (
    <SchemaForm<SignupValues>
      schema={schema}
      initialValues={initialValues}
      label={text.formLabel}
      onSubmit={async (values, form) => {
        if (us && !confirming) {
          setConfirming(true);
          return undefined;
        }
        const errors = await signup.mutateAsync(values);
        if (!errors) return undefined;
        setConfirming(false);
        const addressError = ADDRESS_PARTS.some((part) => getIn(errors, part));
        if (addressError && !values.isManualAddress) form.change('isManualAddress', true);
        return errors;
      }}
    >
      {({ submitting, submitError }) => (
        <>
          {/* Hidden, not unmounted, while confirming: the fields keep their values and state. */}
          <div hidden={confirming}>
            <Section title={text.welcomeCode}>
              <FormTextField
                name="invite_code"
                label={text.welcomeCodeLabel}
                autoComplete="off"
                autoCapitalize="characters"
              />
            </Section>
            <LoginDetails />
            <IdentityDetails />
            {!us && (
              <Section title={text.depositLimit}>
                <DepositLimitChoice durations={durations} />
              </Section>
            )}
            <Agreements />
            <FormActions
              submitLabel={us ? text.continue : text.submit}
              submitting={submitting}
              error={submitError}
            />
            <p className={styles.haveAccount}>
              {text.haveAccount}{' '}
              <Button variant="link" onClick={() => openModal('login')}>
                {text.login}
              </Button>
            </p>
          </div>
          {confirming && (
            <ConfirmDetails onEdit={() => setConfirming(false)} submitting={submitting} />
          )}
        </>
      )}
    </SchemaForm>
  );
}
