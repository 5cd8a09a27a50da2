import { BrowserRouter } from 'react-router-dom';
import type { AccountLayoutProps } from './accountLayoutProps';
import { ResponsibleGamblingRoutes } from './responsibleGamblingRoutes';

/** Every application of @portal/responsible-gambling: its routed pages in the browser's history. */
export function ResponsibleGamblingApp({ basename }: AccountLayoutProps) {
  return (
    <BrowserRouter basename={basename}>
      <ResponsibleGamblingRoutes />
    </BrowserRouter>
  );
}
