/**
 * Not in the spec: comment notifications (docs/decisions/025-comment-notifications.md): the
 * profile's 'Avisos de comentarios', the pages the mailed links open, and the public form's box.
 */
export const COMMENT_NOTIFICATION_MESSAGES = {
  sectionTitle: 'Avisos de comentarios',
  sectionHint:
    'Te escribimos cuando alguien comenta en tus entradas o en los blogs que administras.',
  loading: 'Cargando avisos...',
  loadFailed: 'No se pudo cargar tu preferencia de avisos.',
  retry: 'Reintentar',
  saved: 'Preferencia de avisos guardada',
  saveFailed: 'No se pudo guardar tu preferencia de avisos. Inténtalo de nuevo.',
  invalidMode: 'Elige cada comentario, un resumen diario o ninguno',
  /** Mailed links (staff and visitors). */
  linkInvalid: 'Este enlace no es válido. Comprueba que lo copiaste entero.',
  linkUsed: 'Este enlace ya se usó. Cada enlace sirve una sola vez.',
  linkExpired: 'Este enlace venció. Abre la cola de moderación desde el panel.',
  notAllowed: 'Ya no puedes moderar este comentario: el enlace era para quien podía hacerlo.',
  commentGone: 'El comentario ya no existe.',
  notPending: (status: string) => `El comentario ya no está pendiente: está en estado «${status}».`,
  approveTitle: 'Aprobar el comentario',
  approveButton: 'Aprobar',
  approved: 'Comentario aprobado. Ya se ve en el blog.',
  openPanel: 'Abrir el panel',
  /** The visitor's subscription to replies. */
  notifyReplies: 'Avísame por correo cuando respondan a mi comentario',
  confirmTitle: 'Confirmar los avisos de respuestas',
  confirmButton: 'Confirmar',
  confirmed: 'Listo: te avisaremos por correo cuando respondan a tu comentario.',
  confirmExpired: 'Este enlace venció. Vuelve a marcar la casilla la próxima vez que comentes.',
  unsubscribeTitle: 'Dejar de recibir avisos',
  unsubscribeButton: 'Dejar de recibir avisos',
  unsubscribed: 'Ya no recibirás avisos de respuestas a este comentario.',
} as const;
