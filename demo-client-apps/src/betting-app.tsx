import { bettingRoutes } from './betting/bettingRoutes';
import { createClientApp } from './shared/createClientApp';

/** The demo betting client app (client id 1): a parcel the betting host mounts at /betting. */
export const { bootstrap, mount, unmount } = createClientApp(bettingRoutes);
