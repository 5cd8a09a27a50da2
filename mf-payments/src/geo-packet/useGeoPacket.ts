import { useUser } from '@portal/shared-utils';
import { useCallback, useState } from 'react';
import { LocationCheckError, requestLocationPacket } from '../location';

/** What a US money call's location check is for: the `reason` the local service is sent. */
export type GeoPacketReason = 'deposit' | 'withdrawal';

/**
 * The location check every US deposit and withdrawal call needs (docs/location-check.md): `request`
 * resolves with a fresh geo packet for the signed-in player, to send as `geo_packet`, or rejects
 * with a LocationCheckError (609, as the service answers, without a player); call it just before
 * each call: packets expire. `checking` is true while the local service has not answered, for the
 * page to say what it waits for (LocationCheckNotice).
 */
export function useGeoPacket(reason: GeoPacketReason) {
  const userId = useUser()?.id;
  const [checking, setChecking] = useState(false);
  const request = useCallback(async () => {
    if (userId === undefined) throw new LocationCheckError(609);
    setChecking(true);
    try {
      return await requestLocationPacket({ userId, reason });
    } finally {
      setChecking(false);
    }
  }, [userId, reason]);
  return { request, checking };
}
