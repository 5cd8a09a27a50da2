import { formatDateTime, type LimitRequest } from '@portal/shared-utils';
import { HeaderNotice } from '../header-notice/HeaderNotice';
import { LIMITS_PATH } from '../navigation/accountPages';
import { limitConfirmationMessages as text } from './messages';

/**
 * Under the header, from login on, while a looser limit or a removal waits for the player to
 * confirm it: which, and by when (the earliest deadline), with the Limits page one click away.
 */
export function LimitConfirmationNotice({ ready }: { ready: LimitRequest[] }) {
  const by = formatDateTime(
    ready.map((request) => request.confirm_by).reduce((a, b) => (a < b ? a : b)),
  );
  return (
    <HeaderNotice
      title={text.title}
      text={ready.length === 1 ? text.one(ready[0].type.name, by) : text.many(ready.length, by)}
      links={[{ href: LIMITS_PATH, label: text.review }]}
    />
  );
}
