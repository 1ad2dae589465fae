import { COMMENT_NOTIFICATION_MESSAGES as ES, type Language } from '@bitacora/domain';

/*
 * The pages a commenter's reply-notice links open (confirm, stop), in the language of the post
 * they commented on, as the mails that carry the links (docs/decisions/075). Spanish is the
 * panel's own wording; a link that names nobody is answered in Spanish.
 */

export interface ReplyLinkPageMessages {
  linkInvalid: string;
  linkUsed: string;
  confirmExpired: string;
  unsubscribeExpired: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  confirmed: string;
  unsubscribeTitle: string;
  unsubscribeButton: string;
  unsubscribed: string;
}

export const REPLY_LINK_PAGE_MESSAGES: Readonly<Record<Language, ReplyLinkPageMessages>> = {
  es: {
    linkInvalid: ES.linkInvalid,
    linkUsed: ES.linkUsed,
    confirmExpired: ES.confirmExpired,
    unsubscribeExpired: 'Este enlace venció. Usa el enlace del último aviso que recibiste.',
    confirmTitle: ES.confirmTitle,
    confirmText: `${ES.notifyReplies}.`,
    confirmButton: ES.confirmButton,
    confirmed: ES.confirmed,
    unsubscribeTitle: ES.unsubscribeTitle,
    unsubscribeButton: ES.unsubscribeButton,
    unsubscribed: ES.unsubscribed,
  },
  en: {
    linkInvalid: 'This link is not valid. Check that you copied all of it.',
    linkUsed: 'This link was already used. Each link works once.',
    confirmExpired: 'This link has expired. Tick the box again the next time you comment.',
    unsubscribeExpired: 'This link has expired. Use the link of the latest notice you received.',
    confirmTitle: 'Confirm the reply notices',
    confirmText: 'Email me when someone replies to my comment.',
    confirmButton: 'Confirm',
    confirmed: 'Done: we will email you when someone replies to your comment.',
    unsubscribeTitle: 'Stop the reply notices',
    unsubscribeButton: 'Stop the notices',
    unsubscribed: 'You will get no more notices of replies to this comment.',
  },
  fr: {
    linkInvalid: 'Ce lien n’est pas valide. Vérifiez que vous l’avez copié en entier.',
    linkUsed: 'Ce lien a déjà servi. Chaque lien ne sert qu’une fois.',
    confirmExpired:
      'Ce lien a expiré. Cochez à nouveau la case la prochaine fois que vous commentez.',
    unsubscribeExpired: 'Ce lien a expiré. Utilisez le lien du dernier avis que vous avez reçu.',
    confirmTitle: 'Confirmer les avis de réponses',
    confirmText: 'M’avertir par e-mail quand on répond à mon commentaire.',
    confirmButton: 'Confirmer',
    confirmed: 'C’est fait : nous vous écrirons quand on répondra à votre commentaire.',
    unsubscribeTitle: 'Ne plus recevoir les avis',
    unsubscribeButton: 'Arrêter les avis',
    unsubscribed: 'Vous ne recevrez plus d’avis de réponses à ce commentaire.',
  },
  pt: {
    linkInvalid: 'Esta ligação não é válida. Verifique se a copiou por inteiro.',
    linkUsed: 'Esta ligação já foi usada. Cada ligação serve uma só vez.',
    confirmExpired: 'Esta ligação expirou. Volte a marcar a caixa da próxima vez que comentar.',
    unsubscribeExpired: 'Esta ligação expirou. Use a ligação do último aviso que recebeu.',
    confirmTitle: 'Confirmar os avisos de respostas',
    confirmText: 'Avisem-me por e-mail quando responderem ao meu comentário.',
    confirmButton: 'Confirmar',
    confirmed: 'Feito: vamos avisá-lo por e-mail quando responderem ao seu comentário.',
    unsubscribeTitle: 'Deixar de receber avisos',
    unsubscribeButton: 'Deixar de receber avisos',
    unsubscribed: 'Não voltará a receber avisos de respostas a este comentário.',
  },
};
