/** Comments screen (docs/product.md#comment-messages). */
export const COMMENT_MESSAGES = {
  loading: 'Cargando comentarios...',
  empty: 'No hay comentarios.',
  loadFailed: 'Error al cargar los comentarios',
  approveFailed: 'No se pudo aprobar el comentario',
  rejectFailed: 'No se pudo rechazar el comentario',
  spamFailed: 'No se pudo marcar como spam',
  /** Our wording: 'No es spam' sends the comment back to moderation (PENDING). */
  notSpamFailed: 'No se pudo devolver el comentario a moderación',
  /** Our wording: the spec only says each action asks for confirmation first. */
  confirmApprove: '¿Estás seguro de que quieres aprobar este comentario?',
  confirmReject: '¿Estás seguro de que quieres rechazar este comentario?',
  confirmSpam: '¿Estás seguro de que quieres marcar este comentario como spam?',
  confirmDelete:
    '¿Estás seguro de que quieres eliminar este comentario? Sus respuestas también se eliminarán.',
  deleteFailed: 'No se pudo eliminar el comentario',
  replyFailed: 'No se pudo enviar la respuesta',
  /** How the panel and the blog mark the staff's reply. */
  staffReply: 'Respuesta del autor',
  /** A reply must answer a top-level comment of the same post, visible on the blog. */
  replyParentNotFound: 'El comentario al que respondes no existe en este post',
  replyToReply: 'Solo se puede responder a un comentario, no a otra respuesta',
  replyToHidden: 'Solo se puede responder a un comentario aprobado',
  /** Approving asks nothing: it says what it did and offers to undo it. */
  undo: 'Deshacer',
  undoFailed: 'No se pudo deshacer la aprobación',
  bulkFailed: 'No se pudo aplicar la acción a los comentarios',
  searchLabel: 'Buscar',
  searchHint: 'Autor, email o texto del comentario',
} as const;
