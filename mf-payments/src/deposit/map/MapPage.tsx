import { Loader, useConfig } from '@portal/shared-utils';
import { lazy, Suspense, useMemo, useState } from 'react';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { mapTiles } from './mapTiles';
import { SYDNEY, type LatLng, type NearbyOutlet } from './outlet';
import { useNearbyOutlets } from './outletLocations';
import { OutletList } from './OutletList';
import styles from './MapPage.module.css';

const text = messages.deposit.map;
const NO_OUTLETS: NearbyOutlet[] = [];

/** Leaflet and its stylesheet load with the map, only when this page opens. */
const OutletMap = lazy(() =>
  import(/* webpackChunkName: "outlet-map" */ './OutletMap').then(
    (module) => ({ default: module.OutletMap }),
    () => ({ default: MapUnavailable }),
  ),
);

/** Said in the map's place when its code cannot be loaded: the list still works. */
function MapUnavailable() {
  return <p className={styles.noMap}>{text.unavailable}</p>;
}

export interface MapPageProps {
  onBack: () => void;
  centre?: LatLng;
}

/**
 * Cash In-store: the stores near the centre on a map (tiles from the runtime config, a plain
 * background without) and as a list beside it (below it on phones); choosing a store on either
 * marks it on both.
 */
export function MapPage({ onBack, centre = SYDNEY }: MapPageProps) {
  const nearby = useNearbyOutlets(centre);
  const config = useConfig();
  const tiles = useMemo(() => mapTiles(config), [config]);
  const [selected, setSelected] = useState<NearbyOutlet['shopId'] | null>(null);
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      <div className={styles.layout}>
        <div className={styles.mapArea}>
          <Suspense fallback={<Loader label={text.mapLoading} />}>
            <OutletMap
              centre={centre}
              outlets={nearby ?? NO_OUTLETS}
              tiles={tiles}
              selected={selected}
              onSelect={setSelected}
            />
          </Suspense>
        </div>
        <OutletList outlets={nearby} selected={selected} onSelect={setSelected} />
      </div>
    </DepositPageFrame>
  );
}
