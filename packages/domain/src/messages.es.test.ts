import { describe, expect, it } from 'vitest';
import {
  BLOG_MESSAGES,
  CATEGORY_MESSAGES,
  dashboardBlogMissingMessage,
  IMAGE_MESSAGES,
  imageTooSmallMessage,
  MEDIA_MESSAGES,
  MENU_MESSAGES,
  mediaUploadHttpMessage,
  menuCountMessage,
  PAGE_MESSAGES,
  PASSWORD_MESSAGES,
  POST_MESSAGES,
  pictureUploadErrorMessage,
  postNotFoundMessage,
  SERIES_MESSAGES,
  SETTINGS_MESSAGES,
  slugTakenMessage,
  subdomainReservedMessage,
  TRASH_MESSAGES,
  USER_MESSAGES,
} from './messages.es.ts';

describe('messages with placeholders', () => {
  it('fill the spec wording', () => {
    expect(slugTakenMessage('año-nuevo')).toBe(
      'El slug "año-nuevo" ya está en uso. Por favor, elige otro.',
    );
    expect(imageTooSmallMessage(640, 480)).toBe(
      'La imagen debe ser de al menos 800×600px (actual: 640x480px)',
    );
    expect(mediaUploadHttpMessage(500, 'Internal')).toBe('Error 500: Internal');
    expect(pictureUploadErrorMessage('sin red')).toBe('Error al subir imagen: sin red');
    expect(postNotFoundMessage('abc-123')).toBe(
      'No se encontró el post con UUID: abc-123. Por favor, regresa a la lista de posts.',
    );
    expect(dashboardBlogMissingMessage(404)).toBe(
      'El blog seleccionado no existe o no se puede acceder. Error: 404. Serás redirigido a la página de selección de blogs.',
    );
    expect(menuCountMessage(3)).toBe('3 item(s) found');
    expect(subdomainReservedMessage('www')).toBe(
      'El subdominio "www" está reservado. Por favor, elige otro.',
    );
  });

  it('say where a bulk delete sends posts and pages, one or many', () => {
    expect(TRASH_MESSAGES.bulkNote(1, false)).toBe(TRASH_MESSAGES.postNote);
    expect(TRASH_MESSAGES.bulkNote(1, true)).toBe(TRASH_MESSAGES.pageNote);
    expect(TRASH_MESSAGES.bulkNote(3, false)).toBe(
      'Irán a la papelera, donde podrás restaurarlos durante 30 días.',
    );
    expect(TRASH_MESSAGES.bulkNote(2, true)).toBe(
      'Irán a la papelera, donde podrás restaurarlas durante 30 días.',
    );
  });
});

describe('fixed messages keep the spec wording', () => {
  it('validation messages', () => {
    expect(IMAGE_MESSAGES.type).toBe('Solo se permiten imágenes JPG, PNG o WebP');
    expect(IMAGE_MESSAGES.tooLarge).toBe('La imagen no debe superar los 5MB');
    expect(IMAGE_MESSAGES.loadFailed).toBe('Error al cargar la imagen');
    expect(USER_MESSAGES.pictureTooLarge).toBe(
      'La imagen es demasiado grande. El tamaño máximo permitido es 5MB.',
    );
    expect(PASSWORD_MESSAGES.tooShort).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(MENU_MESSAGES.urlInvalid).toBe('URL must start with http:// https:// or /');
    expect(BLOG_MESSAGES.modalRequired).toBe('Nombre y subdominio son requeridos');
    expect(SERIES_MESSAGES.userMissing).toBe(
      'No se pudo obtener la información del usuario autenticado',
    );
    expect(SERIES_MESSAGES.confirmDelete).toBe(
      '¿Estás seguro de que deseas eliminar esta serie? Los posts asociados se desasociarán de la serie.',
    );
    expect(CATEGORY_MESSAGES.confirmDelete).toBe(
      '¿Estás seguro de que quieres eliminar esta categoría?',
    );
    expect(PAGE_MESSAGES.confirmDelete).toBe('¿Estás seguro de que deseas eliminar esta página?');
    expect(MEDIA_MESSAGES.confirmDelete).toBe(
      '¿Estás seguro de que deseas eliminar esta imagen? Esta acción no se puede deshacer.',
    );
  });

  it('rule and failure messages', () => {
    expect(POST_MESSAGES.previewNotPublished).toBe(
      'Solo los posts publicados pueden ser visualizados en el frontend',
    );
    expect(POST_MESSAGES.previewNoSlug).toBe('Este post no tiene un slug válido');
    expect(PASSWORD_MESSAGES.forgotSent).toBe(
      'Si el email existe, recibirás un enlace para restablecer tu contraseña.',
    );
    expect(PASSWORD_MESSAGES.resetDone).toBe('¡Contraseña actualizada! Ya puedes iniciar sesión.');
    expect(SETTINGS_MESSAGES.saved).toBe('Configuración guardada correctamente');
  });
});
