/**
 * What a reader reads of memberships and tips on a blog's own pages (issue 34), in the blog's
 * language: the tip form ('Invítame un café') and its pages, the plan on the member's account
 * page, the page that leads to the provider and the mail after a failed renewal. The Spanish is the spec's own wording.
 */
import type { Language } from '../constants/constants.ts';
import { MEMBERSHIP_MESSAGES as M } from '../messages/memberships.es.ts';
import { PAYMENT_CONNECTION_MESSAGES } from '../messages/payment-connection.es.ts';

/** A ledger row's status as the provider reports it (docs/decisions/060-paid-memberships.md). */
export type ReaderPaymentStatus =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'partially_refunded'
  | 'refunded';

export interface ReaderMembershipMessages {
  tipsTitle: string;
  tipsIntro: string;
  tipAmount: string;
  tipOther: string;
  tipName: string;
  tipMessage: string;
  tipButton: string;
  tipsOff: string;
  /** A tier or a tip while the blog has no Mercado Pago account connected. */
  notConnected: string;
  tooManyTips: string;
  tipAmountInvalid: string;
  tipBelowMinimum: (least: string) => string;
  tipAboveMaximum: (most: string) => string;
  tipNameTooLong: string;
  tipMessageTooLong: string;
  tipCheckoutText: string;
  tipThanksTitle: string;
  tipThanksText: string;
  /** The title the provider's checkout page shows. */
  tipReason: (blog: string) => string;
  paidTiersTitle: string;
  subscribeMonthly: (price: string) => string;
  subscribeYearly: (price: string) => string;
  perMonth: string;
  perYear: string;
  renewsOn: (date: string) => string;
  cancelledUntil: (date: string) => string;
  graceUntil: (date: string) => string;
  cancelButton: string;
  checkoutTitle: string;
  checkoutText: string;
  checkoutContinue: string;
  /** Why 'Subscribe' did not lead to the payment, and the way back. */
  tierNotOnSale: string;
  alreadyMember: string;
  subscribeFailed: string;
  backToAccount: string;
  /** The member's own payments on the account page. */
  paymentsTitle: string;
  paymentDate: string;
  paymentAmount: string;
  paymentState: string;
  paymentStates: Readonly<Record<ReaderPaymentStatus, string>>;
  /** The mail after a failed renewal. */
  graceSubject: (blog: string) => string;
  graceText: (blog: string, until: string) => string;
}

const es: ReaderMembershipMessages = {
  tipsTitle: M.tipsTitle,
  tipsIntro: M.tipsIntro,
  tipAmount: M.tipAmount,
  tipOther: M.tipOther,
  tipName: M.tipName,
  tipMessage: M.tipMessage,
  tipButton: M.tipButton,
  tipsOff: M.tipsOff,
  notConnected: PAYMENT_CONNECTION_MESSAGES.notConnected,
  tooManyTips: M.tooManyTips,
  tipAmountInvalid: M.tipAmountInvalid,
  tipBelowMinimum: M.tipBelowMinimum,
  tipAboveMaximum: M.tipAboveMaximum,
  tipNameTooLong: M.tipNameTooLong,
  tipMessageTooLong: M.tipMessageTooLong,
  tipCheckoutText: M.tipCheckoutText,
  tipThanksTitle: M.tipThanksTitle,
  tipThanksText: M.tipThanksText,
  tipReason: M.tipReason,
  paidTiersTitle: M.paidTiersTitle,
  subscribeMonthly: M.subscribeMonthly,
  subscribeYearly: M.subscribeYearly,
  perMonth: 'mes',
  perYear: 'año',
  renewsOn: M.renewsOn,
  cancelledUntil: M.cancelledUntil,
  graceUntil: M.graceUntil,
  cancelButton: M.cancelButton,
  checkoutTitle: M.checkoutTitle,
  checkoutText: M.checkoutText,
  checkoutContinue: M.checkoutContinue,
  tierNotOnSale: M.tierNotOnSale,
  alreadyMember: M.alreadyMember,
  subscribeFailed: M.subscribeFailed,
  backToAccount: 'Volver a mi cuenta',
  paymentsTitle: 'Tus pagos',
  paymentDate: 'Fecha',
  paymentAmount: 'Importe',
  paymentState: 'Estado',
  paymentStates: {
    pending: 'Pendiente',
    approved: 'Pagado',
    rejected: 'Rechazado',
    partially_refunded: 'Devuelto en parte',
    refunded: 'Devuelto',
  },
  graceSubject: M.graceSubject,
  graceText: M.graceText,
};

const en: ReaderMembershipMessages = {
  tipsTitle: 'Buy me a coffee',
  tipsIntro: 'If you liked what you read, you can leave me a tip.',
  tipAmount: 'Amount',
  tipOther: 'Another amount',
  tipName: 'Your name (optional)',
  tipMessage: 'A message (optional)',
  tipButton: 'Send tip',
  tipsOff: 'This blog does not take tips.',
  notConnected:
    'This blog cannot take payments yet: its author has not connected their Mercado Pago account.',
  tooManyTips:
    'You have started too many tips from this connection. Please wait a while and try again.',
  tipAmountInvalid: 'The tip amount is not valid',
  tipBelowMinimum: (least) => `The smallest tip is ${least}`,
  tipAboveMaximum: (most) => `The largest tip is ${most}`,
  tipNameTooLong: 'The name can be up to 80 characters long',
  tipMessageTooLong: 'The message can be up to 500 characters long',
  tipCheckoutText: 'Mercado Pago will ask you for the payment details of your tip.',
  tipThanksTitle: 'Thank you for the coffee!',
  tipThanksText: 'Your tip will reach the author of the blog as soon as the payment is confirmed.',
  tipReason: (blog) => `Buy me a coffee · ${blog}`,
  paidTiersTitle: 'Subscribe',
  subscribeMonthly: (price) => `Subscribe for ${price} a month`,
  subscribeYearly: (price) => `Subscribe for ${price} a year`,
  perMonth: 'month',
  perYear: 'year',
  renewsOn: (date) => `Renews on ${date}.`,
  cancelledUntil: (date) => `Cancelled: you have access until ${date}.`,
  graceUntil: (date) => `We could not charge the renewal: you have access until ${date}.`,
  cancelButton: 'Cancel subscription',
  checkoutTitle: 'Authorise the payment',
  checkoutText: 'Mercado Pago will ask you to authorise the charge for your subscription.',
  checkoutContinue: 'Continue to payment',
  tierNotOnSale: 'This tier is not on sale.',
  alreadyMember: 'You already have a paid subscription to this blog.',
  subscribeFailed: 'The payment could not be opened. Please try again.',
  backToAccount: 'Back to my account',
  paymentsTitle: 'Your payments',
  paymentDate: 'Date',
  paymentAmount: 'Amount',
  paymentState: 'Status',
  paymentStates: {
    pending: 'Pending',
    approved: 'Paid',
    rejected: 'Declined',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
  },
  graceSubject: (blog) => `We could not renew your subscription to ${blog}`,
  graceText: (blog, until) =>
    `The renewal charge for your subscription to “${blog}” did not go through. You keep access until ${until}; check your payment method in Mercado Pago so as not to lose it.`,
};

const fr: ReaderMembershipMessages = {
  tipsTitle: 'Offrez-moi un café',
  tipsIntro: 'Si vous avez aimé ce que vous lisez, vous pouvez me laisser un pourboire.',
  tipAmount: 'Montant',
  tipOther: 'Autre montant',
  tipName: 'Votre nom (facultatif)',
  tipMessage: 'Un message (facultatif)',
  tipButton: 'Offrir',
  tipsOff: "Ce blog n'accepte pas de pourboires.",
  notConnected:
    "Ce blog ne peut pas encore recevoir de paiements : son auteur n'a pas encore connecté son compte Mercado Pago.",
  tooManyTips:
    'Vous avez commencé trop de pourboires depuis cette connexion. Attendez un moment avant de réessayer.',
  tipAmountInvalid: "Le montant du pourboire n'est pas valide",
  tipBelowMinimum: (least) => `Le pourboire minimum est de ${least}`,
  tipAboveMaximum: (most) => `Le pourboire maximum est de ${most}`,
  tipNameTooLong: "Le nom peut compter jusqu'à 80 caractères",
  tipMessageTooLong: "Le message peut compter jusqu'à 500 caractères",
  tipCheckoutText: 'Mercado Pago vous demandera les informations de paiement de votre pourboire.',
  tipThanksTitle: 'Merci pour le café !',
  tipThanksText: "Votre pourboire parviendra à l'auteur du blog dès que le paiement sera confirmé.",
  tipReason: (blog) => `Offrez-moi un café · ${blog}`,
  paidTiersTitle: "S'abonner",
  subscribeMonthly: (price) => `S'abonner pour ${price} par mois`,
  subscribeYearly: (price) => `S'abonner pour ${price} par an`,
  perMonth: 'mois',
  perYear: 'an',
  renewsOn: (date) => `Renouvellement le ${date}.`,
  cancelledUntil: (date) => `Résilié : vous avez accès jusqu'au ${date}.`,
  graceUntil: (date) =>
    `Le renouvellement n'a pas pu être prélevé : vous avez accès jusqu'au ${date}.`,
  cancelButton: "Résilier l'abonnement",
  checkoutTitle: 'Autorisez le paiement',
  checkoutText: 'Mercado Pago vous demandera d’autoriser le prélèvement de votre abonnement.',
  checkoutContinue: 'Continuer vers le paiement',
  tierNotOnSale: "Cette formule n'est pas en vente.",
  alreadyMember: 'Vous avez déjà un abonnement payant à ce blog.',
  subscribeFailed: "Le paiement n'a pas pu être ouvert. Veuillez réessayer.",
  backToAccount: 'Retour à mon compte',
  paymentsTitle: 'Vos paiements',
  paymentDate: 'Date',
  paymentAmount: 'Montant',
  paymentState: 'État',
  paymentStates: {
    pending: 'En attente',
    approved: 'Payé',
    rejected: 'Refusé',
    partially_refunded: 'Remboursé en partie',
    refunded: 'Remboursé',
  },
  graceSubject: (blog) => `Nous n'avons pas pu renouveler votre abonnement à ${blog}`,
  graceText: (blog, until) =>
    `Le prélèvement du renouvellement de votre abonnement à « ${blog} » n'a pas abouti. Vous gardez l'accès jusqu'au ${until} ; vérifiez votre moyen de paiement dans Mercado Pago pour ne pas le perdre.`,
};

const pt: ReaderMembershipMessages = {
  tipsTitle: 'Ofereça-me um café',
  tipsIntro: 'Se gostou do que leu, pode deixar-me uma gorjeta.',
  tipAmount: 'Valor',
  tipOther: 'Outro valor',
  tipName: 'O seu nome (opcional)',
  tipMessage: 'Uma mensagem (opcional)',
  tipButton: 'Oferecer',
  tipsOff: 'Este blog não aceita gorjetas.',
  notConnected:
    'Este blog ainda não pode receber pagamentos: o autor ainda não ligou a sua conta do Mercado Pago.',
  tooManyTips:
    'Iniciou demasiadas gorjetas a partir desta ligação. Espere um pouco antes de tentar de novo.',
  tipAmountInvalid: 'O valor da gorjeta não é válido',
  tipBelowMinimum: (least) => `A gorjeta mínima é de ${least}`,
  tipAboveMaximum: (most) => `A gorjeta máxima é de ${most}`,
  tipNameTooLong: 'O nome pode ter até 80 caracteres',
  tipMessageTooLong: 'A mensagem pode ter até 500 caracteres',
  tipCheckoutText: 'O Mercado Pago pedirá os dados de pagamento da sua gorjeta.',
  tipThanksTitle: 'Obrigado pelo café!',
  tipThanksText: 'A sua gorjeta chegará ao autor do blog assim que o pagamento for confirmado.',
  tipReason: (blog) => `Ofereça-me um café · ${blog}`,
  paidTiersTitle: 'Subscrever',
  subscribeMonthly: (price) => `Subscrever por ${price} por mês`,
  subscribeYearly: (price) => `Subscrever por ${price} por ano`,
  perMonth: 'mês',
  perYear: 'ano',
  renewsOn: (date) => `Renova-se a ${date}.`,
  cancelledUntil: (date) => `Cancelada: tem acesso até ${date}.`,
  graceUntil: (date) => `Não foi possível cobrar a renovação: tem acesso até ${date}.`,
  cancelButton: 'Cancelar a subscrição',
  checkoutTitle: 'Autorize o pagamento',
  checkoutText: 'O Mercado Pago pedirá que autorize a cobrança da sua subscrição.',
  checkoutContinue: 'Continuar para o pagamento',
  tierNotOnSale: 'Este plano não está à venda.',
  alreadyMember: 'Já tem uma subscrição paga deste blog.',
  subscribeFailed: 'Não foi possível abrir o pagamento. Tente de novo.',
  backToAccount: 'Voltar à minha conta',
  paymentsTitle: 'Os seus pagamentos',
  paymentDate: 'Data',
  paymentAmount: 'Valor',
  paymentState: 'Estado',
  paymentStates: {
    pending: 'Pendente',
    approved: 'Pago',
    rejected: 'Recusado',
    partially_refunded: 'Reembolsado em parte',
    refunded: 'Reembolsado',
  },
  graceSubject: (blog) => `Não conseguimos renovar a sua subscrição de ${blog}`,
  graceText: (blog, until) =>
    `A cobrança da renovação da sua subscrição de «${blog}» não foi concluída. Mantém o acesso até ${until}; verifique o seu meio de pagamento no Mercado Pago para não o perder.`,
};

export const READER_MEMBERSHIP_MESSAGES: Readonly<Record<Language, ReaderMembershipMessages>> = {
  es,
  en,
  fr,
  pt,
};
