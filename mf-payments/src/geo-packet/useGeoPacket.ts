import { useUser } from '@portal/shared-utils';
import { useCallback } from 'react';
import { LocationCheckError, requestLocationPacket } from '../location';

/** What a US money call's location check is for: the `reason` the local service is sent. */
export type GeoPacketReason = 'deposit' | 'withdrawal';

/**
 * The location check every US deposit and withdrawal call needs (docs/location-check.md): a
 * function resolving with a fresh geo packet for the signed-in player, to send as `geo_packet`, or
 * rejecting with a LocationCheckError (609, as the service answers, without a player). Call it just
 * before each call: packets expire.
 */
export function useGeoPacket(reason: GeoPacketReason): () => Promise<string> {
  const userId = useUser()?.id;
  return useCallback(
    () =>
      userId === undefined
        ? Promise.reject(new LocationCheckError(609))
        : requestLocationPacket({ userId, reason }),
    [userId, reason],
  );
}
