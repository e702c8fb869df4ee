import { describe, expect, it } from 'vitest';
import { pageSizeStorageKey, readStoredPageSize, storePageSize } from './page-size-storage';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('remembered page sizes', () => {
  it('are kept per list under veoturg.pageSize.<list>', () => {
    const storage = memoryStorage();
    storePageSize('cargo', 50, storage);
    expect(storage.data.get('veoturg.pageSize.cargo')).toBe('50');
    expect(pageSizeStorageKey('transport')).toBe('veoturg.pageSize.transport');
    expect(readStoredPageSize('cargo', storage)).toBe(50);
    expect(readStoredPageSize('transport', storage)).toBe(25);
  });

  it('fall back to 25 for anything else or no storage at all', () => {
    const storage = memoryStorage();
    storage.data.set('veoturg.pageSize.companies', '30');
    expect(readStoredPageSize('companies', storage)).toBe(25);
    expect(readStoredPageSize('companies', null)).toBe(25);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readStoredPageSize('cargo', broken)).toBe(25);
    expect(() => storePageSize('cargo', 10, broken)).not.toThrow();
  });
});
