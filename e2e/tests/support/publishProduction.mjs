// Publishes every micro-frontend's build already made into the run's local CDN folder (CDN_DIR) as
// the production environment's map, for the production page host (productionHost.ts).
import { publish } from '../../../scripts/lib/cdn.mjs';
import { FRONTEND_FOLDERS } from '../../../scripts/lib/workspace.mjs';

await publish(FRONTEND_FOLDERS, { env: 'production' });
