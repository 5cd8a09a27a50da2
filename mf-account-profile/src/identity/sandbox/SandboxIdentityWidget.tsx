import { apiErrorText, Button, formatDate, useConfig } from '@portal/shared-utils';
import {
  FormActions,
  FormRadioGroup,
  SchemaForm,
  submissionErrors,
} from '@portal/shared-utils/forms';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { object, string } from 'yup';
import { messages } from '../../messages';
import { CANCELLED, type IdentityWidgetProps } from '../widgetContract';
import { recordSandboxOutcome } from './sandboxOutcome';
import styles from './SandboxIdentityWidget.module.css';

const text = messages.sandboxWidget;
const OUTCOMES = Object.keys(text.outcomes) as (keyof typeof text.outcomes)[];
const options = OUTCOMES.map((value) => ({ value, label: text.outcomes[value] }));
const schema = object({ outcome: string().required(text.outcomeRequired) });

interface OutcomeValues extends Record<string, unknown> {
  outcome: string;
}

/**
 * The offline stand-in for the provider's widget (the API's identity sandbox): shows the details
 * being checked and lets a tester end the check in any outcome, or cancel it.
 */
export function SandboxIdentityWidget({
  verificationToken,
  ruleSet,
  user,
  onFinish,
}: IdentityWidgetProps) {
  const config = useConfig();
  const titleId = useId();
  const record = useMutation({
    mutationFn: (outcome: string) => recordSandboxOutcome(verificationToken, outcome),
  });
  const cancel = useMutation({
    mutationFn: () => recordSandboxOutcome(verificationToken, CANCELLED),
    onSuccess: () => onFinish(CANCELLED),
  });
  return (
    <section className={styles.widget} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {text.title}
      </h3>
      <p className={styles.intro}>{text.intro}</p>
      <dl className={styles.details} aria-label={text.details}>
        <div>
          <dt>{text.name}</dt>
          <dd>
            {user.first_name} {user.last_name}
          </dd>
        </div>
        <div>
          <dt>{text.birthDate}</dt>
          <dd>{formatDate(user.birth_date, config)}</dd>
        </div>
        <div>
          <dt>{text.country}</dt>
          <dd>{user.country}</dd>
        </div>
        {ruleSet && (
          <div>
            <dt>{text.ruleSet}</dt>
            <dd>{ruleSet}</dd>
          </div>
        )}
      </dl>
      <SchemaForm<OutcomeValues>
        schema={schema}
        initialValues={{ outcome: '' }}
        label={text.title}
        onSubmit={async ({ outcome }) => {
          try {
            await record.mutateAsync(outcome);
          } catch (error) {
            return submissionErrors(error, ['outcome']);
          }
          onFinish(outcome);
        }}
      >
        {({ submitting, submitError }) => (
          <>
            <FormRadioGroup name="outcome" legend={text.outcome} options={options} />
            <FormActions
              submitLabel={text.submit}
              submitting={submitting}
              error={submitError ?? (cancel.error ? apiErrorText(cancel.error) : undefined)}
            />
            <Button
              type="button"
              variant="link"
              className={styles.cancel}
              onClick={() => cancel.mutate()}
            >
              {text.cancel}
            </Button>
          </>
        )}
      </SchemaForm>
    </section>
  );
}
