import { NEWSLETTER_MESSAGES as ES, type Language } from '@bitacora/domain';

/**
 * What a subscriber reads of the blog's mails, in the mail's language
 * (docs/decisions/075-new-post-mails-per-language.md): the confirmation in the language they
 * chose, a new post's mail in its version's.
 */
export interface NewsletterMailMessages {
  confirmSubject: (blog: string) => string;
  confirmMailIntro: (blog: string) => string;
  confirmMailAction: string;
  confirmMailIgnore: (days: number) => string;
  readMore: string;
  readOnBlog: string;
  membersOnlyRest: string;
  joinToRead: string;
  paidOnlyRest: string;
  upgradeToRead: string;
  unsubscribeFooter: (blog: string) => string;
  unsubscribeLink: string;
  /** The subscribe form's choice of the mails' language, on a blog in several. */
  mailLanguage: string;
  /** The pages the mailed links open, once the link names its subscriber. */
  pages: {
    linkOtherList: string;
    linkUsed: string;
    confirmExpired: string;
    unsubscribeExpired: string;
    subscriberGone: string;
    confirmTitle: string;
    confirmText: (blog: string) => string;
    confirmButton: string;
    confirmed: (blog: string) => string;
    unsubscribeTitle: string;
    unsubscribeText: (blog: string) => string;
    unsubscribeButton: string;
    unsubscribed: (blog: string) => string;
  };
}

const es: NewsletterMailMessages = {
  confirmSubject: ES.confirmSubject,
  confirmMailIntro: ES.confirmMailIntro,
  confirmMailAction: ES.confirmMailAction,
  confirmMailIgnore: ES.confirmMailIgnore,
  readMore: ES.readMore,
  readOnBlog: ES.readOnBlog,
  membersOnlyRest: ES.membersOnlyRest,
  joinToRead: ES.joinToRead,
  paidOnlyRest: ES.paidOnlyRest,
  upgradeToRead: ES.upgradeToRead,
  unsubscribeFooter: ES.unsubscribeFooter,
  unsubscribeLink: ES.unsubscribeLink,
  mailLanguage: ES.mailLanguage,
  pages: {
    linkOtherList: ES.linkOtherList,
    linkUsed: ES.linkUsed,
    confirmExpired: ES.confirmExpired,
    unsubscribeExpired: ES.unsubscribeExpired,
    subscriberGone: ES.subscriberGone,
    confirmTitle: ES.confirmTitle,
    confirmText: ES.confirmText,
    confirmButton: ES.confirmButton,
    confirmed: ES.confirmed,
    unsubscribeTitle: ES.unsubscribeTitle,
    unsubscribeText: ES.unsubscribeText,
    unsubscribeButton: ES.unsubscribeButton,
    unsubscribed: ES.unsubscribed,
  },
};

const en: NewsletterMailMessages = {
  confirmSubject: (blog) => `Confirm your subscription to ${blog}`,
  confirmMailIntro: (blog) =>
    `Someone (most likely you) asked to get the new posts of “${blog}” by email.`,
  confirmMailAction: 'Confirm the subscription',
  confirmMailIgnore: (days) =>
    `If it was not you, ignore this email: without a confirmation we will not write again. The link expires in ${days} days.`,
  readMore: 'Read more',
  readOnBlog: 'Read it on the blog',
  membersOnlyRest: 'The rest of this post is for the blog’s members only.',
  joinToRead: 'Join with your email to read all of it',
  paidOnlyRest: 'The rest of this post is for paying members.',
  upgradeToRead: 'Move to a paid plan to read all of it',
  unsubscribeFooter: (blog) => `You get this email because you subscribed to “${blog}”.`,
  unsubscribeLink: 'Unsubscribe',
  mailLanguage: 'Language of the emails',
  pages: {
    linkOtherList: 'This link is not for this blog’s list.',
    linkUsed: 'This link was already used. Each confirmation link works once.',
    confirmExpired: 'This link has expired. Subscribe again from the blog.',
    unsubscribeExpired:
      'This link has expired. Use the unsubscribe link of the latest email you received.',
    subscriberGone: 'This subscription no longer exists.',
    confirmTitle: 'Confirm the subscription',
    confirmText: (blog) => `You will get the new posts of “${blog}” by email.`,
    confirmButton: 'Confirm',
    confirmed: (blog) => `Done: we will write when “${blog}” publishes a new post.`,
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeText: (blog) => `You will no longer get the posts of “${blog}” by email.`,
    unsubscribeButton: 'Unsubscribe me',
    unsubscribed: (blog) => `You will get no more emails from “${blog}”.`,
  },
};

const fr: NewsletterMailMessages = {
  confirmSubject: (blog) => `Confirmez votre abonnement à ${blog}`,
  confirmMailIntro: (blog) =>
    `Quelqu’un (sans doute vous) a demandé à recevoir par e-mail les nouveaux articles de « ${blog} ».`,
  confirmMailAction: 'Confirmer l’abonnement',
  confirmMailIgnore: (days) =>
    `Si ce n’était pas vous, ignorez cet e-mail : sans confirmation, nous ne vous écrirons plus. Le lien expire dans ${days} jours.`,
  readMore: 'Lire la suite',
  readOnBlog: 'Lire sur le blog',
  membersOnlyRest: 'La suite de cet article est réservée aux membres du blog.',
  joinToRead: 'Inscrivez-vous avec votre e-mail pour le lire en entier',
  paidOnlyRest: 'La suite de cet article est réservée aux membres payants.',
  upgradeToRead: 'Passez à une formule payante pour le lire en entier',
  unsubscribeFooter: (blog) => `Vous recevez cet e-mail car vous êtes abonné à « ${blog} ».`,
  unsubscribeLink: 'Se désabonner',
  mailLanguage: 'Langue des e-mails',
  pages: {
    linkOtherList: 'Ce lien ne concerne pas la liste de ce blog.',
    linkUsed: 'Ce lien a déjà été utilisé. Chaque lien de confirmation ne sert qu’une fois.',
    confirmExpired: 'Ce lien a expiré. Abonnez-vous de nouveau depuis le blog.',
    unsubscribeExpired:
      'Ce lien a expiré. Utilisez le lien de désabonnement du dernier e-mail reçu.',
    subscriberGone: 'Cet abonnement n’existe plus.',
    confirmTitle: 'Confirmer l’abonnement',
    confirmText: (blog) => `Vous recevrez par e-mail les nouveaux articles de « ${blog} ».`,
    confirmButton: 'Confirmer',
    confirmed: (blog) => `C’est fait : nous vous écrirons quand « ${blog} » publiera un article.`,
    unsubscribeTitle: 'Se désabonner',
    unsubscribeText: (blog) => `Vous ne recevrez plus par e-mail les articles de « ${blog} ».`,
    unsubscribeButton: 'Me désabonner',
    unsubscribed: (blog) => `Vous ne recevrez plus d’e-mails de « ${blog} ».`,
  },
};

const pt: NewsletterMailMessages = {
  confirmSubject: (blog) => `Confirme a sua subscrição de ${blog}`,
  confirmMailIntro: (blog) =>
    `Alguém (provavelmente você) pediu para receber por e-mail as novas publicações de «${blog}».`,
  confirmMailAction: 'Confirmar a subscrição',
  confirmMailIgnore: (days) =>
    `Se não foi você, ignore este e-mail: sem confirmação não voltaremos a escrever. A ligação expira em ${days} dias.`,
  readMore: 'Ler mais',
  readOnBlog: 'Ler no blog',
  membersOnlyRest: 'O resto desta publicação é só para membros do blog.',
  joinToRead: 'Junte-se com o seu e-mail para a ler toda',
  paidOnlyRest: 'O resto desta publicação é para membros pagantes.',
  upgradeToRead: 'Passe para um plano pago para a ler toda',
  unsubscribeFooter: (blog) => `Recebe este e-mail porque subscreveu «${blog}».`,
  unsubscribeLink: 'Cancelar a subscrição',
  mailLanguage: 'Idioma dos e-mails',
  pages: {
    linkOtherList: 'Esta ligação não é da lista deste blog.',
    linkUsed: 'Esta ligação já foi usada. Cada ligação de confirmação serve uma só vez.',
    confirmExpired: 'Esta ligação expirou. Volte a subscrever a partir do blog.',
    unsubscribeExpired:
      'Esta ligação expirou. Use a ligação para cancelar do último e-mail que recebeu.',
    subscriberGone: 'Esta subscrição já não existe.',
    confirmTitle: 'Confirmar a subscrição',
    confirmText: (blog) => `Receberá por e-mail as novas publicações de «${blog}».`,
    confirmButton: 'Confirmar subscrição',
    confirmed: (blog) => `Pronto: escreveremos quando «${blog}» publicar algo novo.`,
    unsubscribeTitle: 'Cancelar a subscrição',
    unsubscribeText: (blog) => `Deixará de receber por e-mail as publicações de «${blog}».`,
    unsubscribeButton: 'Cancelar a minha subscrição',
    unsubscribed: (blog) => `Não voltará a receber e-mails de «${blog}».`,
  },
};

export const NEWSLETTER_MAIL_MESSAGES: Readonly<Record<Language, NewsletterMailMessages>> = {
  es,
  en,
  fr,
  pt,
};
