import { Loader } from '@portal/shared-utils';
import { messages } from '../../messages';
import { DepositPageFrame } from '../navigation/DepositPageFrame';
import { tileMapsAdapter, type MapsAdapter } from './mapsAdapter';
import { SYDNEY, type LatLng } from './outlet';
import { apiOutletLocations, type OutletLocations } from './outletLocations';
import { useOutlets } from './useOutlets';
import styles from './MapPage.module.css';

const text = messages.deposit.map;
const defaultMaps = tileMapsAdapter();

export interface MapPageProps {
  onBack: () => void;
  outlets?: OutletLocations;
  maps?: MapsAdapter;
  centre?: LatLng;
}

/** Cash In-store: the stores near the centre as a list, and a map when a tile server is set. */
export function MapPage({
  onBack,
  outlets = apiOutletLocations,
  maps = defaultMaps,
  centre = SYDNEY,
}: MapPageProps) {
  const nearby = useOutlets(outlets, centre);
  return (
    <DepositPageFrame heading={text.heading} onBack={onBack}>
      <div className={styles.mapArea}>{maps.render(centre)}</div>
      <section aria-label={text.outlets} className={styles.outlets}>
        <h3 className={styles.title}>{text.outlets}</h3>
        {!nearby && <Loader label={text.loading} />}
        {nearby?.length === 0 && <p>{text.noOutlets}</p>}
        <ol className={styles.list}>
          {nearby?.map((outlet) => (
            <li key={outlet.shopId} className={styles.outlet}>
              <strong className={styles.name}>{outlet.shopName}</strong>
              <span className={styles.address}>{outlet.displayAddress}</span>
              <span className={styles.distance}>{text.distance(outlet.distanceKm.toFixed(1))}</span>
            </li>
          ))}
        </ol>
      </section>
    </DepositPageFrame>
  );
}
