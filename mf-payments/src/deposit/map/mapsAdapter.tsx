import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { MAP_ZOOM, type LatLng } from './outlet';
import styles from './MapPage.module.css';

/** A maps provider: draws a map around a centre, or says why it cannot. */
export interface MapsAdapter {
  render: (centre: LatLng) => ReactNode;
}

/** The tile at the centre in the usual web-map (slippy) tile scheme. */
export function tileAt(centre: LatLng, zoom = MAP_ZOOM) {
  const scale = 2 ** zoom;
  const x = Math.floor(((centre.longitude + 180) / 360) * scale);
  const lat = (centre.latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale);
  return { x, y, z: zoom };
}

/**
 * A map from a tile server (a URL template with {z}, {x} and {y}); with none configured it says so
 * and the list of stores stays the way to choose.
 */
export function tileMapsAdapter(tileUrl?: string): MapsAdapter {
  return {
    render(centre) {
      if (!tileUrl) return <p className={styles.noMap}>{messages.deposit.map.noTiles}</p>;
      const { x, y, z } = tileAt(centre);
      const src = tileUrl
        .replace('{z}', String(z))
        .replace('{x}', String(x))
        .replace('{y}', String(y));
      return <img className={styles.map} src={src} alt={messages.deposit.map.mapLabel} />;
    },
  };
}
