// The location-compliance client (spec 1 §4, §5, §7–§9): no React, read by the US withdraw flow.
import { createLocationClient, type LocationClient, type PacketRequest } from './locationClient';

export { LocationCheckError } from './LocationCheckError';
export { IP_SERVICE_CODES, LOCATION_CODES } from './codes';
export { startIpChangeService } from './ipChangeService';
export { createLocationClient } from './locationClient';

let client: LocationClient | null = null;

/**
 * Connects to the local location service (if not connected), runs a geolocation request and
 * resolves with the geo packet to send with a US withdrawal; rejects with a LocationCheckError.
 * The client is made from the runtime config on the first call.
 */
export function requestLocationPacket(request: PacketRequest): Promise<string> {
  client ??= createLocationClient();
  return client.requestPacket(request);
}
