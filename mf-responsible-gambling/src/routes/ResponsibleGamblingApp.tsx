import { BrowserRouter } from 'react-router-dom';
import type { AccountLayoutProps } from '@portal/shared-utils';
import { ResponsibleGamblingRoutes } from './responsibleGamblingRoutes';

/** Every application of @portal/responsible-gambling: its routed pages in the browser's history. */
export function ResponsibleGamblingApp({ basename }: AccountLayoutProps) {
  return (
    <BrowserRouter basename={basename}>
      <ResponsibleGamblingRoutes />
    </BrowserRouter>
  );
}
