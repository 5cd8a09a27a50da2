import { notifySuccess } from '@portal/shared-utils';
import { FormActions, SchemaForm, submissionErrors } from '@portal/shared-utils/forms';
import { mixed, object } from 'yup';
import { messages } from '../../messages';
import { useUploadBankDocument } from './bankApi';
import { BankDocumentField } from './BankDocumentField';

const text = messages.withdraw.bank;
const schema = object({ document: mixed().nullable() });

/** The statement upload for a bank account not yet approved; no file says 'Please select a document'. */
export function BankDocumentUpload({ accountId }: { accountId: number }) {
  const upload = useUploadBankDocument();
  return (
    <SchemaForm<{ document: File | null }>
      schema={schema}
      initialValues={{ document: null }}
      label={text.uploadLegend}
      onSubmit={async (values, form) => {
        if (!values.document) return undefined;
        try {
          await upload.mutateAsync({ id: accountId, document: values.document });
          notifySuccess(messages.withdraw.title, text.uploaded);
          form.restart({ document: null });
          return undefined;
        } catch (error) {
          return submissionErrors(error, ['document']);
        }
      }}
    >
      {({ submitting, submitError }) => (
        <>
          <BankDocumentField />
          <FormActions submitLabel={text.upload} submitting={submitting} error={submitError} />
        </>
      )}
    </SchemaForm>
  );
}
