import { describe, expect, it } from 'vitest';
import { readOwnVisit, signOwnVisit } from '../analytics/index.ts';
import { formTiming, issueFormToken } from '../comments/index.ts';
import { downloadToken } from '../transfers/index.ts';

/*
 * The tokens already out (open comment forms, members' cookies, mailed download links) must
 * keep verifying: each is pinned to the string the server has always made for these inputs.
 */
const secret = new TextEncoder().encode('a-secret-of-thirty-two-bytes-at-least!');
const at = new Date('2026-11-26T12:00:00.000Z');
const postUuid = '0195f3c2-7a1b-7c00-8000-000000000001';

describe('the signed tokens keep their formats', () => {
  it('the comment form token', () => {
    const token = issueFormToken(secret, postUuid, at);
    expect(token).toBe('1795694400000.muOWNkb7pgXO8qHEUFBG24mAMXS8d3rwd94wnTSUEeQ');
    expect(formTiming(secret, postUuid, token, new Date(at.getTime() + 60_000))).toBe('ok');
  });

  it('the own-visit link and mark', () => {
    const link = signOwnVisit(secret, 'link', 42, at).token;
    const mark = signOwnVisit(secret, 'mark', 42, at).token;
    expect(link).toBe('42.1795698000.uWPzpQOl_YEWV22Hxvbg1twQ_sIaLbeS');
    expect(mark).toBe('42.1811289600.Yqz2lsDzzhv4R1iMNVNmX08PZ6G7I_5R');
    expect(readOwnVisit(secret, 'link', link, at.getTime())).toBe(42);
    expect(readOwnVisit(secret, 'mark', mark, at.getTime())).toBe(42);
    expect(readOwnVisit(secret, 'mark', link, at.getTime())).toBeNull();
  });

  it('the export download token', () => {
    const uuid = '0195f3c2-7a1b-7c00-8000-000000000002';
    expect(downloadToken(secret, { uuid, expiresAt: at })).toBe(
      `${uuid}.1LwBDzyTLWGl9BCYjEY0BDmUr-oA9uDGdCt2JeYbr2s`,
    );
  });
});
