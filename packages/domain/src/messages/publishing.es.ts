/**
 * An item's old addresses and its previews (docs/product.md#slug-history,
 * docs/product.md#draft-preview). Our wording: the spec has neither.
 */
export const PUBLISHING_MESSAGES = {
  oldAddressesTitle: 'Direcciones anteriores',
  oldAddressesHint: 'Quien entre por ellas llega a la dirección actual.',
  removeOldAddress: 'Quitar',
  removeOldAddressLabel: (url: string) => `Quitar la dirección anterior ${url}`,
  oldAddressRemoved: 'Dirección anterior quitada: ahora responde «no encontrada».',
  oldAddressRemoveFailed: 'No se pudo quitar la dirección anterior. Inténtalo de nuevo.',
  oldAddressesLoadFailed: 'No se pudieron cargar las direcciones anteriores.',
  preview: 'Vista previa',
  previewFailed: 'No se pudo abrir la vista previa. Inténtalo de nuevo.',
  shareTitle: 'Compartir vista previa',
  shareHint:
    'Quien tenga el enlace podrá leer este contenido tal como se verá, sin cuenta, hasta que caduque o lo revoques.',
  shareLifetime: 'Caduca en',
  shareDays: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  share: 'Compartir vista previa',
  shareCreated: 'Enlace creado. Cópialo ahora: no se volverá a mostrar.',
  shareLink: 'Enlace de vista previa',
  shareFailed: 'No se pudo crear el enlace. Inténtalo de nuevo.',
  activeLinks: 'Enlaces activos',
  linkExpires: (when: string) => `Caduca el ${when}`,
  linkBy: (name: string) => `creado por ${name}`,
  revoke: 'Revocar',
  revokeLabel: (when: string) => `Revocar el enlace que caduca el ${when}`,
  revoked: 'Enlace revocado: ya no abre la vista previa.',
  revokeFailed: 'No se pudo revocar el enlace. Inténtalo de nuevo.',
  linksLoadFailed: 'No se pudieron cargar los enlaces de vista previa.',
} as const;
