import { NotFoundScreen } from './NotFoundScreen';
import { notFoundMessages } from './messages';

/** Any unknown path: 'Page not found' with a link home (spec 1 §2, §8). */
export function NotFound() {
  return <NotFoundScreen linkHref="/" linkLabel={notFoundMessages.home} />;
}
