import { describe, expect, it } from 'vitest';
import { offeredDurations, offeredReactivationDurations, parsePublishingInfo } from './use-publishing-info';

describe('what the plan allows, as GET /api/me/publishing says', () => {
  it('reads a premium answer with the profile contact', () => {
    expect(
      parsePublishingInfo({
        hasPremiumAccess: true,
        durations: [1, 3, 5, 7, 14, 21, 30],
        reactivationDurations: [7, 14, 30],
        templatesAllowed: true,
        contact: {
          companyName: 'Veod OÜ',
          contactPerson: ' ',
          contactPhone: '+372 5000 0000',
          contactEmail: null,
        },
      }),
    ).toEqual({
      hasPremiumAccess: true,
      durations: [1, 3, 5, 7, 14, 21, 30],
      reactivationDurations: [7, 14, 30],
      templatesAllowed: true,
      contact: {
        companyName: 'Veod OÜ',
        contactPerson: null,
        contactPhone: '+372 5000 0000',
        contactEmail: null,
      },
    });
  });

  it('falls back to the free plan for anything missing or malformed', () => {
    expect(parsePublishingInfo({ durations: ['30'], templatesAllowed: 'yes' })).toMatchObject({
      hasPremiumAccess: false,
      durations: [1, 3, 5, 7],
      reactivationDurations: [7],
      templatesAllowed: false,
    });
    expect(parsePublishingInfo(null).contact).toEqual({
      companyName: null,
      contactPerson: null,
      contactPhone: null,
      contactEmail: null,
    });
  });
});

describe('the durations the forms offer', () => {
  it("are the free plan's until the plan is known or when asking failed", () => {
    expect(offeredDurations(undefined)).toEqual([1, 3, 5, 7]);
    expect(offeredReactivationDurations(undefined)).toEqual([7]);
  });

  it("are the plan's once the server said", () => {
    const premium = parsePublishingInfo({
      durations: [1, 3, 5, 7, 14, 21, 30],
      reactivationDurations: [7, 14, 30],
    });
    expect(offeredDurations(premium)).toEqual([1, 3, 5, 7, 14, 21, 30]);
    expect(offeredReactivationDurations(premium)).toEqual([7, 14, 30]);
    const free = parsePublishingInfo({ durations: [1, 3, 5, 7], reactivationDurations: [7] });
    expect(offeredDurations(free)).toEqual([1, 3, 5, 7]);
    expect(offeredReactivationDurations(free)).toEqual([7]);
  });
});
