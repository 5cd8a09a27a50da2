// npm start -w page-host: the page host alone, configured by the environment (README.md).
import { createPageHost } from './page-host.mjs';
import { listen } from './listen.mjs';
import { pageHostSettings } from './settings.mjs';

const settings = pageHostSettings(process.env);
const app = createPageHost({ settings });
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await listen(app, settings);
