import { describe, expect, it } from 'vitest';
import { paginationCaption } from './pagination-caption';

describe('paginationCaption', () => {
  it('is the spec caption', () => {
    expect(paginationCaption(2, 25, 66)).toBe('Näidatakse 26–50 / 66 tulemust');
  });

  it('marks a total the server stopped counting at', () => {
    expect(paginationCaption(1, 25, 10_000, true)).toBe('Näidatakse 1–25 / 10\u00A0000+ tulemust');
  });
});
