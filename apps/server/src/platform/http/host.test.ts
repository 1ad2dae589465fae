import { describe, expect, it } from 'vitest';
import { classifyHost, hostName } from './host.ts';

const config = { publicDomain: 'localhost:3000', publicOrigin: 'http://localhost:3000' };

describe('classifyHost', () => {
  it('reads {subdomain}.{PUBLIC_DOMAIN} with any port, in any case', () => {
    for (const host of ['demo.localhost:3000', 'demo.localhost', 'Demo.LocalHost:8080']) {
      expect(classifyHost(host, config)).toEqual({ kind: 'subdomain', subdomain: 'demo' });
    }
  });

  it('leaves the app its own hosts', () => {
    for (const host of ['localhost:3000', 'localhost', '127.0.0.1:3000', '[::1]:3000', undefined]) {
      expect(classifyHost(host, config)).toEqual({ kind: 'app' });
    }
    const production = { publicDomain: 'bitacora.es', publicOrigin: 'https://app.bitacora.es' };
    expect(classifyHost('bitacora.es', production)).toEqual({ kind: 'app' });
    expect(classifyHost('app.bitacora.es', production)).toEqual({ kind: 'app' });
    expect(classifyHost('ana.bitacora.es', production)).toEqual({
      kind: 'subdomain',
      subdomain: 'ana',
    });
  });

  it('takes any other host, or a nested name, for a custom domain', () => {
    expect(classifyHost('www.ejemplo.es:443', config)).toEqual({
      kind: 'domain',
      domain: 'www.ejemplo.es',
    });
    expect(classifyHost('a.b.localhost:3000', config)).toEqual({
      kind: 'domain',
      domain: 'a.b.localhost',
    });
  });

  it('strips ports from names and IPv6 literals', () => {
    expect(hostName('[::1]:80')).toBe('[::1]');
    expect(hostName('Ejemplo.ES.')).toBe('ejemplo.es');
  });
});
