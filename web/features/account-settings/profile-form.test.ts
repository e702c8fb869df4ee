import { describe, expect, it } from 'vitest';
import { profileBodySchema } from '@domain/contract/profile';
import { profileFormValues } from './profile-form';

describe('profileFormValues', () => {
  it('shows a field not given as an empty box', () => {
    expect(
      profileFormValues({ email: 'mari@firma.ee', contactPerson: null, phone: null, address: null }),
    ).toEqual({ contactPerson: '', phone: '', address: '' });
  });

  it('gives back what was saved, so saving it again changes nothing', () => {
    const saved = {
      email: 'mari@firma.ee',
      contactPerson: 'Mari',
      phone: '+372 5555 0101',
      address: 'Tartu',
    };
    const values = profileFormValues(saved);
    expect(values).toEqual({ contactPerson: 'Mari', phone: '+372 5555 0101', address: 'Tartu' });
    expect(profileBodySchema.parse(values)).toEqual({
      contactPerson: 'Mari',
      phone: '+372 5555 0101',
      address: 'Tartu',
    });
  });
});
