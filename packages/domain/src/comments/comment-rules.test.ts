import { describe, expect, it } from 'vitest';
import {
  commentingClosed,
  commentRulesOf,
  containsPhrase,
  countLinks,
  DEFAULT_COMMENT_RULES,
  heldWordIn,
  initialCommentStatus,
  isBlocked,
} from './comment-rules.ts';

const now = new Date('2026-11-26T10:00:00Z');
const rules = (extra: Partial<typeof DEFAULT_COMMENT_RULES> = {}) => commentRulesOf(extra);

describe('comment rules', () => {
  it('reads missing rules as the defaults', () => {
    expect(commentRulesOf(null)).toEqual(DEFAULT_COMMENT_RULES);
    expect(commentRulesOf({ maxLinks: 5 })).toMatchObject({ maxLinks: 5, enabled: true });
  });

  it('counts links with a scheme, www., BBCode and anchors', () => {
    expect(countLinks('sin enlaces')).toBe(0);
    expect(countLinks('http://a.es y https://b.es y www.c.es')).toBe(3);
    expect(countLinks('[url=x]y[/url] <a href="z">z</a>')).toBe(2);
  });

  it('finds held words as whole words, case and accents aside', () => {
    expect(containsPhrase('Qué RÁPIDO llegó', 'rapido')).toBe(true);
    expect(containsPhrase('rapidísimo', 'rapido')).toBe(false);
    expect(containsPhrase('dinero   fácil ya', 'Dinero facil')).toBe(true);
    expect(containsPhrase('cuesta 5.99 euros', '5.99')).toBe(true);
    expect(containsPhrase('cuesta 5x99 euros', '5.99')).toBe(false);
    expect(heldWordIn('hola', ['', '  '])).toBeNull();
    expect(heldWordIn('tonto el que lo lea', ['idiota', 'tonto'])).toBe('tonto');
  });

  it('closes a blog, a post, or posts older than the days given', () => {
    const post = { commentsClosed: false, publishedAt: new Date('2026-11-01T10:00:00Z') };
    expect(commentingClosed(rules(), post, now)).toBeNull();
    expect(commentingClosed(rules({ enabled: false }), post, now)).toBe('blog');
    expect(commentingClosed(rules(), { ...post, commentsClosed: true }, now)).toBe('post');
    expect(commentingClosed(rules({ closeAfterDays: 30 }), post, now)).toBeNull();
    expect(commentingClosed(rules({ closeAfterDays: 20 }), post, now)).toBe('age');
    expect(
      commentingClosed(rules({ closeAfterDays: 0 }), { ...post, publishedAt: null }, now),
    ).toBe(null);
  });

  it('blocks an email (any case) or an address hash until its expiry', () => {
    const blocked = rules({
      blocked: [
        { kind: 'email', value: 'Troll@Example.com', expiresAt: null },
        { kind: 'ip', hash: 'abc', expiresAt: '2026-12-01T00:00:00Z' },
        { kind: 'ip', hash: 'old', expiresAt: '2026-11-01T00:00:00Z' },
      ],
    });
    expect(isBlocked(blocked, { email: 'troll@example.com', ipHash: 'x' }, now)).toBe(true);
    expect(isBlocked(blocked, { email: 'ana@example.com', ipHash: 'abc' }, now)).toBe(true);
    expect(isBlocked(blocked, { email: 'ana@example.com', ipHash: 'old' }, now)).toBe(false);
    expect(isBlocked(blocked, { email: 'ana@example.com', ipHash: 'x' }, now)).toBe(false);
  });

  it('decides the first status: spam, held (too fast too), approved for the known, else pending', () => {
    const base = {
      rules: rules({ heldWords: ['idiota'], autoApproveKnown: true }),
      content: 'Muy bueno',
      spam: false,
      timing: 'ok' as const,
      knownCommenter: false,
    };
    expect(initialCommentStatus(base)).toEqual({ status: 'PENDING', reason: 'moderation' });
    expect(initialCommentStatus({ ...base, knownCommenter: true }).status).toBe('APPROVED');
    expect(initialCommentStatus({ ...base, knownCommenter: true, timing: 'missing' }).status).toBe(
      'PENDING',
    );
    // Too fast is held in the queue, as the sender is told, never approved; with a spam score
    // it is spam.
    expect(initialCommentStatus({ ...base, timing: 'too-fast' })).toEqual({
      status: 'PENDING',
      reason: 'too-fast',
    });
    expect(initialCommentStatus({ ...base, knownCommenter: true, timing: 'too-fast' }).status).toBe(
      'PENDING',
    );
    expect(initialCommentStatus({ ...base, timing: 'too-fast', spam: true }).status).toBe('SPAM');
    expect(initialCommentStatus({ ...base, timing: 'invalid' }).status).toBe('SPAM');
    expect(initialCommentStatus({ ...base, spam: true }).reason).toBe('score');
    const links = { ...base, knownCommenter: true, content: 'http://a http://b http://c' };
    expect(initialCommentStatus(links)).toEqual({ status: 'PENDING', reason: 'links' });
    const word = { ...base, knownCommenter: true, content: 'Eres un IDIOTA' };
    expect(initialCommentStatus(word)).toEqual({ status: 'PENDING', reason: 'word' });
    expect(initialCommentStatus({ ...base, rules: rules(), knownCommenter: true }).status).toBe(
      'PENDING',
    );
  });
});
