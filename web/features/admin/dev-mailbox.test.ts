import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { mailboxSchema } from '@domain/contract/dev-mailbox';
import { isMailboxUnavailable, isSafeLink, mailboxStatusLabel, newestFirst } from './dev-mailbox';

const message = (id: string, createdAt: string) => ({
  id,
  to: 'uus@veoturg.ee',
  subject: 'Kinnitage oma e-posti aadress',
  text: 'Tere!',
  links: ['http://localhost:3000/api/auth/verify-email?token=abc'],
  createdAt,
  status: 'sent',
});

describe('the mailbox', () => {
  it('orders the messages newest first', () => {
    const parsed = newestFirst([
      message('a', '2026-03-01T08:00:00Z'),
      message('b', '2026-03-02T08:00:00Z'),
      message('c', 'x'),
    ]);
    expect(parsed.map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('refuses an answer without a list or with a link that is not text', () => {
    expect(mailboxSchema.safeParse({}).success).toBe(false);
    expect(mailboxSchema.safeParse(null).success).toBe(false);
    const odd = { items: [{ ...message('a', '2026-03-01T08:00:00Z'), links: ['/x', 3] }] };
    expect(mailboxSchema.safeParse(odd).success).toBe(false);
  });
});

describe('isSafeLink', () => {
  it.each([
    ['http://localhost:3000/reset-password?token=1', true],
    ['https://veoturg.ee/?confirmed=1', true],
    ['/reset-password?token=1', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['mailto:tugi@veoturg.ee', false],
    ['not a url', false],
  ])('%s -> %s', (link, safe) => {
    expect(isSafeLink(link)).toBe(safe);
  });
});

it('names the outbox states in Estonian and passes unknown ones through', () => {
  expect(mailboxStatusLabel('sent')).toBe('Saadetud');
  expect(mailboxStatusLabel('pending')).toBe('Ootel');
  expect(mailboxStatusLabel('failed')).toBe('Ebaõnnestus');
  expect(mailboxStatusLabel('bounced')).toBe('bounced');
});

it('treats only a 404 as "no mailbox here"', () => {
  expect(isMailboxUnavailable(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(true);
  expect(isMailboxUnavailable(new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
  expect(isMailboxUnavailable(new Error('x'))).toBe(false);
});
