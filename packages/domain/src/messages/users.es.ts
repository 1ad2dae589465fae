/** User list and form, user picture (docs/product.md#user-messages). */
export const USER_MESSAGES = {
  /** Our wording: the spec only says the email is required. */
  emailRequired: 'El email es obligatorio',
  emailReadOnly: 'El email no se puede modificar',
  created: 'Usuario creado correctamente',
  updated: 'Usuario actualizado correctamente',
  saveFailed: 'Error al guardar usuario. Por favor, inténtalo de nuevo.',
  noName: 'Sin nombre',
  empty: 'No hay usuarios',
  pictureTooLarge: 'La imagen es demasiado grande. El tamaño máximo permitido es 5MB.',
  pictureNotImage: 'Solo se permiten archivos de imagen.',
  pictureMissing: 'Por favor selecciona una imagen primero.',
  pictureUploading: 'Subiendo imagen...',
  pictureUploaded: 'Imagen subida con éxito!',
} as const;

/** Picture test page: 'Error al subir imagen: {message}'. */
export function pictureUploadErrorMessage(message: string): string {
  return `Error al subir imagen: ${message}`;
}

/**
 * Not in the spec: the profile's social links (docs/decisions/067-author-pages.md); `of` names
 * the field ('del sitio web', 'de GitHub').
 */
export const PROFILE_LINK_MESSAGES = {
  notHttps: (of: string) => `La dirección ${of} debe empezar por https://`,
  notAddress: (of: string) => `Escribe la dirección completa ${of}, empezando por https://`,
  credentials: (of: string) => `La dirección ${of} no puede llevar usuario ni contraseña`,
  tooLong: (of: string, max: number) => `La dirección ${of} no puede superar los ${max} caracteres`,
  mastodon:
    'Escribe la dirección de tu perfil de Mastodon (https://…) o tu usuario completo (@usuario@servidor)',
  notList: 'Las redes sociales deben ser un objeto con una dirección por red',
} as const;
