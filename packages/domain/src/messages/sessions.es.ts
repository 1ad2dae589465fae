/** Not in the spec: the profile's active sessions, logout and ending other sessions. */
export const SESSION_MESSAGES = {
  title: 'Sesiones activas',
  current: 'Esta sesión',
  thisDevice: 'Este equipo',
  unknownPlace: 'Lugar desconocido',
  unknownDevice: 'Dispositivo desconocido',
  unknownBrowser: 'Navegador desconocido',
  device: (browser: string, os: string) => `${browser} en ${os}`,
  lastUsed: 'Último uso',
  started: 'Inicio',
  place: 'Lugar',
  loading: 'Cargando sesiones...',
  onlyThis: 'No tienes otras sesiones abiertas.',
  loadFailed: 'No se pudieron cargar las sesiones.',
  retry: 'Reintentar',
  end: 'Cerrar sesión',
  endTitle: 'Cerrar sesión',
  endConfirm: (device: string) =>
    `¿Cerrar la sesión de ${device}? Quien la use tendrá que volver a iniciar sesión.`,
  ended: 'Sesión cerrada',
  endOthers: 'Cerrar las demás sesiones',
  endOthersConfirm:
    '¿Cerrar todas las sesiones menos esta? En esos dispositivos habrá que volver a iniciar sesión.',
  othersEnded: (count: number) =>
    count === 1 ? 'Se cerró 1 sesión' : `Se cerraron ${count} sesiones`,
  endFailed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  notFound: 'Sesión no encontrada',
} as const;
