/**
 * Texts the spec does not word, for what the panel refuses before asking the server (the
 * server would answer 403, which ends the session). Worded as the server words them.
 */
export const PANEL_MESSAGES = {
  noPermission: 'No tienes permiso para realizar esta acción',
  settingsAdminsOnly: 'Solo los administradores del blog pueden ver y cambiar su configuración.',
  /** Does not word a failed post delete. */
  postDeleteFailed: 'No se pudo eliminar el post',
} as const;
