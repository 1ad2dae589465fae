import { ApiError } from '@bitacora/api';
import { dashboardBlogMissingMessage } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { blogFailureAction } from './blog-failure.ts';

const http = (status: number) => new ApiError({ kind: 'http', status, error: 'x' });

describe('blogFailureAction', () => {
  it('leaves a 401/403 to the session handler', () => {
    expect(blogFailureAction(http(401))).toEqual({ kind: 'none' });
    expect(blogFailureAction(http(403), dashboardBlogMissingMessage)).toEqual({ kind: 'none' });
  });

  it('forgets a blog that no longer exists and leaves for the picker', () => {
    expect(blogFailureAction(http(404))).toEqual({
      kind: 'leave',
      message: 'El blog seleccionado no existe...',
    });
  });

  it('alerts any other failure and stays', () => {
    const message = 'Error al obtener información del blog. Por favor, inténtalo de nuevo.';
    expect(blogFailureAction(http(500))).toEqual({ kind: 'alert', message });
    expect(blogFailureAction(new ApiError({ kind: 'network', status: 0, error: 'x' }))).toEqual({
      kind: 'alert',
      message,
    });
  });

  it("uses the dashboard's message, with the status, for every failure", () => {
    expect(blogFailureAction(http(500), dashboardBlogMissingMessage)).toEqual({
      kind: 'leave',
      message:
        'El blog seleccionado no existe o no se puede acceder. Error: 500. Serás redirigido a la página de selección de blogs.',
    });
  });
});
