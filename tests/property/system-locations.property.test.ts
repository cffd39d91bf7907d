import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { mapUrl, placeOf } from '../../src/domain/system-locations';

const inRange = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true }).map((v) => Number(v.toFixed(6)) || 0);
const query = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('the place an /open-location address names', () => {
  it.prop([inRange(90), inRange(180), fc.string(), fc.string()])(
    'any latitude and longitude in range is a place, with its name and address trimmed',
    (lat, lon, name, address) => {
      const place = placeOf(query({ latitude: String(lat), longitude: String(lon), name, address }));
      expect(place).toEqual({
        latitude: lat,
        longitude: lon,
        name: name.trim() || null,
        address: address.trim() || null,
      });
      const url = new URL(mapUrl(place!));
      expect([url.origin, url.searchParams.get('mlat'), url.searchParams.get('mlon')]).toEqual([
        'https://www.openstreetmap.org',
        String(lat),
        String(lon),
      ]);
    },
  );

  it.prop([fc.double({ min: 90.000001, max: 999, noNaN: true }), inRange(180)])(
    'a latitude out of range is no place',
    (lat, lon) => {
      expect(placeOf(query({ latitude: String(lat), longitude: String(lon) }))).toBeNull();
      expect(placeOf(query({ latitude: String(-lat), longitude: String(lon) }))).toBeNull();
    },
  );

  it.prop([fc.string(), fc.string()])('text that is not a plain decimal number is no place', (lat, lon) => {
    fc.pre(!/^-?\d{1,3}(\.\d+)?$/.test(lat.trim()) || !/^-?\d{1,3}(\.\d+)?$/.test(lon.trim()));
    expect(placeOf(query({ latitude: lat, longitude: lon }))).toBeNull();
  });
});
