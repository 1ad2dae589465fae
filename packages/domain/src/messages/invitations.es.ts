/** Not in the spec (issue 12, team): invitations by email and removing members. */
export const INVITATION_MESSAGES = {
  invite: 'Invitar autor',
  sent: (email: string) => `Invitación enviada a ${email}`,
  resent: (email: string) => `Invitación reenviada a ${email}`,
  canceled: 'Invitación cancelada',
  pendingTitle: 'Invitaciones pendientes',
  pendingEmpty: 'No hay invitaciones pendientes',
  notFound: 'Invitación no encontrada',
  invalid: 'El enlace de invitación no es válido. Pide a quien te invitó que te envíe uno nuevo.',
  used: 'Esta invitación ya se usó. Si ya tienes cuenta, inicia sesión.',
  expired: 'Esta invitación venció. Pide a quien te invitó que te envíe una nueva.',
  alreadyMember: 'Esa persona ya es miembro del blog',
  tooManyMails: (max: number) =>
    `Esa dirección ya recibió ${max} invitaciones hoy. Podrás volver a enviarle una mañana.`,
  wrongPassword: 'La contraseña no es correcta',
  // The acceptance signs the person in, so the message no longer sends them to login.
  accepted: (blogName: string) => `¡Listo! Ya formas parte de «${blogName}».`,
  removeTitle: 'Quitar del blog',
  removeConfirm: (name: string) =>
    `¿Quitar a ${name} del blog? Su cuenta se conserva, pero dejará de tener acceso a este blog.`,
  removed: (name: string) => `${name} ya no es miembro del blog`,
  cannotRemoveSelf: 'No puedes quitarte a ti mismo del blog',
  lastAdmin: 'El blog debe tener al menos un administrador',
} as const;
