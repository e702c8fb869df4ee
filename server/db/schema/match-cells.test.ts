import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '@domain/places';
import { pointAt } from '../../../test/sphere';
import { gridCell, gridCells } from './match-cells';

// Matching reads only the cells gridCells names (decision 0076): a point within the radius in a
// cell left out would be a match never shown.

function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('gridCells', () => {
  it('holds the cell of every point within the radius, at every latitude of the gazetteer', () => {
    const r = sequence(11);
    for (let i = 0; i < 400; i++) {
      const center = { lat: 34 + r() * 37, lon: -25 + r() * 70 };
      const radiusKm = [1, 60, 150, 400, 1000][i % 5]!;
      const cells = new Set(gridCells(center, radiusKm));
      for (let j = 0; j < 200; j++) {
        // Most points on the rim, where a cell left out would show.
        const km = j % 2 ? radiusKm * (0.999 - r() * 0.001) : radiusKm * r();
        const point = pointAt(center, km, r() * 360);
        expect(greatCircleKm(center, point)).toBeLessThanOrEqual(radiusKm);
        expect(cells.has(gridCell(point.lat, point.lon)), `${JSON.stringify(center)} ${radiusKm} km`).toBe(
          true,
        );
      }
    }
  });

  it('leaves out the corners of the box the circle does not reach', () => {
    // Tallinn, 150 km: a box of 4 bands by 4 columns, less the corners beyond the circle.
    const cells = gridCells({ lat: 59.437, lon: 24.7535 }, 150);
    expect(cells.length).toBeLessThan(16);
    expect(cells).toContain(gridCell(59.437, 24.7535));
    // Riga, 280 km away, is not read.
    expect(cells).not.toContain(gridCell(56.946, 24.106));
  });
});
