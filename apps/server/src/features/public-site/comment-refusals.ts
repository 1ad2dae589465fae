import { COMMENT_LIMITS, TEXT_LIMITS } from '@bitacora/api/schemas';
import {
  COMMENT_FIELD_MESSAGES,
  COMMENT_MESSAGES,
  FIELD_MESSAGES,
  type Language,
  SERVER_MESSAGES,
} from '@bitacora/domain';

/**
 * Why a comment was not taken, as a reader of the page reads it. The comment's rules answer in
 * Spanish, the API's language; a page in another language says the same in its own, the form
 * without JavaScript and the page's script alike.
 */
interface CommentRefusals {
  nameRequired: string;
  nameTooLong: (max: number) => string;
  emailRequired: string;
  emailTooLong: (max: number) => string;
  emailInvalid: string;
  contentRequired: string;
  contentTooLong: (max: number) => string;
  refused: string;
  closed: string;
  tooMany: string;
  membersOnly: string;
  busyPost: string;
  replyParentNotFound: string;
  replyToReply: string;
  replyToHidden: string;
}

const es: CommentRefusals = {
  nameRequired: FIELD_MESSAGES.nameRequired,
  nameTooLong: FIELD_MESSAGES.nameTooLong,
  emailRequired: FIELD_MESSAGES.emailRequired,
  emailTooLong: FIELD_MESSAGES.emailTooLong,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  contentRequired: COMMENT_FIELD_MESSAGES.contentRequired,
  contentTooLong: COMMENT_FIELD_MESSAGES.contentTooLong,
  refused: SERVER_MESSAGES.commentRefused,
  closed: SERVER_MESSAGES.commentsClosed,
  tooMany: SERVER_MESSAGES.tooManyComments,
  membersOnly: SERVER_MESSAGES.commentsMembersOnly,
  busyPost: SERVER_MESSAGES.tooManyCommentsOnPost,
  replyParentNotFound: COMMENT_MESSAGES.replyParentNotFound,
  replyToReply: COMMENT_MESSAGES.replyToReply,
  replyToHidden: COMMENT_MESSAGES.replyToHidden,
};

const REFUSALS: Record<Language, CommentRefusals> = {
  es,
  en: {
    nameRequired: 'Your name is required',
    nameTooLong: (max) => `Your name cannot be longer than ${max} characters`,
    emailRequired: 'Your email is required',
    emailTooLong: (max) => `Your email cannot be longer than ${max} characters`,
    emailInvalid: 'That email is not valid',
    contentRequired: 'The comment is required',
    contentTooLong: (max) => `The comment cannot be longer than ${max} characters`,
    refused: 'The comment could not be sent',
    closed: 'Comments are closed',
    tooMany: 'You have sent too many comments. Wait a few minutes before trying again.',
    membersOnly: 'Only members can comment on this blog. Sign in as a member to comment.',
    busyPost: 'This post is getting a lot of comments. Try again in a few minutes.',
    replyParentNotFound: 'The comment you are replying to is not on this post',
    replyToReply: 'You can reply to a comment, not to another reply',
    replyToHidden: 'You can only reply to an approved comment',
  },
  fr: {
    nameRequired: 'Le nom est obligatoire',
    nameTooLong: (max) => `Le nom ne peut pas dépasser ${max} caractères`,
    emailRequired: 'L’adresse e-mail est obligatoire',
    emailTooLong: (max) => `L’adresse e-mail ne peut pas dépasser ${max} caractères`,
    emailInvalid: 'L’adresse e-mail n’est pas valide',
    contentRequired: 'Le commentaire est obligatoire',
    contentTooLong: (max) => `Le commentaire ne peut pas dépasser ${max} caractères`,
    refused: 'Le commentaire n’a pas pu être envoyé',
    closed: 'Les commentaires sont fermés',
    tooMany: 'Vous avez envoyé trop de commentaires. Attendez quelques minutes avant de réessayer.',
    membersOnly:
      'Seuls les membres peuvent commenter sur ce blog. Connectez-vous en tant que membre pour commenter.',
    busyPost: 'Cet article reçoit beaucoup de commentaires. Réessayez dans quelques minutes.',
    replyParentNotFound: 'Le commentaire auquel vous répondez n’est pas sur cet article',
    replyToReply: 'On peut répondre à un commentaire, pas à une autre réponse',
    replyToHidden: 'On ne peut répondre qu’à un commentaire approuvé',
  },
  pt: {
    nameRequired: 'O nome é obrigatório',
    nameTooLong: (max) => `O nome não pode ter mais de ${max} caracteres`,
    emailRequired: 'O email é obrigatório',
    emailTooLong: (max) => `O email não pode ter mais de ${max} caracteres`,
    emailInvalid: 'O email não é válido',
    contentRequired: 'O comentário é obrigatório',
    contentTooLong: (max) => `O comentário não pode ter mais de ${max} caracteres`,
    refused: 'Não foi possível enviar o comentário',
    closed: 'Os comentários estão fechados',
    tooMany: 'Você enviou comentários demais. Aguarde alguns minutos antes de tentar de novo.',
    membersOnly: 'Só os membros podem comentar neste blog. Entre como membro para comentar.',
    busyPost: 'Este post está recebendo muitos comentários. Tente de novo em alguns minutos.',
    replyParentNotFound: 'O comentário que você está respondendo não está neste post',
    replyToReply: 'Só é possível responder a um comentário, não a outra resposta',
    replyToHidden: 'Só é possível responder a um comentário aprovado',
  },
};

/** The refusals as the form's rules say them, with the limits they name. */
function said(r: CommentRefusals): string[] {
  return [
    r.nameRequired,
    r.nameTooLong(COMMENT_LIMITS.authorName),
    r.emailRequired,
    r.emailTooLong(TEXT_LIMITS.email),
    r.emailInvalid,
    r.contentRequired,
    r.contentTooLong(COMMENT_LIMITS.content),
    r.refused,
    r.closed,
    r.tooMany,
    r.membersOnly,
    r.busyPost,
    r.replyParentNotFound,
    r.replyToReply,
    r.replyToHidden,
  ];
}

/**
 * The key the page's script finds a refusal by: a hash of the rules' words (djb2, as
 * `COMMENT_SCRIPT` computes it), so a page in another language carries none of the Spanish.
 */
export function refusalKey(message: string): number {
  let n = 5381;
  for (let i = 0; i < message.length; i++) n = ((n * 33) ^ message.charCodeAt(i)) >>> 0;
  return n;
}

/** Each language's refusals by the rules' Spanish words; none for Spanish. */
const BY_WORDS = new Map<Language, ReadonlyMap<string, string>>();
function byWords(language: Language): ReadonlyMap<string, string> {
  let table = BY_WORDS.get(language);
  if (!table) {
    const theirs = said(REFUSALS[language]);
    table = new Map(said(es).map((spanish, i) => [spanish, theirs[i] as string]));
    BY_WORDS.set(language, table);
  }
  return table;
}

/**
 * The refusals for the page's script, by {@link refusalKey}, and the one for any other (under
 * `0`); null on a Spanish page, which shows the rules' words as they come.
 */
export function commentRefusalTable(language: Language): Readonly<Record<number, string>> | null {
  if (language === 'es') return null;
  return Object.fromEntries([
    [0, REFUSALS[language].refused],
    ...[...byWords(language)].map(([spanish, theirs]) => [refusalKey(spanish), theirs]),
  ]);
}

/**
 * A refusal in `language`: the rules' own words for Spanish; another language's words for them,
 * or its 'could not be sent' for one it has none for.
 */
export function commentRefusalIn(language: Language, message: string): string {
  if (language === 'es') return message;
  return byWords(language).get(message) ?? REFUSALS[language].refused;
}
