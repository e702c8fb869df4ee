import { describe, expect, it } from 'vitest';
import { foldPlaceName, greatCircleKm, placeLabel, roadKm, ROAD_FACTOR } from './places';

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
