import type { Language } from '@bitacora/domain';
import { NEWSLETTER_MAIL_MESSAGES } from '../newsletter/index.ts';

/** What a reader reads of the members' pages and mail, in the blog's language. */
export interface MemberMessages {
  joinTitle: (blog: string) => string;
  joinText: string;
  email: string;
  nameOptional: string;
  sendLink: string;
  checkMailTitle: string;
  checkMail: string;
  errorTitle: string;
  confirmTitle: (blog: string) => string;
  confirmText: (email: string) => string;
  confirmButton: string;
  linkDeadTitle: string;
  linkDead: string;
  accountTitle: string;
  name: string;
  plan: string;
  planFree: string;
  planPaid: string;
  planComped: string;
  newsletter: string;
  /** The choice of the mails' language, on a blog in several. */
  mailLanguage: string;
  save: string;
  saved: string;
  download: string;
  signOut: string;
  deleteTitle: string;
  deleteText: string;
  deleteConfirm: string;
  deleteButton: string;
  deleteUnconfirmed: string;
  deletedTitle: string;
  deleted: (blog: string) => string;
  backHome: string;
  mailSubject: (blog: string) => string;
  mailIntro: (blog: string) => string;
  mailAction: string;
  mailIgnore: (minutes: number) => string;
}

const es: MemberMessages = {
  joinTitle: (blog) => `Entrar en ${blog}`,
  joinText:
    'Escribe tu correo y te enviamos un enlace para entrar, sin contraseña. Si aún no eres miembro, te registras gratis al usarlo.',
  email: 'Correo electrónico',
  nameOptional: 'Nombre (opcional)',
  sendLink: 'Enviarme el enlace',
  checkMailTitle: 'Revisa tu correo',
  checkMail: 'Te hemos enviado un enlace para entrar. Revisa tu correo.',
  errorTitle: 'No se pudo enviar el enlace',
  confirmTitle: (blog) => `Entrar en ${blog}`,
  confirmText: (email) => `Vas a entrar como ${email}.`,
  confirmButton: 'Entrar',
  linkDeadTitle: 'Este enlace ya no sirve',
  linkDead:
    'El enlace ya se usó, venció o no es de este blog. Pide uno nuevo: cada enlace sirve una sola vez durante 30 minutos.',
  accountTitle: 'Mi cuenta',
  name: 'Nombre',
  plan: 'Plan',
  planFree: 'Gratis',
  planPaid: 'De pago',
  planComped: 'De regalo',
  newsletter: 'Recibir los posts por correo',
  mailLanguage: NEWSLETTER_MAIL_MESSAGES.es.mailLanguage,
  save: 'Guardar',
  saved: 'Cambios guardados.',
  download: 'Descargar mis datos',
  signOut: 'Cerrar sesión',
  deleteTitle: 'Eliminar mi cuenta',
  deleteText:
    'Borramos tu cuenta de miembro, tus sesiones y tu suscripción al correo de este blog. No se puede deshacer.',
  deleteConfirm: 'Entiendo que mi cuenta se borra para siempre',
  deleteButton: 'Eliminar mi cuenta',
  deleteUnconfirmed: 'Marca la casilla para confirmar que quieres eliminar tu cuenta.',
  deletedTitle: 'Cuenta eliminada',
  deleted: (blog) => `Tu cuenta en ${blog} ya no existe.`,
  backHome: 'Volver al inicio',
  mailSubject: (blog) => `Tu enlace para entrar en ${blog}`,
  mailIntro: (blog) => `Alguien (seguramente tú) pidió entrar en ${blog} con este correo.`,
  mailAction: 'Entrar',
  mailIgnore: (minutes) =>
    `El enlace sirve una sola vez durante ${minutes} minutos. Si no lo pediste, ignora este correo.`,
};

const en: MemberMessages = {
  joinTitle: (blog) => `Sign in to ${blog}`,
  joinText:
    'Type your email and we will send you a link to sign in, no password. If you are not a member yet, using it joins you for free.',
  email: 'Email',
  nameOptional: 'Name (optional)',
  sendLink: 'Send me the link',
  checkMailTitle: 'Check your email',
  checkMail: 'We have sent you a link to sign in. Check your email.',
  errorTitle: 'The link could not be sent',
  confirmTitle: (blog) => `Sign in to ${blog}`,
  confirmText: (email) => `You are signing in as ${email}.`,
  confirmButton: 'Sign in',
  linkDeadTitle: 'This link no longer works',
  linkDead:
    'The link was already used, has expired or is not for this blog. Ask for a new one: each link works once, for 30 minutes.',
  accountTitle: 'My account',
  name: 'Name',
  plan: 'Plan',
  planFree: 'Free',
  planPaid: 'Paid',
  planComped: 'Complimentary',
  newsletter: 'Get the posts by email',
  mailLanguage: NEWSLETTER_MAIL_MESSAGES.en.mailLanguage,
  save: 'Save',
  saved: 'Changes saved.',
  download: 'Download my data',
  signOut: 'Sign out',
  deleteTitle: 'Delete my account',
  deleteText:
    'We delete your member account, your sessions and your email subscription to this blog. This cannot be undone.',
  deleteConfirm: 'I understand my account is deleted for good',
  deleteButton: 'Delete my account',
  deleteUnconfirmed: 'Tick the box to confirm you want to delete your account.',
  deletedTitle: 'Account deleted',
  deleted: (blog) => `Your account on ${blog} no longer exists.`,
  backHome: 'Back to the home page',
  mailSubject: (blog) => `Your link to sign in to ${blog}`,
  mailIntro: (blog) => `Someone (probably you) asked to sign in to ${blog} with this email.`,
  mailAction: 'Sign in',
  mailIgnore: (minutes) =>
    `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email.`,
};

const fr: MemberMessages = {
  joinTitle: (blog) => `Se connecter à ${blog}`,
  joinText:
    'Indiquez votre e-mail et nous vous envoyons un lien pour vous connecter, sans mot de passe. Si vous n’êtes pas encore membre, l’utiliser vous inscrit gratuitement.',
  email: 'E-mail',
  nameOptional: 'Nom (facultatif)',
  sendLink: 'M’envoyer le lien',
  checkMailTitle: 'Consultez vos e-mails',
  checkMail: 'Nous vous avons envoyé un lien pour vous connecter. Consultez vos e-mails.',
  errorTitle: 'Le lien n’a pas pu être envoyé',
  confirmTitle: (blog) => `Se connecter à ${blog}`,
  confirmText: (email) => `Vous vous connectez en tant que ${email}.`,
  confirmButton: 'Se connecter',
  linkDeadTitle: 'Ce lien ne fonctionne plus',
  linkDead:
    'Le lien a déjà servi, a expiré ou n’est pas pour ce blog. Demandez-en un nouveau : chaque lien sert une seule fois, pendant 30 minutes.',
  accountTitle: 'Mon compte',
  name: 'Nom',
  plan: 'Formule',
  planFree: 'Gratuite',
  planPaid: 'Payante',
  planComped: 'Offerte',
  newsletter: 'Recevoir les articles par e-mail',
  mailLanguage: NEWSLETTER_MAIL_MESSAGES.fr.mailLanguage,
  save: 'Enregistrer',
  saved: 'Modifications enregistrées.',
  download: 'Télécharger mes données',
  signOut: 'Se déconnecter',
  deleteTitle: 'Supprimer mon compte',
  deleteText:
    'Nous supprimons votre compte de membre, vos sessions et votre abonnement par e-mail à ce blog. C’est définitif.',
  deleteConfirm: 'Je comprends que mon compte est supprimé définitivement',
  deleteButton: 'Supprimer mon compte',
  deleteUnconfirmed: 'Cochez la case pour confirmer la suppression de votre compte.',
  deletedTitle: 'Compte supprimé',
  deleted: (blog) => `Votre compte sur ${blog} n’existe plus.`,
  backHome: 'Retour à l’accueil',
  mailSubject: (blog) => `Votre lien pour vous connecter à ${blog}`,
  mailIntro: (blog) =>
    `Quelqu’un (sans doute vous) a demandé à se connecter à ${blog} avec cet e-mail.`,
  mailAction: 'Se connecter',
  mailIgnore: (minutes) =>
    `Le lien sert une seule fois, pendant ${minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.`,
};

const pt: MemberMessages = {
  joinTitle: (blog) => `Entrar em ${blog}`,
  joinText:
    'Indique o seu e-mail e enviamos-lhe uma ligação para entrar, sem palavra-passe. Se ainda não é membro, usá-la inscreve-o gratuitamente.',
  email: 'E-mail',
  nameOptional: 'Nome (opcional)',
  sendLink: 'Enviar-me a ligação',
  checkMailTitle: 'Verifique o seu e-mail',
  checkMail: 'Enviámos-lhe uma ligação para entrar. Verifique o seu e-mail.',
  errorTitle: 'Não foi possível enviar a ligação',
  confirmTitle: (blog) => `Entrar em ${blog}`,
  confirmText: (email) => `Vai entrar como ${email}.`,
  confirmButton: 'Entrar',
  linkDeadTitle: 'Esta ligação já não funciona',
  linkDead:
    'A ligação já foi usada, expirou ou não é deste blog. Peça uma nova: cada ligação serve uma só vez, durante 30 minutos.',
  accountTitle: 'A minha conta',
  name: 'Nome',
  plan: 'Plano',
  planFree: 'Gratuito',
  planPaid: 'Pago',
  planComped: 'Oferecido',
  newsletter: 'Receber as publicações por e-mail',
  mailLanguage: NEWSLETTER_MAIL_MESSAGES.pt.mailLanguage,
  save: 'Guardar',
  saved: 'Alterações guardadas.',
  download: 'Descarregar os meus dados',
  signOut: 'Sair',
  deleteTitle: 'Eliminar a minha conta',
  deleteText:
    'Eliminamos a sua conta de membro, as suas sessões e a sua subscrição por e-mail deste blog. É definitivo.',
  deleteConfirm: 'Compreendo que a minha conta é eliminada definitivamente',
  deleteButton: 'Eliminar a minha conta',
  deleteUnconfirmed: 'Marque a caixa para confirmar a eliminação da sua conta.',
  deletedTitle: 'Conta eliminada',
  deleted: (blog) => `A sua conta em ${blog} já não existe.`,
  backHome: 'Voltar ao início',
  mailSubject: (blog) => `A sua ligação para entrar em ${blog}`,
  mailIntro: (blog) => `Alguém (provavelmente você) pediu para entrar em ${blog} com este e-mail.`,
  mailAction: 'Entrar',
  mailIgnore: (minutes) =>
    `A ligação serve uma só vez, durante ${minutes} minutos. Se não a pediu, ignore este e-mail.`,
};

export const MEMBER_MESSAGES: Record<Language, MemberMessages> = { es, en, fr, pt };
