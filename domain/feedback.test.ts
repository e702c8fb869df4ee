import { describe, expect, it } from 'vitest';
import { FEEDBACK_TYPES, feedbackPriority } from './feedback';

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
