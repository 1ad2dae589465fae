import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import type { TitleHandle } from './document-title.ts';
import { NotFound } from './not-found.tsx';
import { PublicShell } from './public-shell.tsx';
import { RouteError } from './route-error.tsx';
import { RouteGuard } from './route-guard.tsx';
import { RouteLoading } from './route-loading.tsx';

type RouteModule = { default: ComponentType };

/**
 * Each screen is its own chunk, downloaded when its route is first entered, and names the
 * browser tab ('Posts · Bitácora').
 */
const screen = (
  title: string,
  load: () => Promise<RouteModule>,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: { title } satisfies TitleHandle,
});

/**
 * A non-canonical address of a screen (docs/product.md#panel-routes lists several forms, and legacy
 * ones): replaced by the one canonical route, with its parameters.
 */
function RedirectTo({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  const params = useParams();
  return <Navigate to={to(params)} replace />;
}

const redirect = (
  path: string,
  to: (params: Record<string, string | undefined>) => string,
): RouteObject => ({ path, element: <RedirectTo to={to} /> });

const param = (value: string | undefined) => encodeURIComponent(value ?? '');

/** Every route of the panel, the alternative edit routes and the legacy redirects. */
export const routes: RouteObject[] = [
  {
    Component: RouteGuard,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: PublicShell,
        children: [
          {
            index: true,
            ...screen(
              'Crea tu blog profesional en minutos',
              () => import('./public/landing.route.tsx'),
            ),
          },
          {
            path: 'login',
            ...screen('Iniciar sesión', () => import('./public/login.route.tsx')),
          },
          {
            path: 'signup',
            ...screen('Crear cuenta y blog', () => import('./public/signup.route.tsx')),
          },
          {
            path: 'blogs',
            ...screen('Selecciona un blog', () => import('./public/blog-picker.route.tsx')),
          },
          {
            path: 'forgot-password',
            ...screen('Recuperar contraseña', () => import('./public/forgot-password.route.tsx')),
          },
          {
            path: 'reset-password',
            ...screen('Cambiar contraseña', () => import('./public/reset-password.route.tsx')),
          },
          {
            path: 'invitacion',
            ...screen('Invitación', () => import('./public/invitation.route.tsx')),
          },
        ],
      },
      {
        // The signed-in layout is not needed by the public pages, login among them.
        lazy: async () => ({ Component: (await import('./panel-shell.tsx')).PanelShell }),
        children: [
          {
            path: 'super-admin',
            children: [
              { index: true, element: <Navigate to="/super-admin/blogs" replace /> },
              {
                path: 'blogs',
                ...screen('Gestionar Blogs', () => import('./super-admin/blogs.route.tsx')),
              },
              {
                path: 'settings',
                ...screen(
                  'Ajustes de la plataforma',
                  () => import('./super-admin/platform-settings.route.tsx'),
                ),
              },
            ],
          },
          {
            path: 'cms',
            children: [
              { index: true, element: <Navigate to="/cms/dashboard" replace /> },
              {
                path: 'dashboard',
                ...screen('Dashboard', () => import('./cms/dashboard.route.tsx')),
              },
              { path: 'menu', ...screen('Menu', () => import('./cms/menu.route.tsx')) },
              {
                path: 'categories',
                ...screen('Categorías', () => import('./cms/categories.route.tsx')),
              },
              {
                path: 'posts',
                ...screen('Posts', () => import('./cms/posts-list.route.tsx')),
              },
              {
                path: 'posts/new',
                ...screen('Nuevo post', () => import('./cms/post-form.route.tsx')),
              },
              {
                path: 'posts/:id/edit',
                ...screen('Editar post', () => import('./cms/post-form.route.tsx')),
              },
              {
                path: 'pages',
                ...screen('Páginas', () => import('./cms/pages-list.route.tsx')),
              },
              { path: 'trash', ...screen('Papelera', () => import('./cms/trash.route.tsx')) },
              {
                path: 'analytics',
                ...screen('Estadísticas', () => import('./cms/analytics.route.tsx')),
              },
              {
                path: 'subscribers',
                ...screen('Suscriptores', () => import('./cms/subscribers.route.tsx')),
              },
              {
                path: 'pages/new',
                ...screen('Nueva página', () => import('./cms/page-form.route.tsx')),
              },
              // The edit form's address in the order the page one also accepts.
              redirect('posts/edit/:id', (p) => `/cms/posts/${param(p.id)}/edit`),
              {
                path: 'pages/:uuid/edit',
                ...screen('Editar página', () => import('./cms/page-form.route.tsx')),
              },
              redirect('pages/edit/:uuid', (p) => `/cms/pages/${param(p.uuid)}/edit`),
              { path: 'media', ...screen('Medios', () => import('./cms/media.route.tsx')) },
              {
                path: 'comments',
                ...screen('Comentarios', () => import('./cms/comments.route.tsx')),
              },
              {
                path: 'series',
                ...screen('Series', () => import('./cms/series-list.route.tsx')),
              },
              {
                path: 'series/new',
                ...screen('Nueva serie', () => import('./cms/series-form.route.tsx')),
              },
              {
                path: 'series/:uuid/edit',
                ...screen('Editar serie', () => import('./cms/series-form.route.tsx')),
              },
              redirect('series/:uuid', (p) => `/cms/series/${param(p.uuid)}/edit`),
              {
                path: 'profile-picture-test',
                ...screen(
                  'Prueba de foto de perfil',
                  () => import('./cms/profile-picture-test.route.tsx'),
                ),
              },
              {
                path: 'settings',
                ...screen('Configuración', () => import('./cms/settings.route.tsx')),
              },
              {
                path: 'settings/import-export',
                ...screen('Importar / Exportar', () => import('./cms/import-export.route.tsx')),
              },
              {
                path: 'users',
                ...screen('Usuarios', () => import('./cms/users-list.route.tsx')),
              },
              {
                path: 'users/new',
                ...screen('Nuevo usuario', () => import('./cms/user-form.route.tsx')),
              },
              {
                path: 'user/edit/:uuid',
                ...screen('Editar usuario', () => import('./cms/user-form.route.tsx')),
              },
            ],
          },
        ],
      },
      // Addresses without the /cms prefix that some screens use, and the legacy /posts ones.
      redirect('posts', () => '/cms/posts'),
      redirect('posts/new', () => '/cms/posts/new'),
      redirect('posts/:id/edit', (p) => `/cms/posts/${param(p.id)}/edit`),
      redirect('posts/:uuid', (p) => `/cms/posts/${param(p.uuid)}/edit`),
      redirect('pages/:uuid/edit', (p) => `/cms/pages/${param(p.uuid)}/edit`),
      redirect('series/:uuid', (p) => `/cms/series/${param(p.uuid)}/edit`),
      redirect('user/edit/:uuid', (p) => `/cms/user/edit/${param(p.uuid)}`),
      {
        path: '*',
        Component: NotFound,
        handle: { title: 'Página no encontrada' } satisfies TitleHandle,
      },
    ],
  },
];
