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
