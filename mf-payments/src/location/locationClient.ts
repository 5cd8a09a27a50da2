import { getConfig, type PortalConfig } from '@portal/shared-utils';
import { LocationConnection, type OpenSocket } from './LocationConnection';
import { LogHistory } from './LogHistory';

export interface LocationClientOptions {
  /** The runtime config's `location` key, read when the client is made. */
  config?: PortalConfig['location'];
  openSocket?: OpenSocket;
  fetchImpl?: typeof fetch;
}

export interface PacketRequest {
  userId: number;
  reason: string;
}

/** A connection to the local service and its log, set up from the runtime config. */
export function createLocationClient(options: LocationClientOptions = {}) {
  const config = options.config ?? getConfig().location;
  const log = new LogHistory({ errorLogUrl: config.errorLogUrl, fetchImpl: options.fetchImpl });
  const connection = new LocationConnection({
    ports: config.ports,
    installerKey: config.installerKey,
    environmentId: config.environmentId,
    openSocket: options.openSocket,
    log,
  });
  return {
    connection,
    log,
    /** Connects when not connected, then geolocates the player: the geo packet. */
    async requestPacket({ userId, reason }: PacketRequest): Promise<string> {
      await connection.connect();
      return connection.geolocate({ license: config.license, userId, reason });
    },
  };
}

export type LocationClient = ReturnType<typeof createLocationClient>;
