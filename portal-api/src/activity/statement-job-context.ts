import type { AppContext } from '../app-context';

/** What the monthly statement job and its e-mail queue use of the application. */
export type StatementJobContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'integrations'>;
