import type { Profile, ProfileBody } from '@domain/contract/profile';

type ProfileFormValues = { [K in keyof Required<ProfileBody>]: string };

/** The form's values of a stored profile: a field not given is an empty box. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    contactPerson: profile.contactPerson ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
  };
}
