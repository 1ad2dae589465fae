import { describe, expect, it } from 'vitest';
import {
  isGoogleAnalyticsId,
  isReservedSubdomain,
  isValidHostName,
  normalizeSubdomain,
  RESERVED_SUBDOMAINS,
  validateBlogForm,
  validateCustomDomain,
  validateGoogleAnalyticsId,
  validateSubdomain,
} from './blog-address.ts';

describe('validateSubdomain', () => {
  it.each(['abc', 'mi-blog', 'blog2024', '123', 'a'.repeat(63), 'a-b'])('accepts %j', (value) => {
    expect(validateSubdomain(value)).toBeNull();
  });

  it('asks for a value when empty', () => {
    expect(validateSubdomain('')).toBe('El subdominio es obligatorio');
    expect(validateSubdomain('   ')).toBe('El subdominio es obligatorio');
  });

  it('checks the length at 2/3 and 63/64', () => {
    const message = 'El subdominio debe tener entre 3 y 63 caracteres';
    expect(validateSubdomain('ab')).toBe(message);
    expect(validateSubdomain('abc')).toBeNull();
    expect(validateSubdomain('a'.repeat(63))).toBeNull();
    expect(validateSubdomain('a'.repeat(64))).toBe(message);
  });

  it.each(['MiBlog', 'mi_blog', 'mi blog', 'españa', 'café', 'blog🚀', 'mi.blog'])(
    'refuses characters in %j',
    (value) => {
      expect(validateSubdomain(value)).toBe(
        'El subdominio solo puede contener letras minúsculas, números y guiones',
      );
    },
  );

  it('refuses hyphens at either edge', () => {
    const message = 'El subdominio no puede empezar ni terminar con un guion';
    expect(validateSubdomain('-blog')).toBe(message);
    expect(validateSubdomain('blog-')).toBe(message);
  });

  it('refuses reserved names', () => {
    for (const name of ['www', 'api', 'admin', 'super-admin', 'signup', 'login', 'cdn']) {
      expect(validateSubdomain(name)).toBe(
        `El subdominio "${name}" está reservado. Por favor, elige otro.`,
      );
    }
  });

  it('normalises what the user typed', () => {
    expect(normalizeSubdomain('  MiBlog ')).toBe('miblog');
    expect(isReservedSubdomain(' WWW ')).toBe(true);
    expect(isReservedSubdomain('mi-blog')).toBe(false);
    expect(RESERVED_SUBDOMAINS).toContain('static');
  });
});

describe('custom domain', () => {
  it.each(['miblog.com', 'www.mi-blog.es', 'blog.example.co.uk', 'xn--espaa-rta.com'])(
    'accepts %j',
    (host) => {
      expect(isValidHostName(host)).toBe(true);
      expect(validateCustomDomain(host)).toBeNull();
    },
  );

  it.each(['miblog', '192.168.0.1', '-a.com', 'a-.com', 'a..com', 'mi_blog.com', 'españa.com'])(
    'refuses %j',
    (host) => {
      expect(validateCustomDomain(host)).toBe('El dominio no es válido (por ejemplo: miblog.com)');
    },
  );

  it('checks label 63/64 and total 253/254 lengths', () => {
    expect(isValidHostName(`${'a'.repeat(63)}.com`)).toBe(true);
    expect(isValidHostName(`${'a'.repeat(64)}.com`)).toBe(false);
    const host = (last: number) =>
      ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), `${'d'.repeat(last)}.com`].join('.');
    expect(host(57)).toHaveLength(253);
    expect(isValidHostName(host(57))).toBe(true);
    expect(isValidHostName(host(58))).toBe(false);
    expect(isValidHostName('')).toBe(false);
  });

  it('is optional and normalised', () => {
    expect(validateCustomDomain('')).toBeNull();
    expect(validateCustomDomain(null)).toBeNull();
    expect(validateCustomDomain(undefined)).toBeNull();
    expect(validateCustomDomain('  MiBlog.COM. ')).toBeNull();
  });

  it('hints when a scheme or path is included', () => {
    const message = 'Escribe solo el dominio, sin http:// ni rutas (por ejemplo: miblog.com)';
    expect(validateCustomDomain('https://miblog.com')).toBe(message);
    expect(validateCustomDomain('miblog.com/blog')).toBe(message);
  });

  it('refuses the product domain and its subdomains', () => {
    const message = 'El dominio no puede ser un subdominio de la plataforma';
    expect(validateCustomDomain('demo.bitacora.es', 'bitacora.es')).toBe(message);
    expect(validateCustomDomain('bitacora.es', 'bitacora.es:443')).toBe(message);
    expect(validateCustomDomain('otrabitacora.es', 'bitacora.es')).toBeNull();
  });
});

describe('validateBlogForm', () => {
  it('requires name and subdomain', () => {
    const message = 'Nombre y subdominio son requeridos';
    expect(validateBlogForm({ name: '', subdomain: 'blog1' })).toBe(message);
    expect(validateBlogForm({ name: 'Mi Blog', subdomain: ' ' })).toBe(message);
  });

  it('then checks the subdomain and the optional domain', () => {
    expect(validateBlogForm({ name: 'Mi Blog', subdomain: 'MiBlog' })).toBeNull();
    expect(validateBlogForm({ name: 'Mi Blog', subdomain: 'www' })).toContain('reservado');
    expect(validateBlogForm({ name: 'Mi Blog', subdomain: 'miblog', domain: 'x' })).toBe(
      'El dominio no es válido (por ejemplo: miblog.com)',
    );
    expect(
      validateBlogForm({ name: 'Mi Blog', subdomain: 'miblog', domain: 'miblog.com' }),
    ).toBeNull();
  });
});

describe('validateGoogleAnalyticsId', () => {
  const message = 'El ID de Google Analytics debe tener el formato G-XXXXXXXXXX o UA-XXXXX-Y';

  it.each(['G-ABC123DEF4', 'g-abc123def4', ' G-1234567890 ', 'UA-12345-1', 'UA-1234567-12'])(
    'accepts %j',
    (id) => {
      expect(validateGoogleAnalyticsId(id)).toBeNull();
    },
  );

  it('checks G- ids at 9/10/11 characters: GA4 ids are G- and 10', () => {
    for (const short of ['G-ABC1', 'G-ABCDEF12', 'G-ABCDEFGHIJKLMNOP']) {
      expect(validateGoogleAnalyticsId(short)).toBe(message);
      expect(isGoogleAnalyticsId(short)).toBe(false);
    }
    expect(isGoogleAnalyticsId('G-ABCDEFGHIJ')).toBe(true);
    expect(isGoogleAnalyticsId('UA-12345-1')).toBe(true);
    // The check takes the normalised form; validateGoogleAnalyticsId normalises first.
    expect(isGoogleAnalyticsId('g-abcdefghij')).toBe(false);
    expect(validateGoogleAnalyticsId('G-ABCDEFGHI')).toBe(message);
    expect(validateGoogleAnalyticsId('G-ABCDEFGHIJ')).toBeNull();
    expect(validateGoogleAnalyticsId('G-ABCDEFGHIJK')).toBe(message);
  });

  it.each(['UA-12345', 'GA-12345-1', 'G_ABCDEFGHIJ', 'UA-123-1', 'G-ABCDEFGHÑJ'])(
    'refuses %j',
    (id) => {
      expect(validateGoogleAnalyticsId(id)).toBe(message);
    },
  );

  it('is optional', () => {
    expect(validateGoogleAnalyticsId('')).toBeNull();
    expect(validateGoogleAnalyticsId(null)).toBeNull();
  });
});
