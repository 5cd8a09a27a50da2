import { messages } from '../messages';
import { NotFoundScreen } from './NotFoundScreen';

/** Any unknown path: 'Page not found' with a link home (spec 1 §2, §8). */
export function NotFound() {
  return <NotFoundScreen linkHref="/" linkLabel={messages.notFound.home} />;
}
