import { describe, expect, it } from 'vitest';
import { homeShellFile, listDensityOf, marketTabOf } from './home-tabs';

describe('the home page files the build writes and the server sends', () => {
  it('names one per tab and density, index.html for the default ones', () => {
    expect(homeShellFile('cargo')).toBe('index.html');
    expect(homeShellFile('transport')).toBe('index-transport.html');
    expect(homeShellFile('cargo', 'compact')).toBe('index-compact.html');
    expect(homeShellFile('companies', 'compact')).toBe('index-companies-compact.html');
    expect(homeShellFile('transport', 'comfortable')).toBe('index-transport.html');
  });

  it('reads a density from the cookie, the roomy one for anything else', () => {
    expect(listDensityOf('compact')).toBe('compact');
    expect(listDensityOf('Compact')).toBe('comfortable');
    expect(listDensityOf(undefined)).toBe('comfortable');
    expect(marketTabOf('KAUBAD')).toBe('cargo');
  });
});
