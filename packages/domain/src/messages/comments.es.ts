/** Comments screen (docs/product.md#comment-messages). */
export const COMMENT_MESSAGES = {
  loading: 'Cargando comentarios...',
  empty: 'No hay comentarios.',
  loadFailed: 'Error al cargar los comentarios',
  approveFailed: 'No se pudo aprobar el comentario',
  rejectFailed: 'No se pudo rechazar el comentario',
  spamFailed: 'No se pudo marcar como spam',
  /** Our wording: the spec only says each action asks for confirmation first. */
  confirmApprove: '¿Estás seguro de que quieres aprobar este comentario?',
  confirmReject: '¿Estás seguro de que quieres rechazar este comentario?',
  confirmSpam: '¿Estás seguro de que quieres marcar este comentario como spam?',
} as const;
