import { describe, expect, it } from 'vitest';
import { publishingInfoSchema, type PublishingInfo } from '@domain/contract/my-listings';
import { offeredDurations, offeredReactivationDurations } from './use-publishing-info';

const contact = { companyName: null, contactPerson: null, contactPhone: null, contactEmail: null };

function info(durations: number[], reactivationDurations: number[]): PublishingInfo {
  return { hasPremiumAccess: false, durations, reactivationDurations, templatesAllowed: false, contact };
}

describe('what the plan allows, as GET /api/me/publishing says', () => {
  it('the contract reads a premium answer with the profile contact', () => {
    const premium = {
      hasPremiumAccess: true,
      durations: [1, 3, 5, 7, 14, 21, 30],
      reactivationDurations: [7, 14, 30],
      templatesAllowed: true,
      contact: { ...contact, companyName: 'Veod OÜ', contactPhone: '+372 5000 0000' },
    };
    expect(publishingInfoSchema.parse(premium)).toEqual(premium);
  });

  it('the contract refuses a malformed answer, so no form offers what the server would refuse', () => {
    expect(publishingInfoSchema.safeParse({ durations: ['30'], templatesAllowed: 'yes' }).success).toBe(
      false,
    );
    expect(publishingInfoSchema.safeParse(null).success).toBe(false);
  });
});

describe('the durations the forms offer', () => {
  it("are the free plan's until the plan is known or when asking failed", () => {
    expect(offeredDurations(undefined)).toEqual([1, 3, 5, 7]);
    expect(offeredReactivationDurations(undefined)).toEqual([7]);
  });

  it("are the plan's once the server said", () => {
    const premium = info([1, 3, 5, 7, 14, 21, 30], [7, 14, 30]);
    expect(offeredDurations(premium)).toEqual([1, 3, 5, 7, 14, 21, 30]);
    expect(offeredReactivationDurations(premium)).toEqual([7, 14, 30]);
    const free = info([1, 3, 5, 7], [7]);
    expect(offeredDurations(free)).toEqual([1, 3, 5, 7]);
    expect(offeredReactivationDurations(free)).toEqual([7]);
  });
});
