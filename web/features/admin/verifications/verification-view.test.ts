import { describe, expect, it } from 'vitest';
import { apiStatus, noteError, readStatusChoice, statusParam } from './verification-view';

describe('the verification queue in the address', () => {
  it('shows the pending requests when the address names no status, or one the API does not know', () => {
    expect(readStatusChoice('')).toBe('pending');
    expect(readStatusChoice('waiting')).toBe('pending');
    expect(readStatusChoice('rejected')).toBe('rejected');
    expect(readStatusChoice('all')).toBe('all');
  });

  it('leaves the default out of the address and writes "all" explicitly', () => {
    expect(statusParam('pending')).toBe('');
    expect(statusParam('verified')).toBe('verified');
    expect(statusParam('all')).toBe('all');
    for (const choice of ['pending', 'verified', 'all'] as const)
      expect(readStatusChoice(statusParam(choice))).toBe(choice);
  });

  it('asks the API for one status, or for none when every status is chosen', () => {
    expect(apiStatus('all')).toBe('');
    expect(apiStatus('pending')).toBe('pending');
    expect(apiStatus('unverified')).toBe('unverified');
  });
});

describe('deciding a request', () => {
  it('needs a note to reject, none to verify', () => {
    expect(noteError('rejected', '  ')).toBe('Tagasilükkamisel kirjutage kasutajale põhjus');
    expect(noteError('rejected', 'Kood ei klapi')).toBeNull();
    expect(noteError('verified', '')).toBeNull();
  });
});
