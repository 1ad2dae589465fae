import {
  CONTENT_FIELD_MESSAGES,
  normalizeSubdomain,
  socialLinkMessage,
  validateCustomDomain,
  validateGoogleAnalyticsId,
  validateSubdomain,
} from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  blogIdQuerySchema,
  bulkPagesBodySchema,
  bulkPostsBodySchema,
  checkSlugQuerySchema,
  commentActionSchema,
  createBlogBodySchema,
  createCategoryBodySchema,
  createCommentBodySchema,
  createInvitationBodySchema,
  createMenuItemBodySchema,
  createPageBodySchema,
  createPostBodySchema,
  createSeriesBodySchema,
  createUserBodySchema,
  deleteCategoryQuerySchema,
  fromRule,
  IMAGE_ADDRESS_MESSAGE,
  listCommentsQuerySchema,
  listPostsQuerySchema,
  loginBodySchema,
  numericIdParamSchema,
  paginationQuerySchema,
  postSchema,
  reorderMenuBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  toValidationErrorBody,
  updateBlogBodySchema,
  updatePageBodySchema,
  updatePostBodySchema,
  updateSettingsBodySchema,
  updateUserBodySchema,
  uploadMediaFieldsSchema,
  verifyOtpBodySchema,
} from '../index.ts';

const UUID = '3f2a7c1e-9b4d-4e8a-a1c2-0d5e6f7a8b9c';

const post = {
  title: '  Hola mundo  ',
  content: '<p>Contenido</p>',
  excerpt: 'Un resumen',
  slug: 'hola-mundo',
};

/** The first issue's message, or undefined when the value is valid. */
function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('fromRule', () => {
  it("turns a domain rule's message into a zod issue, and passes what the rule keeps", () => {
    const schema = z
      .string()
      .superRefine(fromRule((value: string) => (value === 'no' ? 'No vale' : null)));
    expect(schema.safeParse('sí').success).toBe(true);
    const refused = schema.safeParse('no');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([{ code: 'custom', message: 'No vale', path: [] }]);
  });
});

describe('post bodies', () => {
  it('reads the status in either case and defaults to DRAFT', () => {
    expect(createPostBodySchema.parse({ ...post, status: 'published' }).status).toBe('PUBLISHED');
    expect(createPostBodySchema.parse({ ...post, status: 'Draft' }).status).toBe('DRAFT');
    expect(createPostBodySchema.parse({ ...post, status: 'DRAFT' }).status).toBe('DRAFT');
    expect(createPostBodySchema.parse(post).status).toBe('DRAFT');
    expect(firstMessage(createPostBodySchema.safeParse({ ...post, status: 'archived' }))).toBe(
      'El estado debe ser DRAFT, PUBLISHED o SCHEDULED',
    );
    expect(firstMessage(createPostBodySchema.safeParse({ ...post, status: 'trashed' }))).toBe(
      'El estado debe ser DRAFT, PUBLISHED o SCHEDULED',
    );
  });

  it('reads a scheduled time as an instant with its offset', () => {
    const body = createPostBodySchema.parse({
      ...post,
      status: 'scheduled',
      publishAt: '2027-03-28T03:30:00+02:00',
    });
    expect(body.status).toBe('SCHEDULED');
    expect(body.publishAt?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(updatePostBodySchema.parse({ publishAt: null })).toEqual({ publishAt: null });
    // A time without its offset could be any zone's: refused.
    expect(firstMessage(updatePostBodySchema.safeParse({ publishAt: '2027-03-28T03:30' }))).toBe(
      'La fecha de publicación no es válida',
    );
  });

  it('trims the title and requires it, in Spanish', () => {
    expect(createPostBodySchema.parse(post).title).toBe('Hola mundo');
    expect(firstMessage(createPostBodySchema.safeParse({ ...post, title: '   ' }))).toBe(
      'El título es obligatorio',
    );
    const { title: _title, ...noTitle } = post;
    expect(firstMessage(createPostBodySchema.safeParse(noTitle))).toBe('El título es obligatorio');
  });

  it('takes an excerpt of 160 characters and refuses 161', () => {
    expect(createPostBodySchema.safeParse({ ...post, excerpt: 'a'.repeat(160) }).success).toBe(
      true,
    );
    expect(
      firstMessage(createPostBodySchema.safeParse({ ...post, excerpt: 'a'.repeat(161) })),
    ).toBe('El extracto no puede superar los 160 caracteres');
  });

  it("applies the domain's content rule: an image or a rule is content, &nbsp; and empty tags are not", () => {
    for (const content of ['<p><img src="/media/a.png"></p>', '<hr>', '<p>x</p>']) {
      expect(createPostBodySchema.safeParse({ ...post, content }).success).toBe(true);
      expect(createPageBodySchema.safeParse({ ...post, content }).success).toBe(true);
    }
    for (const content of ['', '   ', '<p></p>', '<p>&nbsp;</p>', '<p><br></p>']) {
      expect(firstMessage(createPostBodySchema.safeParse({ ...post, content }))).toBe(
        'El contenido es obligatorio',
      );
      expect(firstMessage(createPageBodySchema.safeParse({ ...post, content }))).toBe(
        'El contenido es obligatorio',
      );
      expect(firstMessage(updatePostBodySchema.safeParse({ content }))).toBe(
        'El contenido es obligatorio',
      );
    }
  });

  it('refuses NUL bytes', () => {
    expect(firstMessage(createPostBodySchema.safeParse({ ...post, title: 'a\u0000b' }))).toBe(
      'El texto contiene caracteres no permitidos',
    );
    expect(
      firstMessage(createPostBodySchema.safeParse({ ...post, content: '<p>\u0000</p>' })),
    ).toBe('El texto contiene caracteres no permitidos');
  });

  it('reads ids from digits, sequence numbers from 1 and empty references as null', () => {
    const data = createPostBodySchema.parse({
      ...post,
      categoryId: '3',
      seriesId: '',
      sequenceNumber: 2,
      authorId: 99,
      blogId: UUID,
    });
    expect(data).toMatchObject({ categoryId: 3, seriesId: null, sequenceNumber: 2 });
    expect(createPostBodySchema.safeParse({ ...post, sequenceNumber: 0 }).success).toBe(false);
    expect(createPostBodySchema.safeParse({ ...post, sequenceNumber: 1.5 }).success).toBe(false);
  });

  it('lets an update send only some fields, without inventing a status', () => {
    expect(updatePostBodySchema.parse({ removeImage: true })).toEqual({ removeImage: true });
    expect(updatePostBodySchema.parse({ image: '/media/a.jpg', imageId: 7 })).toEqual({
      image: '/media/a.jpg',
      imageId: 7,
    });
    expect(updatePostBodySchema.parse({ status: 'published' })).toEqual({ status: 'PUBLISHED' });
  });

  it('takes an image only as a site path or an http(s) address', () => {
    for (const image of ['/media/a.jpg', 'https://cdn.example.com/a.webp', 'http://x.test/a.png']) {
      expect(updatePostBodySchema.parse({ image })).toEqual({ image });
    }
    expect(updatePostBodySchema.parse({ image: '' })).toEqual({ image: null });
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.test/a.jpg',
      'a.jpg',
    ]) {
      const result = updatePostBodySchema.safeParse({ image });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(IMAGE_ADDRESS_MESSAGE);
    }
    expect(
      createSeriesBodySchema.safeParse({ title: 'S', slug: 's', coverImage: 'javascript:x' })
        .success,
    ).toBe(false);
  });

  it('reads the list query from strings', () => {
    expect(listPostsQuerySchema.parse({ blogId: '12', includeDrafts: 'true' })).toEqual({
      blogId: 12,
      includeDrafts: true,
      page: 1,
      limit: 20,
      sort: 'date',
      order: 'desc',
    });
    expect(
      listPostsQuerySchema.parse({ tagId: '3', authorId: '', sort: 'title', order: 'asc' }),
    ).toMatchObject({ tagId: 3, authorId: undefined, sort: 'title', order: 'asc' });
    expect(listPostsQuerySchema.safeParse({ status: 'archived' }).error?.issues[0]?.message).toBe(
      'El estado no es válido',
    );
    expect(listPostsQuerySchema.parse({ blogId: UUID, includeDrafts: 'false' })).toMatchObject({
      blogId: UUID,
      includeDrafts: false,
    });
    expect(listPostsQuerySchema.parse({ status: 'published' }).status).toBe('PUBLISHED');
  });

  it('takes one bulk action on 1 to 100 distinct ids; move needs the category', () => {
    expect(bulkPostsBodySchema.parse({ action: 'publish', ids: ['2', 2, 3] })).toEqual({
      action: 'publish',
      ids: [2, 3],
    });
    expect(bulkPostsBodySchema.parse({ action: 'move', ids: [1], categoryId: null })).toEqual({
      action: 'move',
      ids: [1],
      categoryId: null,
    });
    expect(bulkPostsBodySchema.safeParse({ action: 'move', ids: [1] }).success).toBe(false);
    expect(bulkPostsBodySchema.safeParse({ action: 'publish', ids: [] }).success).toBe(false);
    expect(bulkPagesBodySchema.safeParse({ action: 'move', ids: [1] }).success).toBe(false);
    expect(bulkPagesBodySchema.parse({ action: 'delete', ids: [7] })).toEqual({
      action: 'delete',
      ids: [7],
    });
  });

  it('describes a post as the server answers it', () => {
    const answer = {
      id: 1,
      uuid: UUID,
      title: 'T',
      slug: 't',
      content: '<p>x</p>',
      excerpt: null,
      status: 'PUBLISHED',
      authorId: 2,
      blogId: 3,
      categoryId: null,
      seriesId: null,
      sequenceNumber: null,
      image: null,
      imageId: null,
      imageAlt: '',
      imageCaption: '',
      metaTitle: '',
      metaDescription: '',
      socialImage: null,
      noindex: false,
      visibility: 'public',
      language: 'es',
      translationGroup: null,
      updatedAt: '2025-01-01T10:00:00.000Z',
      revision: 1,
      author: { name: 'Ana', email: 'ana@example.com' },
      category: null,
      series: null,
      tags: [],
    };
    expect(postSchema.safeParse(answer).success).toBe(true);
    // An answer missing what the server always sends does not pass for a post.
    const { tags: _tags, ...withoutTags } = answer;
    expect(postSchema.safeParse(withoutTags).success).toBe(false);
  });
});

describe('page bodies', () => {
  it('read the lower-case status the page form sends', () => {
    expect(createPageBodySchema.parse({ ...post, status: 'published' }).status).toBe('PUBLISHED');
    expect(updatePageBodySchema.parse({ status: 'draft' }).status).toBe('DRAFT');
  });
});

describe('visibility', () => {
  it("takes public, members or paid on posts and pages, by the domain's rule", () => {
    for (const schema of [updatePostBodySchema, updatePageBodySchema]) {
      expect(schema.parse({ visibility: 'members' })).toEqual({ visibility: 'members' });
      expect(schema.parse({ visibility: 'paid' })).toEqual({ visibility: 'paid' });
      expect(schema.parse({})).toEqual({});
      for (const wrong of ['private', 'PUBLIC', 3, null]) {
        const result = schema.safeParse({ visibility: wrong });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(CONTENT_FIELD_MESSAGES.visibilityInvalid);
      }
    }
    expect(createPostBodySchema.parse({ ...post, visibility: 'public' }).visibility).toBe('public');
  });
});

describe('menu items', () => {
  const item = { label: ' Inicio ', url: ' / ' };

  it('trims label and URL and defaults the order to 0', () => {
    expect(createMenuItemBodySchema.parse(item)).toMatchObject({
      label: 'Inicio',
      url: '/',
      order: 0,
    });
    expect(createMenuItemBodySchema.parse({ ...item, order: '' }).order).toBe(0);
    expect(createMenuItemBodySchema.parse({ ...item, order: '3' }).order).toBe(3);
  });

  it('accepts http://, https:// and / and refuses anything else', () => {
    for (const url of ['http://a.com', 'https://a.com/x', '/sobre-mi']) {
      expect(createMenuItemBodySchema.safeParse({ ...item, url }).success).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'ftp://a.com', 'a.com', 'mailto:a@b.c']) {
      expect(firstMessage(createMenuItemBodySchema.safeParse({ ...item, url }))).toBe(
        'URL must start with http:// https:// or /',
      );
    }
  });

  it('uses the spec messages for a missing label or URL', () => {
    expect(firstMessage(createMenuItemBodySchema.safeParse({ label: '  ', url: '/' }))).toBe(
      'Menu item label is required',
    );
    expect(firstMessage(createMenuItemBodySchema.safeParse({ label: 'Inicio', url: '' }))).toBe(
      'Menu item URL is required',
    );
    expect(firstMessage(createMenuItemBodySchema.safeParse({ label: 'Inicio' }))).toBe(
      'Menu item URL is required',
    );
  });

  it('refuses a negative order', () => {
    expect(createMenuItemBodySchema.safeParse({ ...item, order: -1 }).success).toBe(false);
  });

  it('reads a reorder body', () => {
    expect(
      reorderMenuBodySchema.parse({
        items: [
          { id: 4, order: 1 },
          { id: '5', order: 2 },
        ],
        blogId: '1',
      }),
    ).toEqual({
      items: [
        { id: 4, order: 1 },
        { id: 5, order: 2 },
      ],
      blogId: 1,
    });
  });
});

describe('settings', () => {
  const networks = { twitter: '@bitacora', facebook: '', instagram: 'bitacora', patreon: '' };
  /** Handles are stored as the profile addresses the blog links to. */
  const stored = {
    twitter: 'https://x.com/bitacora',
    facebook: '',
    instagram: 'https://www.instagram.com/bitacora',
    patreon: '',
  };

  it('takes an IANA time zone and refuses anything else, in Spanish', () => {
    expect(updateSettingsBodySchema.parse({ timeZone: ' America/Bogota ' })).toEqual({
      timeZone: 'America/Bogota',
    });
    expect(firstMessage(updateSettingsBodySchema.safeParse({ timeZone: 'Marte/Olimpo' }))).toBe(
      'La zona horaria no es válida (por ejemplo, Europe/Madrid)',
    );
    expect(firstMessage(updateSettingsBodySchema.safeParse({ timeZone: 2 }))).toBe(
      'La zona horaria no es válida (por ejemplo, Europe/Madrid)',
    );
  });

  it('reads socialNetworks as a JSON string or as an object', () => {
    expect(updateSettingsBodySchema.parse({ socialNetworks: JSON.stringify(networks) })).toEqual({
      socialNetworks: stored,
    });
    expect(updateSettingsBodySchema.parse({ socialNetworks: networks })).toEqual({
      socialNetworks: stored,
    });
    expect(updateSettingsBodySchema.parse({ socialNetworks: '{"twitter":"x"}' })).toEqual({
      socialNetworks: { twitter: 'https://x.com/x', facebook: '', instagram: '', patreon: '' },
    });
    expect(
      updateSettingsBodySchema.parse({
        socialNetworks: { patreon: 'https://patreon.com/bitacora' },
      }),
    ).toEqual({
      socialNetworks: {
        twitter: '',
        facebook: '',
        instagram: '',
        patreon: 'https://patreon.com/bitacora',
      },
    });
    expect(updateSettingsBodySchema.safeParse({ socialNetworks: '{nope' }).success).toBe(false);
  });

  it('refuses a social link that is neither an address nor a handle, naming the field', () => {
    for (const socialNetworks of [
      { facebook: 'mi página' },
      JSON.stringify({ facebook: 'mi página' }),
    ]) {
      const result = updateSettingsBodySchema.safeParse({ socialNetworks });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['socialNetworks', 'facebook'],
        message: socialLinkMessage('facebook'),
      });
    }
  });

  it("checks the Google Analytics id by the domain's rule: GA4 is G- and 10 characters", () => {
    for (const id of ['G-ABC123XYZ9', ' g-abcd1234ef ', 'UA-12345-1']) {
      expect(updateSettingsBodySchema.safeParse({ googleAnalyticsId: id }).success).toBe(true);
    }
    expect(updateSettingsBodySchema.parse({ googleAnalyticsId: 'g-abcd1234ef' })).toEqual({
      googleAnalyticsId: 'G-ABCD1234EF',
    });
    expect(updateSettingsBodySchema.parse({ googleAnalyticsId: '' }).googleAnalyticsId).toBeNull();
    // 'G-ABCD1234' (8) and 'G-ABCDEF1234567' (13) passed the api's old {4,16}.
    for (const id of ['GA-123', 'UA-12345', 'G-', '<script>', 'G-ABCD1234', 'G-ABCDEF1234567']) {
      expect(firstMessage(updateSettingsBodySchema.safeParse({ googleAnalyticsId: id }))).toBe(
        validateGoogleAnalyticsId(id),
      );
      expect(validateGoogleAnalyticsId(id)).toBe(
        'El ID de Google Analytics debe tener el formato G-XXXXXXXXXX o UA-XXXXX-Y',
      );
    }
  });

  it('reads an empty domain as null and refuses a malformed one', () => {
    expect(updateSettingsBodySchema.parse({ domain: '' }).domain).toBeNull();
    expect(updateSettingsBodySchema.parse({ domain: ' MiBlog.com ' }).domain).toBe('miblog.com');
    for (const domain of ['http://miblog.com', 'mi blog.com', 'miblog', '-a.com']) {
      expect(updateSettingsBodySchema.safeParse({ domain }).success).toBe(false);
    }
  });

  it("checks a custom domain by the domain's rule, messages included", () => {
    expect(updateSettingsBodySchema.parse({ domain: 'MiBlog.com.' }).domain).toBe('miblog.com');
    const issue = (domain: string) =>
      updateSettingsBodySchema.safeParse({ domain }).error?.issues[0]?.message;
    expect(issue('https://miblog.com')).toBe(validateCustomDomain('https://miblog.com'));
    expect(issue('192.168.1.1')).toBe(validateCustomDomain('192.168.1.1'));
    expect(issue(`${'a'.repeat(64)}.com`)).toBe(validateCustomDomain(`${'a'.repeat(64)}.com`));
    // The product-domain part needs the server's public domain: the contract leaves it out.
    expect(updateSettingsBodySchema.parse({ domain: 'x.localhost' }).domain).toBe('x.localhost');
  });

  it('refuses an unknown language or template', () => {
    expect(updateSettingsBodySchema.safeParse({ language: 'de' }).success).toBe(false);
    expect(updateSettingsBodySchema.safeParse({ template: 'fancy' }).success).toBe(false);
  });
});

describe('auth, users and blogs', () => {
  it('trims and lower-cases the login email and asks for both fields', () => {
    expect(loginBodySchema.parse({ email: '  Admin@Example.COM ', password: 'x' }).email).toBe(
      'admin@example.com',
    );
    expect(firstMessage(loginBodySchema.safeParse({ email: '', password: 'x' }))).toBe(
      'Por favor ingresa tu correo y contraseña',
    );
  });

  it('asks for 6-character passwords (5 refused, 6 taken)', () => {
    const body = {
      email: 'a@b.co',
      password: '12345',
      name: 'Ana',
      blogName: 'Blog',
      subdomain: 'Ana-Blog',
    };
    expect(firstMessage(signupBodySchema.safeParse(body))).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );
    expect(signupBodySchema.parse({ ...body, password: '123456' }).subdomain).toBe('ana-blog');
    expect(resetPasswordBodySchema.safeParse({ token: 't', password: '12345' }).success).toBe(
      false,
    );
  });

  it('takes a 6-digit code only', () => {
    expect(verifyOtpBodySchema.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(true);
    expect(firstMessage(verifyOtpBodySchema.safeParse({ email: 'a@b.co', code: '12345' }))).toBe(
      'El código debe tener 6 dígitos',
    );
  });

  it('refuses an email change on update and ignores a blank password', () => {
    expect(firstMessage(updateUserBodySchema.safeParse({ name: 'Ana', email: 'x@y.z' }))).toBe(
      'El email no se puede modificar',
    );
    expect(updateUserBodySchema.parse({ name: ' Ana ', password: '' })).toEqual({ name: 'Ana' });
    expect(updateUserBodySchema.safeParse({ password: '123' }).success).toBe(false);
  });

  it('creates users as ADMIN or AUTHOR only', () => {
    const user = { email: 'A@B.co', password: '123456' };
    expect(createUserBodySchema.parse(user)).toEqual({
      name: '',
      email: 'a@b.co',
      password: '123456',
      bio: '',
    });
    expect(createUserBodySchema.safeParse({ ...user, role: 'SUPER_ADMIN' }).success).toBe(false);
    expect(createUserBodySchema.safeParse({ ...user, email: 'no-es-email' }).success).toBe(false);
  });

  it('reads social links through the domain rule, each refusal at its own field', () => {
    expect(
      updateUserBodySchema.parse({
        socialLinks: {
          website: ' https://ana.example ',
          mastodon: '@ana@mastodon.social',
          x: '',
          github: null,
          facebook: 'https://facebook.com/ana',
        },
      }),
    ).toEqual({
      socialLinks: {
        website: 'https://ana.example',
        mastodon: 'https://mastodon.social/@ana',
        x: null,
        github: null,
      },
    });
    const refused = createUserBodySchema.safeParse({
      email: 'a@b.co',
      password: '123456',
      socialLinks: { website: 'http://ana.example', github: 'javascript:alert(1)', x: 3 },
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['socialLinks.website', 'La dirección del sitio web debe empezar por https://'],
      ['socialLinks.x', 'Debe ser un texto'],
      ['socialLinks.github', 'Escribe la dirección completa de GitHub, empezando por https://'],
    ]);
    expect(firstMessage(updateUserBodySchema.safeParse({ socialLinks: 'https://x.com' }))).toBe(
      'Las redes sociales deben ser un objeto con una dirección por red',
    );
  });

  it('reads a blog with an empty domain as null and asks for name and subdomain', () => {
    expect(
      createBlogBodySchema.parse({ name: 'B', subdomain: 'bbb', domain: '' }).domain,
    ).toBeNull();
    expect(firstMessage(createBlogBodySchema.safeParse({ name: '', subdomain: 'bbb' }))).toBe(
      'Nombre y subdominio son requeridos',
    );
    const blank = createBlogBodySchema.safeParse({ name: 'B', subdomain: '  ' });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([
      'Nombre y subdominio son requeridos',
    ]);
    expect(createBlogBodySchema.parse({ name: 'B', subdomain: 'bbb', plan: 'pro' }).plan).toBe(
      'PRO',
    );
  });

  it("checks a subdomain by the domain's rule in signup and the blog bodies: 3 to 63, not reserved", () => {
    const signup = {
      email: 'a@b.co',
      password: '123456',
      name: 'Ana',
      blogName: 'Blog',
    };
    // 'ab' and 'a' passed the api's old 1-63; 'admin' passed it too, to be refused later.
    for (const subdomain of ['ab', 'a', 'admin', ' WWW ', '-mal-', 'mi_blog', 'a'.repeat(64)]) {
      const message = validateSubdomain(normalizeSubdomain(subdomain));
      expect(message).not.toBeNull();
      expect(firstMessage(signupBodySchema.safeParse({ ...signup, subdomain }))).toBe(message);
      expect(firstMessage(createBlogBodySchema.safeParse({ name: 'B', subdomain }))).toBe(message);
      expect(firstMessage(updateBlogBodySchema.safeParse({ subdomain }))).toBe(message);
    }
    expect(validateSubdomain('ab')).toBe('El subdominio debe tener entre 3 y 63 caracteres');
    for (const subdomain of ['abc', ' Mi-Blog ', 'a'.repeat(63)]) {
      expect(createBlogBodySchema.parse({ name: 'B', subdomain }).subdomain).toBe(
        normalizeSubdomain(subdomain),
      );
    }
  });
});

describe('categories, comments, media and common parts', () => {
  it('limits a category slug to 50 characters', () => {
    expect(createCategoryBodySchema.safeParse({ name: 'n', slug: 'a'.repeat(50) }).success).toBe(
      true,
    );
    expect(
      firstMessage(createCategoryBodySchema.safeParse({ name: 'n', slug: 'a'.repeat(51) })),
    ).toBe('El slug no puede superar los 50 caracteres');
    expect(firstMessage(createCategoryBodySchema.safeParse({ name: '', slug: 'a' }))).toBe(
      'El nombre es obligatorio',
    );
  });

  it('reads the category that receives the posts of a deleted one from the query', () => {
    expect(deleteCategoryQuerySchema.parse({ moveTo: '7' })).toEqual({ moveTo: 7 });
    expect(deleteCategoryQuerySchema.parse({})).toEqual({});
    expect(firstMessage(deleteCategoryQuerySchema.safeParse({ moveTo: 'x' }))).toBe(
      'El identificador no es válido',
    );
    expect(deleteCategoryQuerySchema.safeParse({ moveTo: '0' }).success).toBe(false);
  });

  it('takes a visitor comment and refuses a filled honeypot', () => {
    const comment = {
      postUuid: UUID,
      authorName: 'Ana',
      authorEmail: 'ana@example.com',
      content: ' ¡Hola! ',
    };
    expect(createCommentBodySchema.parse({ ...comment, website: '' }).content).toBe('¡Hola!');
    expect(createCommentBodySchema.safeParse(comment).success).toBe(true);
    expect(createCommentBodySchema.safeParse({ ...comment, website: 'http://spam' }).success).toBe(
      false,
    );
    expect(
      createCommentBodySchema.safeParse({ ...comment, authorName: 'a'.repeat(81) }).success,
    ).toBe(false);
    expect(
      createCommentBodySchema.safeParse({ ...comment, content: 'a'.repeat(2001) }).success,
    ).toBe(false);
  });

  it('reads the comment filter: empty for all, a status in either case', () => {
    expect(listCommentsQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(listCommentsQuerySchema.parse({ status: 'pending' }).status).toBe('PENDING');
    expect(listCommentsQuerySchema.safeParse({ status: 'DELETED' }).success).toBe(false);
    expect(commentActionSchema.safeParse('spam').success).toBe(true);
    expect(commentActionSchema.safeParse('delete').success).toBe(false);
  });

  it('defaults the media entity type to general', () => {
    expect(uploadMediaFieldsSchema.parse({})).toEqual({ entityType: 'general' });
    expect(uploadMediaFieldsSchema.parse({ entityType: 'post', entityId: UUID })).toEqual({
      entityType: 'post',
      entityId: UUID,
    });
    expect(uploadMediaFieldsSchema.safeParse({ entityId: 'x' }).success).toBe(false);
  });

  it('coerces pagination, ids and blog references from strings', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(paginationQuerySchema.parse({ page: '2', limit: '100' })).toEqual({
      page: 2,
      limit: 100,
    });
    expect(paginationQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(numericIdParamSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(numericIdParamSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(blogIdQuerySchema.parse({ blogId: '' })).toEqual({ blogId: undefined });
    expect(blogIdQuerySchema.safeParse({ blogId: 'demo' }).success).toBe(false);
    expect(checkSlugQuerySchema.parse({ slug: ' a ', excludeUuid: '' })).toMatchObject({
      slug: 'a',
    });
  });

  it('builds one error body from a failed validation, in Spanish', () => {
    const result = createPostBodySchema.safeParse({ content: 'x', slug: 'a' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = toValidationErrorBody(result.error);
    expect(body).toEqual({
      error: 'El título es obligatorio',
      message: 'El título es obligatorio',
      details: [{ path: 'title', message: 'El título es obligatorio' }],
    });
  });

  it('answers zod fallbacks in Spanish', () => {
    const message = firstMessage(createPostBodySchema.safeParse({ ...post, categoryId: {} }));
    expect(message).toBe('La categoría no es válida');
    const fallback = firstMessage(postSchema.safeParse({}));
    expect(fallback).toMatch(/inválid|esperado/i);
  });
});

describe('id bounds', () => {
  it('refuses ids past the 32-bit column range', () => {
    expect(numericIdParamSchema.safeParse({ id: '2147483647' }).success).toBe(true);
    expect(numericIdParamSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(blogIdQuerySchema.safeParse({ blogId: '99999999999' }).success).toBe(false);
    expect(createPostBodySchema.safeParse({ ...post, categoryId: 2_147_483_648 }).success).toBe(
      false,
    );
  });
});

describe('invitations', () => {
  it('invites an email as AUTHOR unless a role is given; never SUPER_ADMIN', () => {
    expect(createInvitationBodySchema.parse({ email: ' Ana@Correo.ES ' })).toEqual({
      name: '',
      email: 'ana@correo.es',
    });
    expect(createInvitationBodySchema.safeParse({ email: 'a@b.co', role: 'ADMIN' }).success).toBe(
      true,
    );
    expect(
      createInvitationBodySchema.safeParse({ email: 'a@b.co', role: 'SUPER_ADMIN' }).success,
    ).toBe(false);
    expect(firstMessage(createInvitationBodySchema.safeParse({ email: 'no' }))).toBe(
      'El email no es válido',
    );
  });

  it('accepts with the token and a 6-character password', () => {
    expect(acceptInvitationBodySchema.safeParse({ token: 't', password: '123456' }).success).toBe(
      true,
    );
    expect(
      firstMessage(acceptInvitationBodySchema.safeParse({ token: 't', password: '12345' })),
    ).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(firstMessage(acceptInvitationBodySchema.safeParse({ password: '123456' }))).toContain(
      'invitación no es válido',
    );
  });
});
