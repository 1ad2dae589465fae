import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { RouteGuard } from './route-guard.tsx';
import type { TitleHandle } from './shell/document-title.ts';
import { NotFound } from './shell/not-found.tsx';
import { PublicShell } from './shell/public-shell.tsx';
import { RouteError } from './shell/route-error.tsx';
import { RouteLoading } from './shell/route-loading.tsx';

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
              () => import('./shell/landing.route.tsx'),
            ),
          },
          {
            path: 'login',
            ...screen('Iniciar sesión', () => import('./features/accounts/login.route.tsx')),
          },
          {
            path: 'signup',
            ...screen('Crear cuenta y blog', () => import('./features/accounts/signup.route.tsx')),
          },
          {
            path: 'blogs',
            ...screen('Selecciona un blog', () => import('./features/blogs/blog-picker.route.tsx')),
          },
          {
            path: 'forgot-password',
            ...screen(
              'Recuperar contraseña',
              () => import('./features/accounts/forgot-password.route.tsx'),
            ),
          },
          {
            path: 'reset-password',
            ...screen(
              'Cambiar contraseña',
              () => import('./features/accounts/reset-password.route.tsx'),
            ),
          },
          {
            path: 'invitacion',
            ...screen('Invitación', () => import('./features/accounts/invitation.route.tsx')),
          },
        ],
      },
      {
        // The signed-in layout is not needed by the public pages, login among them.
        lazy: async () => ({ Component: (await import('./shell/panel-shell.tsx')).PanelShell }),
        children: [
          {
            path: 'super-admin',
            children: [
              { index: true, element: <Navigate to="/super-admin/blogs" replace /> },
              {
                path: 'blogs',
                ...screen(
                  'Gestionar Blogs',
                  () => import('./features/blogs/manage-blogs.route.tsx'),
                ),
              },
              {
                path: 'settings',
                ...screen(
                  'Ajustes de la plataforma',
                  () => import('./features/accounts/platform-settings.route.tsx'),
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
                ...screen('Dashboard', () => import('./features/dashboard/dashboard.route.tsx')),
              },
              { path: 'menu', ...screen('Menu', () => import('./features/blogs/menu.route.tsx')) },
              {
                path: 'categories',
                ...screen('Categorías', () => import('./features/content/categories.route.tsx')),
              },
              {
                path: 'posts',
                ...screen('Posts', () => import('./features/content/posts-list.route.tsx')),
              },
              {
                path: 'posts/new',
                ...screen('Nuevo post', () => import('./features/content/post-form.route.tsx')),
              },
              {
                path: 'posts/:id/edit',
                ...screen('Editar post', () => import('./features/content/post-form.route.tsx')),
              },
              {
                path: 'pages',
                ...screen('Páginas', () => import('./features/content/pages-list.route.tsx')),
              },
              {
                path: 'trash',
                ...screen('Papelera', () => import('./features/content/trash.route.tsx')),
              },
              {
                path: 'analytics',
                ...screen('Estadísticas', () => import('./features/analytics/analytics.route.tsx')),
              },
              {
                path: 'members',
                ...screen('Miembros', () => import('./features/members/members.route.tsx')),
              },
              {
                path: 'subscribers',
                ...screen(
                  'Suscriptores',
                  () => import('./features/newsletter/subscribers.route.tsx'),
                ),
              },
              {
                path: 'pages/new',
                ...screen('Nueva página', () => import('./features/content/page-form.route.tsx')),
              },
              // The edit form's address in the order the page one also accepts.
              redirect('posts/edit/:id', (p) => `/cms/posts/${param(p.id)}/edit`),
              {
                path: 'pages/:uuid/edit',
                ...screen('Editar página', () => import('./features/content/page-form.route.tsx')),
              },
              redirect('pages/edit/:uuid', (p) => `/cms/pages/${param(p.uuid)}/edit`),
              {
                path: 'media',
                ...screen('Medios', () => import('./features/media/media.route.tsx')),
              },
              {
                path: 'comments',
                ...screen('Comentarios', () => import('./features/comments/comments.route.tsx')),
              },
              {
                path: 'series',
                ...screen('Series', () => import('./features/content/series-list.route.tsx')),
              },
              {
                path: 'series/new',
                ...screen('Nueva serie', () => import('./features/content/series-form.route.tsx')),
              },
              {
                path: 'series/:uuid/edit',
                ...screen('Editar serie', () => import('./features/content/series-form.route.tsx')),
              },
              redirect('series/:uuid', (p) => `/cms/series/${param(p.uuid)}/edit`),
              {
                path: 'profile-picture-test',
                ...screen(
                  'Prueba de foto de perfil',
                  () => import('./features/media/profile-picture-test.route.tsx'),
                ),
              },
              {
                path: 'design',
                ...screen('Diseño', () => import('./features/blogs/design.route.tsx')),
              },
              {
                path: 'settings',
                ...screen('Configuración', () => import('./features/blogs/settings.route.tsx')),
              },
              {
                path: 'settings/import-export',
                ...screen(
                  'Importar / Exportar',
                  () => import('./features/transfers/import-export.route.tsx'),
                ),
              },
              {
                path: 'settings/recommendations',
                ...screen(
                  'Recomendaciones',
                  () => import('./features/blogs/recommendations.route.tsx'),
                ),
              },
              {
                path: 'users',
                ...screen('Usuarios', () => import('./features/accounts/users-list.route.tsx')),
              },
              {
                path: 'users/new',
                ...screen('Nuevo usuario', () => import('./features/accounts/user-form.route.tsx')),
              },
              {
                path: 'user/edit/:uuid',
                ...screen(
                  'Editar usuario',
                  () => import('./features/accounts/user-form.route.tsx'),
                ),
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
