import {
  accentPalette,
  CUSTOM_CSS_MAX_BYTES,
  DESIGN_MESSAGES,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, makeDemoPro, type Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { uploadImage } from '../../test/upload-image.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

beforeEach(async () => {
  await t.reseed();
  s = await loadSession(t);
});

const put = (body: unknown, token = s.tokens.admin, blog: number = s.demo.id) =>
  call(t, 'PUT', '/api/settings', { token, blog, body });
const get = (token = s.tokens.admin, blog: number = s.demo.id) =>
  call(t, 'GET', '/api/settings', { token, blog });

/** The 400's one detail: where and what. */
const detail = (res: Awaited<ReturnType<typeof put>>) =>
  (res.json.details as { path: string; message: string }[] | undefined)?.[0];

describe('design settings', () => {
  it('keeps the accent colour as #rrggbb and answers its palette with both contrast figures', async () => {
    const res = await put({ accentColor: ' #E07000 ' });
    expect(res.status).toBe(200);
    expect(res.json.accentColor).toBe('#e07000');
    expect(res.json.accentPalette).toEqual(accentPalette('#e07000'));
    expect((await get()).json.accentColor).toBe('#e07000');
    expect((await put({ accentColor: '' })).json.accentColor).toBeNull();
    expect((await put({ accentColor: '#06c' })).json.accentColor).toBe('#0066cc');
    expect((await put({ accentColor: null })).json).toMatchObject({
      accentColor: null,
      accentPalette: null,
    });
  });

  it('refuses what is not a hex colour, in Spanish, writing nothing', async () => {
    for (const accentColor of ['azul', '#12345', 'rgb(0,0,0)', 12, true]) {
      const res = await put({ title: 'No cambia', accentColor });
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual(expect.any(String));
      expect(detail(res)).toEqual({
        path: 'accentColor',
        message: DESIGN_MESSAGES.accentColorInvalid,
      });
    }
    expect((await get()).json.title).toBe('Blog de demostración');
  });

  it('takes fonts from the curated list only', async () => {
    const res = await put({ headingFont: 'source-serif-4', bodyFont: 'inter' });
    expect(res.json).toMatchObject({ headingFont: 'source-serif-4', bodyFont: 'inter' });
    for (const font of ['Comic Sans', 'arial', 3]) {
      const refused = await put({ bodyFont: font });
      expect(refused.status).toBe(400);
      expect(detail(refused)).toEqual({ path: 'bodyFont', message: DESIGN_MESSAGES.fontInvalid });
    }
    const cleared = await put({ headingFont: null, bodyFont: '' });
    expect(cleared.json).toMatchObject({ headingFont: null, bodyFont: null });
  });

  it('takes the blog’s own library images as logo and icon, and null unsets them', async () => {
    const logo = await uploadImage(t, s.tokens.admin, s.demo.uuid);
    const icon = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 64, height: 64 });
    const res = await put({ logoId: logo, faviconId: String(icon) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ logoId: logo, faviconId: icon });
    expect((await put({ logoId: null, faviconId: '' })).json).toMatchObject({
      logoId: null,
      faviconId: null,
    });
  });

  it('refuses an image of another blog, an unknown id and what is not an id', async () => {
    const theirs = await uploadImage(t, s.tokens.pro, s.pro.uuid);
    const logo = await put({ logoId: theirs });
    expect(logo.status).toBe(400);
    expect(detail(logo)).toEqual({ path: 'logoId', message: DESIGN_MESSAGES.logoInvalid });
    const icon = await put({ faviconId: 999_999 });
    expect(detail(icon)).toEqual({ path: 'faviconId', message: DESIGN_MESSAGES.faviconInvalid });
    const text = await put({ faviconId: 'icono' });
    expect(text.status).toBe(400);
    expect(detail(text)).toEqual({ path: 'faviconId', message: DESIGN_MESSAGES.faviconInvalid });
    expect((await get()).json).toMatchObject({ logoId: null, faviconId: null });
  });

  it('makes an unsaved editor upload chosen as logo the library’s, and clears it when deleted', async () => {
    const upload = await uploadImage(t, s.tokens.admin, s.demo.uuid, undefined, {
      entityType: 'post',
    });
    expect((await put({ logoId: upload })).status).toBe(200);
    const row = await t.db.query.media.findFirst({ where: (m, { eq }) => eq(m.id, upload) });
    expect(row?.entityType).toBe('general');
    const deleted = await call(t, 'DELETE', `/api/media/${upload}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(deleted.status).toBe(204);
    expect((await get()).json.logoId).toBeNull();
  });

  it('refuses custom CSS on a FREE blog (403) and keeps it on PRO', async () => {
    const free = await put({ customCss: 'a{color:#c00}' });
    expect(free.status).toBe(403);
    expect(free.json.error).toBe(SERVER_MESSAGES.proRequired);
    expect((await put({ customCss: null })).status).toBe(200);
    expect((await put({ customCss: '  ' })).json.customCss).toBeNull();
    await makeDemoPro(t, s);
    const pro = await put({ customCss: 'a{color:#c00}' });
    expect(pro.status).toBe(200);
    expect(pro.json.customCss).toBe('a{color:#c00}');
  });

  it('contains custom CSS: no <, no @import, nothing of another origin, at most 50 KB', async () => {
    await makeDemoPro(t, s);
    const cases: [string, string][] = [
      ['a{}</style><script>alert(1)</script>', DESIGN_MESSAGES.customCssAngleBracket],
      ['@import url(https://evil.example/x.css);', DESIGN_MESSAGES.customCssImport],
      ['body{background:url(https://evil.example/t.png)}', DESIGN_MESSAGES.customCssOtherOrigin],
      [`a{content:"${'x'.repeat(CUSTOM_CSS_MAX_BYTES)}"}`, DESIGN_MESSAGES.customCssTooLong(50)],
    ];
    for (const [customCss, message] of cases) {
      const res = await put({ customCss });
      expect(res.status).toBe(400);
      expect(detail(res)).toEqual({ path: 'customCss', message });
    }
    expect(detail(await put({ customCss: 42 }))).toEqual({
      path: 'customCss',
      message: DESIGN_MESSAGES.customCssNotText,
    });
    expect((await get()).json.customCss).toBeNull();
  });

  it('lets a blog back on FREE send back the CSS it kept, and clear it, but not change it', async () => {
    await makeDemoPro(t, s);
    await put({ customCss: 'a{color:#c00}' });
    await call(t, 'PATCH', `/api/blogs/${s.demo.id}`, {
      token: s.tokens.super,
      body: { plan: 'FREE' },
    });
    expect((await put({ customCss: 'a{color:#c00}' })).status).toBe(200);
    expect((await put({ customCss: 'a{color:#00c}' })).status).toBe(403);
    expect((await put({ customCss: '' })).json.customCss).toBeNull();
  });

  it('accepts GET’s answer back whole: unset ids as null, read-only fields ignored', async () => {
    // Unset: every design field null.
    const blank = (await get()).json;
    const same = await put(blank);
    expect(same.status).toBe(200);
    expect(same.json).toEqual(blank);
    // Set: the same answer again, the palette and plan read-only.
    await makeDemoPro(t, s);
    const logo = await uploadImage(t, s.tokens.admin, s.demo.uuid);
    await put({
      accentColor: '#ffd400',
      headingFont: 'lora',
      bodyFont: 'open-sans',
      logoId: logo,
      faviconId: logo,
      coverImageId: logo,
      socialImageId: logo,
      customCss: '.brand{letter-spacing:.02em}',
      codeInjectionHead: '<script>window.a=1</script>',
      codeInjectionFoot: '<p>Pie</p>',
      scriptOrigins: ['https://cdn.example.com'],
      headerStyle: 'centered',
      homeLayout: 'grid',
      showExcerpt: false,
      footerText: 'Desde Lima',
      footerLinks: [{ label: 'Contacto', url: '/contacto' }],
    });
    const answer = (await get()).json;
    const again = await put({ ...answer, accentPalette: { made: 'up' }, plan: 'FREE' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(answer);
    expect(answer).toMatchObject({
      plan: 'PRO',
      logoId: logo,
      accentColor: '#ffd400',
      codeInjectionFoot: '<p>Pie</p>',
      scriptOrigins: ['https://cdn.example.com'],
      homeLayout: 'grid',
      footerLinks: [{ label: 'Contacto', url: '/contacto' }],
      coverImageId: logo,
      socialImageId: logo,
    });
  });

  it('leaves the design to the blog’s ADMIN', async () => {
    expect((await put({ accentColor: '#000000' }, s.tokens.author)).status).toBe(403);
    expect((await call(t, 'PUT', '/api/settings', { blog: s.demo.id, body: {} })).status).toBe(401);
  });
});
