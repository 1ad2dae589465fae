import { describe, expect, it } from 'vitest';
import * as blogs from './blogs.es.ts';
import * as categories from './categories.es.ts';
import * as commentNotifications from './comment-notifications.es.ts';
import * as comments from './comments.es.ts';
import * as counted from './counted.es.ts';
import * as dates from './dates.es.ts';
import * as design from './design.es.ts';
import * as fields from './fields.es.ts';
import * as images from './images.es.ts';
import * as invitations from './invitations.es.ts';
import * as login from './login.es.ts';
import * as members from './members.es.ts';
import * as memberships from './memberships.es.ts';
import * as newsletter from './newsletter.es.ts';
import * as posts from './posts.es.ts';
import * as publishing from './publishing.es.ts';
import * as recommendations from './recommendations.es.ts';
import * as schedule from './schedule.es.ts';
import * as server from './server.es.ts';
import * as sessions from './sessions.es.ts';
import * as signup from './signup.es.ts';
import * as transfers from './transfers.es.ts';
import * as twoFactor from './two-factor.es.ts';
import * as users from './users.es.ts';

const CATALOGUES = {
  blogs,
  categories,
  commentNotifications,
  comments,
  counted,
  dates,
  design,
  fields,
  images,
  invitations,
  login,
  members,
  memberships,
  newsletter,
  posts,
  publishing,
  recommendations,
  schedule,
  server,
  sessions,
  signup,
  transfers,
  twoFactor,
  users,
};

/** Every sentence of a catalogue, by its path; a message built from values is asked with one and with two. */
function sentences(value: unknown, path: string, out: [string, unknown][]) {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    for (const n of [1, 2]) {
      let text: unknown;
      try {
        text = value(...Array.from({ length: Math.max(1, value.length) }, () => n));
      } catch {
        text = value(...Array.from({ length: Math.max(1, value.length) }, () => String(n)));
      }
      out.push([`${path}(${n})`, text]);
    }
  } else if (value && typeof value === 'object' && !(value instanceof RegExp))
    for (const [key, inner] of Object.entries(value)) sentences(inner, `${path}.${key}`, out);
  return out;
}

describe('the message catalogues', () => {
  for (const [name, catalogue] of Object.entries(CATALOGUES)) {
    it(`${name}: every message is a sentence, never empty or half-built`, () => {
      const all = sentences(catalogue, name, []);
      expect(all.length).toBeGreaterThan(0);
      for (const [path, text] of all) {
        // A catalogue's helpers may count (a percentage for a progress text).
        if (typeof text === 'number') {
          expect(Number.isFinite(text), path).toBe(true);
          continue;
        }
        expect(typeof text, path).toBe('string');
        expect((text as string).trim(), path).not.toBe('');
        // A fixed sentence must read whole; one built from values is asked with stand-ins here.
        if (!path.endsWith(')'))
          expect(text as string, path).not.toMatch(/undefined|NaN|\[object /);
      }
    });
  }
});
