import {
  divIcon,
  map as leafletMap,
  marker as leafletMarker,
  tileLayer,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useLatest } from '@portal/shared-utils';
import { useEffect, useRef } from 'react';
import { messages } from '../../messages';
import type { MapTiles } from './mapTiles';
import { MAP_ZOOM, type LatLng, type NearbyOutlet } from './outlet';
import styles from './OutletMap.module.css';

export interface OutletMapProps {
  centre: LatLng;
  outlets: NearbyOutlet[];
  tiles: MapTiles | null;
  selected: NearbyOutlet['shopId'] | null;
  onSelect: (shopId: NearbyOutlet['shopId']) => void;
}

const SELECT_KEYS = new Set(['Enter', ' ']);
const position = (at: LatLng): [number, number] => [at.latitude, at.longitude];

/** An outlet's marker: a button named by the outlet, chosen by click, Enter or Space. */
function outletMarker(outlet: NearbyOutlet, onSelect: (shopId: NearbyOutlet['shopId']) => void) {
  const pin = leafletMarker(position(outlet.validatedAddress), {
    icon: divIcon({ className: styles.marker, iconSize: [24, 24] }),
    keyboard: true,
  });
  pin.on('click', () => onSelect(outlet.shopId));
  pin.on('add', () => {
    const icon = pin.getElement();
    icon?.setAttribute('aria-label', outlet.shopName);
    icon?.addEventListener('keydown', (event) => {
      if (!SELECT_KEYS.has(event.key)) return;
      event.preventDefault();
      onSelect(outlet.shopId);
    });
  });
  return pin;
}

/**
 * The outlets on a Leaflet map around the centre (zoom 14, spec 2 §9), on the configured tiles or a
 * plain background. Each marker is a button named by its outlet, reached with Tab (the map pans to
 * it) and chosen by click, Enter or Space; the chosen one is marked and brought into view.
 */
export function OutletMap({ centre, outlets, tiles, selected, onSelect }: OutletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<NearbyOutlet['shopId'], Marker>());
  const select = useLatest(onSelect);

  useEffect(() => {
    if (!element.current) return undefined;
    const created = leafletMap(element.current, {
      center: position(centre),
      zoom: MAP_ZOOM,
      attributionControl: tiles !== null,
    });
    if (tiles) tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(created);
    const pins = new Map(
      outlets.map((outlet) => [
        outlet.shopId,
        outletMarker(outlet, (id) => select.current(id)).addTo(created),
      ]),
    );
    map.current = created;
    markers.current = pins;
    return () => {
      created.remove();
      pins.clear();
      map.current = null;
    };
  }, [centre, tiles, outlets, select]);

  useEffect(() => {
    markers.current.forEach((pin, shopId) => {
      const chosen = shopId === selected;
      const icon = pin.getElement();
      icon?.classList.toggle(styles.selected, chosen);
      if (chosen) icon?.setAttribute('aria-current', 'true');
      else icon?.removeAttribute('aria-current');
      if (chosen) map.current?.panTo(pin.getLatLng());
    });
  }, [selected, centre, tiles, outlets]);

  return (
    <div
      ref={element}
      role="region"
      aria-label={messages.deposit.map.mapLabel}
      className={[styles.map, tiles ? '' : styles.plain].join(' ')}
    />
  );
}
