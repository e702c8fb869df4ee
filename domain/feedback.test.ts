import { describe, expect, it } from 'vitest';
import { adminFeedbackPriority, FEEDBACK_TYPES, feedbackPriority } from './feedback';

describe('feedbackPriority', () => {
  it('makes a bug report high and every other type medium', () => {
    expect(Object.fromEntries(FEEDBACK_TYPES.map((type) => [type, feedbackPriority(type)]))).toEqual({
      feedback: 'medium',
      bug: 'high',
      feature: 'medium',
      support: 'medium',
    });
  });
});

describe('adminFeedbackPriority', () => {
  it('keeps the known priorities and reads anything else as low', () => {
    expect(['low', 'medium', 'high'].map(adminFeedbackPriority)).toEqual(['low', 'medium', 'high']);
    expect(['urgent', '', 'HIGH', null, undefined].map(adminFeedbackPriority)).toEqual([
      'low',
      'low',
      'low',
      'low',
      'low',
    ]);
  });
});
