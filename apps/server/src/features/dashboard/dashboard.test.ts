import type { DashboardSummary } from '@bitacora/api/schemas';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

const summary = async (token: string, blog: number) => {
  const res = await call(t, 'GET', `/api/dashboard?blogId=${blog}`, { token });
  return { status: res.status, json: res.json as DashboardSummary };
};

describe('GET /api/dashboard', () => {
  it('gives an ADMIN of a FREE blog the steps, pending comments and subscribers, no visits', async () => {
    const res = await summary(s.tokens.admin, s.demo.id);
    expect(res.status).toBe(200);
    const pending = await call(t, 'GET', `/api/comments/pending-count?blogId=${s.demo.id}`, {
      token: s.tokens.admin,
    });
    expect(res.json).toMatchObject({
      plan: 'FREE',
      pendingComments: pending.json.count,
      visits: null,
      checklist: { firstPost: true, design: false },
    });
    expect(typeof res.json.subscribers).toBe('number');
  });

  it('counts a step once its row is there: the design once the template changes', async () => {
    const before = await summary(s.tokens.admin, s.demo.id);
    expect(before.json.checklist?.design).toBe(false);
    const changed = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { template: 'minimal' },
    });
    expect(changed.status).toBe(200);
    expect((await summary(s.tokens.admin, s.demo.id)).json.checklist?.design).toBe(true);
    await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { template: 'default' },
    });
  });

  it('gives a PRO blog seven days of visits, oldest first, ending today', async () => {
    const res = await summary(s.tokens.pro, s.pro.id);
    expect(res.status).toBe(200);
    expect(res.json.plan).toBe('PRO');
    const days = (res.json.visits ?? []).map((point) => point.day);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toBe(t.deps.now().toISOString().slice(0, 10));
    expect([...days].sort()).toEqual(days);
  });

  it('shows an AUTHOR only its own posts’ pending comments: no subscribers, steps or visits', async () => {
    const res = await summary(s.tokens.author, s.demo.id);
    expect(res.status).toBe(200);
    const pending = await call(t, 'GET', `/api/comments/pending-count?blogId=${s.demo.id}`, {
      token: s.tokens.author,
    });
    expect(res.json).toEqual({
      plan: 'FREE',
      pendingComments: pending.json.count,
      subscribers: null,
      checklist: null,
      visits: null,
    });
  });

  it('needs a sign-in and a blog the user belongs to', async () => {
    expect((await call(t, 'GET', `/api/dashboard?blogId=${s.demo.id}`, {})).status).toBe(401);
    expect((await summary(s.tokens.author, s.pro.id)).status).toBe(404);
  });
});
