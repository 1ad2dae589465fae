import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../messages.es.ts';
import {
  blogSaveErrorMessage,
  blogsListErrorMessage,
  categoryDeleteErrorMessage,
  categorySaveErrorMessage,
  commentActionErrorMessage,
  commentsLoadErrorMessage,
  contentLoadErrorMessage,
  contentSaveErrorMessage,
  errorText,
  loginErrorMessage,
  mediaUploadErrorMessage,
  menuLoadErrorMessage,
  menuSaveErrorMessage,
  readServerText,
  settingsErrorMessage,
  signupErrorMessage,
  userSaveErrorMessage,
} from './error-messages.ts';

describe('readServerText', () => {
  it('reads fields in order, skipping blank ones', () => {
    expect(readServerText({ error: 'E', message: 'M' }, ['message', 'error'])).toBe('M');
    expect(readServerText({ error: 'E', message: '  ' }, ['message', 'error'])).toBe('E');
    expect(readServerText({ other: 'x' }, ['error'])).toBeNull();
  });

  it('flattens structured details', () => {
    expect(readServerText({ details: ['Uno', { message: 'Dos' }] }, ['details'])).toBe('Uno. Dos');
    expect(readServerText({ details: { label: ['Falta la etiqueta'] } }, ['details'])).toBe(
      'Falta la etiqueta',
    );
    expect(readServerText({ details: [] }, ['details'])).toBeNull();
    expect(readServerText({ details: [1, null] }, ['details'])).toBeNull();
  });

  it('does not read non-objects', () => {
    expect(readServerText('<html>502</html>', ['error'])).toBeNull();
    expect(readServerText(null, ['error'])).toBeNull();
    expect(readServerText(['x'], ['error'])).toBeNull();
    expect(readServerText(undefined, ['error'])).toBeNull();
  });

  it('stops at deep nesting', () => {
    expect(readServerText({ details: [[[[['hondo']]]]] }, ['details'])).toBeNull();
  });
});

describe('errorText', () => {
  it('reads Errors and strings', () => {
    expect(errorText(new Error('fallo'))).toBe('fallo');
    expect(errorText(new Error(''))).toBeNull();
    expect(errorText('texto')).toBe('texto');
    expect(errorText(42)).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it.each([
    [
      { kind: 'timeout' },
      'El servidor está tardando demasiado en responder. Por favor, verifica tu conexión.',
    ],
    [{ kind: 'http', status: 401, body: { error: 'x' } }, 'Correo o contraseña incorrectos'],
    [{ kind: 'http', status: 500 }, 'Error en el servidor. Por favor, inténtalo más tarde.'],
    [{ kind: 'http', status: 503 }, 'Error en el servidor. Por favor, inténtalo más tarde.'],
    [{ kind: 'http', status: 499, body: { error: 'Cuenta bloqueada' } }, 'Cuenta bloqueada'],
    [
      { kind: 'http', status: 400, body: {} },
      'Error en la autenticación. Por favor, verifica tus credenciales.',
    ],
    [{ kind: 'network' }, 'Error de conexión. Por favor, verifica tu conexión a internet.'],
    [{ kind: 'success-false', error: 'Usuario inactivo' }, 'Usuario inactivo'],
    [{ kind: 'success-false' }, 'Error en la autenticación. Por favor, verifica tus credenciales.'],
    [
      { kind: 'success-false', error: '' },
      'Error en la autenticación. Por favor, verifica tus credenciales.',
    ],
    [{ kind: 'incomplete' }, 'Respuesta del servidor incompleta. Por favor, intenta nuevamente.'],
    [
      { kind: 'storage' },
      'Error al iniciar sesión. Por favor, verifica la configuración de tu navegador.',
    ],
  ] as const)('%j → %s', (failure, message) => {
    expect(loginErrorMessage(failure)).toBe(message);
  });
});

describe('signupErrorMessage', () => {
  it('prefers the server error, else the step message', () => {
    expect(signupErrorMessage('request-code', { error: 'Email ya registrado' })).toBe(
      'Email ya registrado',
    );
    expect(signupErrorMessage('request-code')).toBe('Error solicitando código.');
    expect(signupErrorMessage('verify-code')).toBe('Código incorrecto.');
    expect(signupErrorMessage('create-account')).toBe('Error creando cuenta.');
    expect(signupErrorMessage('captcha')).toBe('Captcha incorrecto.');
  });
});

describe('menu', () => {
  it('load: message, else fallback', () => {
    expect(menuLoadErrorMessage({ message: 'Sin blog' })).toBe('Sin blog');
    expect(menuLoadErrorMessage()).toBe('Failed to load menu. Server may be unavailable.');
  });

  it('save: details, then message, then error, then fallback', () => {
    const full = { details: 'Detalle', message: 'Mensaje', error: 'Error' };
    expect(menuSaveErrorMessage(full)).toBe('Detalle');
    expect(menuSaveErrorMessage({ ...full, details: undefined })).toBe('Mensaje');
    expect(menuSaveErrorMessage({ error: 'Error' })).toBe('Error');
    expect(menuSaveErrorMessage({})).toBe(
      'Failed to save menu item. Please check the data and try again.',
    );
  });
});

describe('categorySaveErrorMessage', () => {
  it('covers each case', () => {
    expect(categorySaveErrorMessage({ kind: 'no-blog' })).toBe('No hay un blog seleccionado');
    expect(categorySaveErrorMessage({ kind: 'no-blog-id' })).toBe(
      'No se pudo obtener el ID del blog',
    );
    expect(categorySaveErrorMessage({ kind: 'server', body: { error: 'Slug duplicado' } })).toBe(
      'Slug duplicado',
    );
    expect(categorySaveErrorMessage({ kind: 'server' })).toBe('Error al guardar la categoría');
  });
});

describe('categoryDeleteErrorMessage', () => {
  it('says why the server refused, else the spec’s message', () => {
    expect(categoryDeleteErrorMessage({ error: CATEGORY_MESSAGES.lastWithPosts })).toBe(
      CATEGORY_MESSAGES.lastWithPosts,
    );
    expect(categoryDeleteErrorMessage(undefined)).toBe('Error deleting category');
    expect(categoryDeleteErrorMessage('<html>')).toBe('Error deleting category');
  });
});

describe('content save and load', () => {
  it('save: message, error, error text, fallback', () => {
    const body = { message: 'M', error: 'E' };
    expect(contentSaveErrorMessage('post', { body, cause: new Error('T') })).toBe('M');
    expect(contentSaveErrorMessage('post', { body: { error: 'E' }, cause: new Error('T') })).toBe(
      'E',
    );
    expect(contentSaveErrorMessage('post', { cause: new Error('T') })).toBe('T');
    expect(contentSaveErrorMessage('post')).toBe('Error saving post');
    expect(contentSaveErrorMessage('page')).toBe('Error saving page');
    expect(contentSaveErrorMessage('series')).toBe('Error al guardar la serie');
  });

  it('load: server text, else fallback', () => {
    expect(contentLoadErrorMessage('post')).toBe('Error al cargar el post');
    expect(contentLoadErrorMessage('page')).toBe('Error al cargar la página');
    expect(contentLoadErrorMessage('series', { body: { error: 'No existe' } })).toBe('No existe');
    expect(contentLoadErrorMessage('series')).toBe('Error al cargar la serie');
  });
});

describe('comments', () => {
  it('load and actions use the server error first', () => {
    expect(commentsLoadErrorMessage({ error: 'Sin permiso' })).toBe('Sin permiso');
    expect(commentsLoadErrorMessage()).toBe('Error al cargar los comentarios');
    expect(commentActionErrorMessage('approve')).toBe('No se pudo aprobar el comentario');
    expect(commentActionErrorMessage('reject')).toBe('No se pudo rechazar el comentario');
    expect(commentActionErrorMessage('spam')).toBe('No se pudo marcar como spam');
    expect(commentActionErrorMessage('spam', { error: 'Ya es spam' })).toBe('Ya es spam');
  });
});

describe('blogs, users and settings', () => {
  it('blogs', () => {
    expect(blogsListErrorMessage({ message: 'Caído' })).toBe('Caído');
    expect(blogsListErrorMessage()).toBe('No se pudo conectar al servidor. Intenta nuevamente.');
    expect(blogSaveErrorMessage({ error: 'Subdominio ocupado' })).toBe('Subdominio ocupado');
    expect(blogSaveErrorMessage({ message: 'M', error: 'E' })).toBe('M');
    expect(blogSaveErrorMessage()).toBe('Error al guardar blog');
  });

  it('users', () => {
    expect(userSaveErrorMessage({ error: 'Email en uso' })).toBe('Email en uso');
    expect(
      userSaveErrorMessage({
        error: 'Datos inválidos',
        message: 'La contraseña actual no es correcta',
      }),
    ).toBe('La contraseña actual no es correcta');
    expect(userSaveErrorMessage()).toBe('Error al guardar usuario. Por favor, inténtalo de nuevo.');
  });

  it('settings', () => {
    expect(settingsErrorMessage('load')).toBe(
      'No se pudieron cargar las configuraciones. Intenta de nuevo o contacta al administrador.',
    );
    expect(settingsErrorMessage('save')).toBe(
      'Error al guardar configuraciones. Por favor, inténtalo de nuevo.',
    );
    expect(settingsErrorMessage('payment-link')).toBe(
      'No se pudo generar el enlace de pago. Intenta de nuevo o contacta soporte.',
    );
  });
});

describe('mediaUploadErrorMessage', () => {
  it('formats a non-ok answer as Error {status}: {body}', () => {
    expect(mediaUploadErrorMessage({ kind: 'http', status: 413, body: 'Too Large' })).toBe(
      'Error 413: Too Large',
    );
    expect(
      mediaUploadErrorMessage({ kind: 'http', status: 400, body: '{"error":"Tipo no válido"}' }),
    ).toBe('Error 400: Tipo no válido');
    expect(mediaUploadErrorMessage({ kind: 'http', status: 400, body: '{"x":1}' })).toBe(
      'Error 400: {"x":1}',
    );
  });

  it('covers network and token failures', () => {
    expect(mediaUploadErrorMessage({ kind: 'network' })).toBe('Error al subir la imagen');
    expect(mediaUploadErrorMessage({ kind: 'no-token' })).toBe(
      'Token de autenticación no encontrado',
    );
  });
});
