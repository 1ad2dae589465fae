import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { documentTitle } from './document-title.ts';

/** Every route that shows a screen, with its full path and its title. */
function screens(list: RouteObject[], parent = ''): { path: string; title: unknown }[] {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : [parent, route.path].filter(Boolean).join('/');
    const own =
      route.lazy || route.Component
        ? [{ path, title: (route.handle as { title?: unknown } | undefined)?.title }]
        : [];
    // Layout routes (the guard and the shells) are not screens of their own.
    const isLayout = !route.path && !route.index && route.children;
    return [...(isLayout ? [] : own), ...screens(route.children ?? [], path)];
  });
}

describe('document titles', () => {
  it('names the tab after the screen and the product', () => {
    expect(documentTitle('Posts')).toBe('Posts · Bitácora');
    expect(documentTitle('Nuevo post')).toBe('Nuevo post · Bitácora');
    expect(documentTitle(undefined)).toBe('Bitácora');
    expect(documentTitle('')).toBe('Bitácora');
  });

  it('gives every screen of the route table its own title', () => {
    const all = screens(routes);
    expect(all.length).toBeGreaterThan(20);
    for (const { path, title } of all) expect(typeof title, path).toBe('string');
    const byPath = Object.fromEntries(all.map(({ path, title }) => [path, title]));
    expect(byPath).toMatchObject({
      'cms/posts': 'Posts',
      'cms/posts/new': 'Nuevo post',
      'cms/posts/:id/edit': 'Editar post',
      'cms/categories': 'Categorías',
      'cms/series': 'Series',
      login: 'Iniciar sesión',
      '*': 'Página no encontrada',
    });
  });
});
