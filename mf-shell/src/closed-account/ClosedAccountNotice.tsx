import { HeaderNotice } from '../header-notice/HeaderNotice';
import { ACTIVITY_PATH, TRANSACTIONS_PATH } from '../navigation/accountPages';
import { accountMessages } from '../navigation/accountMessages';
import { closedAccountMessages as text } from './messages';

/**
 * Under the header of a closed account's read-only session: what it may still do, with its
 * statements and cash transactions one click away (everything else the server refuses).
 */
export function ClosedAccountNotice() {
  return (
    <HeaderNotice
      title={text.title}
      text={text.readOnly}
      links={[
        { href: ACTIVITY_PATH, label: accountMessages.activity },
        { href: TRANSACTIONS_PATH, label: accountMessages.transactions },
      ]}
    />
  );
}
