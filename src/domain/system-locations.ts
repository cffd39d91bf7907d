/**
 * The spec's two system routes (§2), on the web. The mobile apps open them as the system's map screens: one to
 * pick a place, one to show a place. The web app keeps both addresses working (README, 'System routes'):
 * /open-location shows the place it is given and links it to a map the creator opens; /choose-location explains
 * that places are typed on the web (no Linkmint form asks to pick one on a map).
 */
import { ROUTES } from './route-table';

export const CHOOSE_LOCATION_PATH = ROUTES.chooseLocation.path;
export const OPEN_LOCATION_PATH = ROUTES.openLocation.path;

export interface Place {
  latitude: number;
  longitude: number;
  name: string | null;
  address: string | null;
}

/** The sentence shown for an address without a usable place. */
export const NO_PLACE_TEXT =
  'This address names no place: it needs a latitude (-90 to 90) and a longitude (-180 to 180).';

const coordinate = (text: string | null, limit: number): number | null => {
  if (text === null || !/^-?\d{1,3}(\.\d+)?$/.test(text.trim())) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
};

const textOf = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

/** The place an /open-location address names (the mobile apps' query: latitude, longitude, name, address), or null. */
export function placeOf(query: URLSearchParams): Place | null {
  const latitude = coordinate(query.get('latitude'), 90);
  const longitude = coordinate(query.get('longitude'), 180);
  if (latitude === null || longitude === null) return null;
  return { latitude, longitude, name: textOf(query.get('name')), address: textOf(query.get('address')) };
}

/** The place on OpenStreetMap, for the creator to open in a new tab (the app itself loads no map). */
export function mapUrl({ latitude, longitude }: Place): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
