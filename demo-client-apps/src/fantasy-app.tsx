import { fantasyRoutes } from './fantasy/fantasyRoutes';
import { createClientApp } from './shared/createClientApp';

/** The demo fantasy client app (client id 2): a parcel the fantasy host mounts at /fantasy. */
export const { bootstrap, mount, unmount } = createClientApp(fantasyRoutes);
