import { describe, expect, it } from 'vitest';
import {
  commentAudience,
  commentMailRecipients,
  digestWindow,
  type NotifiableMember,
} from './comment-notifications.ts';

const members: NotifiableMember[] = [
  { userId: 1, email: 'admin@example.com', role: 'ADMIN', mode: 'EACH' },
  { userId: 2, email: 'autora@example.com', role: 'AUTHOR', mode: 'EACH' },
  { userId: 3, email: 'otro@example.com', role: 'AUTHOR', mode: 'EACH' },
  { userId: 4, email: 'resumen@example.com', role: 'ADMIN', mode: 'DIGEST' },
  { userId: 5, email: 'nada@example.com', role: 'ADMIN', mode: 'OFF' },
];
const visitor = {
  status: 'PENDING' as const,
  isStaffReply: false,
  authorEmail: 'ana@example.com',
  postAuthorId: 2,
};
const ids = (list: NotifiableMember[]) => list.map((m) => m.userId);

describe('who hears of a new comment', () => {
  it('the post’s author and every admin, each once; mails only to those who want each one', () => {
    expect(ids(commentAudience(visitor, [...members, members[0]!]))).toEqual([1, 2, 4, 5]);
    expect(ids(commentMailRecipients(visitor, members))).toEqual([1, 2]);
  });

  it('an admin who is also the post’s author is mailed once', () => {
    expect(ids(commentMailRecipients({ ...visitor, postAuthorId: 1 }, members))).toEqual([1]);
  });

  it('never the member who wrote it, whatever the case of the address', () => {
    const own = { ...visitor, authorEmail: ' Admin@Example.com ' };
    expect(ids(commentMailRecipients(own, members))).toEqual([2]);
  });

  it('the blog’s own replies and comments sent to Spam are nobody’s news', () => {
    expect(commentAudience({ ...visitor, isStaffReply: true }, members)).toEqual([]);
    expect(commentAudience({ ...visitor, status: 'SPAM' }, members)).toEqual([]);
  });
});

describe('the digest’s day', () => {
  it('is the whole UTC day before, whatever the hour it is sent', () => {
    const late = digestWindow(new Date('2026-03-10T23:59:00Z'));
    expect(late).toEqual({
      day: '2026-03-09',
      since: new Date('2026-03-09T00:00:00Z'),
      until: new Date('2026-03-10T00:00:00Z'),
    });
    expect(digestWindow(new Date('2026-03-10T00:00:00Z')).day).toBe('2026-03-09');
  });
});
