import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  foldPlaceName,
  greatCircleKm,
  placeLabel,
  roadKm,
  ROAD_FACTOR,
  type Coordinates,
} from './places';
import { pointAt } from '../test/sphere';

const TALLINN = { lat: 59.43696, lon: 24.75353 };
const RIGA = { lat: 56.946, lon: 24.10589 };
const VILNIUS = { lat: 54.68916, lon: 25.2798 };

describe('distances', () => {
  it('measures the great circle as earthdistance does', () => {
    // Tallinn–Riga 280 km and Tallinn–Vilnius 529 km apart (earthdistance's earth, 6378.168 km).
    expect(greatCircleKm(TALLINN, RIGA)).toBeCloseTo(279.9, 0);
    expect(greatCircleKm(TALLINN, VILNIUS)).toBeCloseTo(529.5, 0);
    expect(greatCircleKm(RIGA, RIGA)).toBe(0);
    expect(greatCircleKm(TALLINN, RIGA)).toBeCloseTo(greatCircleKm(RIGA, TALLINN), 9);
  });

  it('estimates the road as the great circle times the road factor, in whole km', () => {
    expect(ROAD_FACTOR).toBe(1.2);
    expect(roadKm(TALLINN, RIGA)).toBe(Math.round(greatCircleKm(TALLINN, RIGA) * 1.2));
    expect(Number.isInteger(roadKm(TALLINN, VILNIUS))).toBe(true);
  });
});

const inBox = (box: ReturnType<typeof boundingBox>, p: Coordinates) =>
  p.lat >= box.lat[0] && p.lat <= box.lat[1] && (!box.lon || (p.lon >= box.lon[0] && p.lon <= box.lon[1]));

describe('the box around a radius', () => {
  it('holds every point of the circle, and is no wider than it', () => {
    for (const [center, km] of [
      [TALLINN, 100],
      [RIGA, 50],
      [VILNIUS, 1000],
      [{ lat: -33.9, lon: 18.4 }, 300], // Cape Town: south of the equator
      [{ lat: 78.2, lon: 15.6 }, 1000], // Longyearbyen: the circle stops short of the pole
    ] as const) {
      const box = boundingBox(center, km);
      expect(box.lon).toBeDefined();
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const edge = pointAt(center, km, bearing);
        expect(greatCircleKm(center, edge)).toBeCloseTo(km, 6);
        expect(inBox(box, edge)).toBe(true);
      }
      // Its sides touch the circle: north, south, and the widest longitude.
      expect(box.lat[1]).toBeCloseTo(pointAt(center, km, 0).lat, 5);
      expect(box.lat[0]).toBeCloseTo(pointAt(center, km, 180).lat, 5);
      const widest = Math.max(
        ...Array.from({ length: 3600 }, (_, i) => pointAt(center, km, i / 10).lon - center.lon),
      );
      expect(box.lon![1] - center.lon).toBeCloseTo(widest, 3);
    }
  });

  it('is the radius as an angle north and south: 100 km is 0.898° on earthdistance’s earth', () => {
    const box = boundingBox(TALLINN, 100);
    expect(box.lat[1] - TALLINN.lat).toBeCloseTo(0.89832, 4);
    expect(TALLINN.lat - box.lat[0]).toBeCloseTo(0.89832, 4);
    expect(box.lon![1] - TALLINN.lon).toBeCloseTo(1.7667, 3);
  });

  it('drops the longitude bound when the circle holds a pole, and keeps latitude within ±90°', () => {
    const north = { lat: 89.5, lon: 10 };
    const box = boundingBox(north, 100);
    expect(box).toEqual({ lat: [expect.closeTo(88.6, 1), 90] });
    // Across the pole: the other side of the globe, 89.5°N 170°W, is 111 km away.
    expect(inBox(box, { lat: 89.5, lon: -170 })).toBe(true);
    expect(greatCircleKm(north, { lat: 89.5, lon: -170 })).toBeLessThan(112);
    expect(boundingBox({ lat: -89.9, lon: 0 }, 50).lat[0]).toBe(-90);
    expect(boundingBox({ lat: -89.9, lon: 0 }, 50).lon).toBeUndefined();
  });

  it('drops the longitude bound when the box would cross ±180°', () => {
    const anadyr = { lat: 64.73, lon: 177.5 };
    const box = boundingBox(anadyr, 300);
    expect(box.lon).toBeUndefined();
    // 299 km east of Anadyr is past the antimeridian (a longitude of about -176°), and in the box.
    const east = pointAt(anadyr, 299, 90);
    expect(east.lon).toBeLessThan(-175);
    expect(inBox(box, east)).toBe(true);
    // The same radius from a point well away from it keeps its bound.
    expect(boundingBox({ lat: 64.73, lon: 170 }, 300).lon).toBeDefined();
    expect(boundingBox({ lat: 0, lon: -179.5 }, 100).lon).toBeUndefined();
  });
});

describe('names', () => {
  it('folds case and diacritics, and keeps other scripts', () => {
    expect(foldPlaceName('  RĪGA ')).toBe('riga');
    expect(foldPlaceName('Pärnu')).toBe('parnu');
    expect(foldPlaceName('Рига')).toBe('рига');
  });

  it('shows the reader’s language’s name where known, else the local one', () => {
    const riga = { name: 'Riga', labels: { et: 'Riia', ru: 'Рига' } };
    expect(placeLabel(riga, 'et')).toBe('Riia');
    expect(placeLabel(riga, 'ru')).toBe('Рига');
    expect(placeLabel(riga, 'fi')).toBe('Riga');
  });
});
