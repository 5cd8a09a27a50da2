import { isAccountRoot, PROFILE_PATH } from '../navigation/accountPages';
import { usePathname } from '../navigation/usePathname';
import { NotFoundScreen } from './NotFoundScreen';
import { notFoundMessages } from './messages';

/**
 * Any other /account/* path (spec 1 §2). The layout's default account route also matches /account
 * itself, which the account frame handles (menu list or redirect), so nothing shows there.
 */
export function AccountNotFound() {
  const pathname = usePathname();
  if (isAccountRoot(pathname)) return null;
  return <NotFoundScreen linkHref={PROFILE_PATH} linkLabel={notFoundMessages.accountHome} />;
}
