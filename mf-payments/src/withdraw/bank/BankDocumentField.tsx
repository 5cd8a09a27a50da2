import { FormFileField } from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import { BANK_DOCUMENT_TYPES } from './bankAccountSchema';

const text = messages.withdraw.bank;

/** The bank statement (PDF, PNG, JPG or JPEG); without a file: 'Please select a document'. */
export function BankDocumentField() {
  return (
    <FormFileField
      name="document"
      label={text.document}
      hint={text.documentHint}
      accept={BANK_DOCUMENT_TYPES}
      required
    />
  );
}
