import { ConfirmDialog, isUS, useConfig } from '@portal/shared-utils';
import {
  FormBanner,
  FormCheckbox,
  type FormValues,
  GuardedSubmit,
  SchemaForm,
} from '@portal/shared-utils/forms';
import { useMemo } from 'react';
import { boolean, object } from 'yup';
import { Card } from '../common/Card';
import { ClearOnChange } from '../common/ClearOnChange';
import { leaveAfter } from '../common/leaveAfter';
import { Page } from '../common/Page';
import { useConfirmation } from '../common/useConfirmation';
import { messages } from '../messages';
import styles from './CloseAccountPage.module.css';
import { closeAccount } from './closeAccountApi';

const text = messages.closeAccount;

interface CloseValues extends FormValues {
  terms?: boolean;
}

/**
 * /account/close-account (spec 2 §2, §4): what closing means, the terms checkbox in the US before
 * the button enables, 'Confirm Close Account', the error above the button; once closed the notice,
 * logout and the home page.
 */
export function CloseAccountPage() {
  const us = isUS(useConfig());
  const schema = useMemo(
    () => object({ terms: us ? boolean().oneOf([true], text.usTermsRequired) : boolean() }),
    [us],
  );
  const request = useConfirmation<CloseValues>({
    mutationFn: closeAccount,
    onSuccess: () => leaveAfter(text.closed),
  });
  return (
    <Page title={text.title}>
      <Card>
        {text.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <SchemaForm<CloseValues>
          schema={schema}
          initialValues={{}}
          label={text.formLabel}
          onSubmit={async (values) => request.ask(values)}
        >
          {() => (
            <>
              <ClearOnChange clear={request.clearError} />
              {us && <FormCheckbox name="terms" label={text.usTerms} />}
              <div className={styles.actions}>
                <FormBanner message={request.error} />
                <GuardedSubmit<CloseValues>
                  label={text.submit}
                  loading={request.sending}
                  allowed={(values) => !us || values.terms === true}
                />
              </div>
            </>
          )}
        </SchemaForm>
      </Card>
      {request.asked !== null && (
        <ConfirmDialog
          cancelLabel={messages.common.cancel}
          title={text.confirmTitle}
          confirmLabel={text.submit}
          onConfirm={request.confirm}
          onCancel={request.cancel}
        >
          <p>{text.confirmText}</p>
        </ConfirmDialog>
      )}
    </Page>
  );
}
