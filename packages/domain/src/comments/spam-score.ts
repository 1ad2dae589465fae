import { countLinks, foldText } from './comment-rules.ts';

/**
 * A comment's spam score, with no third party: signs that weigh alone (a shortener, BBCode)
 * and signs that only add up (a link, a selling word, shouting). At SPAM_THRESHOLD and above
 * the comment goes straight to SPAM; the fixture in fixtures/labelled-comments.ts keeps the weights honest
 * (docs/benchmarks.md#comment-spam-score).
 */
export const SPAM_THRESHOLD = 4;

/** Words of the usual spam trades, Spanish and English, folded (no accents, lower case). */
const SPAM_WORDS = [
  // pharma
  'viagra',
  'cialis',
  'levitra',
  'pharmacy',
  'farmacia online',
  'sin receta',
  'without prescription',
  'pastillas para adelgazar',
  'weight loss',
  // gambling
  'casino',
  'casinos',
  'casino online',
  'tragaperras',
  'slots',
  'poker online',
  'apuestas',
  'apuestas deportivas',
  'loteria',
  'lottery',
  'betting',
  'bono de bienvenida',
  'free spins',
  'tiradas gratis',
  // money and crypto
  'bitcoin',
  'crypto',
  'criptomonedas',
  'forex',
  'binary options',
  'opciones binarias',
  'ganar dinero',
  'dinero facil',
  'make money',
  'earn money',
  'trabaja desde casa',
  'work from home',
  'working from home',
  'fast cash',
  'prestamo rapido',
  'prestamos rapidos',
  'payday loan',
  'inversion garantizada',
  'guaranteed profit',
  // SEO and selling
  'backlinks',
  'seo services',
  'servicios seo',
  'posicionamiento web',
  'link building',
  'buy followers',
  'comprar seguidores',
  'cheap',
  'discount',
  'replica',
  'buy now',
  'compra ya',
  'solo hoy',
  'limited offer',
  'followers',
  'singles',
  'dating',
  'essays',
  'click here',
  'haz clic aqui',
  'visit my',
  'visita mi web',
  'check out my',
  'escort',
  'escorts',
  'xxx',
  'porn',
];

const SHORTENER =
  /\b(?:bit\.ly|tinyurl\.com|goo\.gl|t\.co|ow\.ly|is\.gd|cutt\.ly|rebrand\.ly|shorturl\.at|tiny\.cc|rb\.gy)\//i;
const BBCODE = /\[(?:url|link)[=\]]/i;
/** Praise that fits any post, the cover most link spam comes under. */
const GENERIC_PRAISE = [
  'great post',
  'nice post',
  'great article',
  'nice article',
  'thanks for sharing',
  'very informative',
  'gran articulo',
  'excelente articulo',
  'muy buen post',
  'gracias por compartir',
];

export interface SpamSigns {
  authorName: string;
  content: string;
}

export interface SpamScore {
  score: number;
  reasons: string[];
  spam: boolean;
}

const WORD_EDGE = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'u');
let patterns: { spam: { word: string; pattern: RegExp }[]; praise: RegExp[] } | undefined;

/** Built at the first comment scored, not when the module loads: a server start scores none. */
function compiledPatterns() {
  patterns ??= {
    spam: SPAM_WORDS.map((word) => ({ word, pattern: WORD_EDGE(word) })),
    praise: GENERIC_PRAISE.map(WORD_EDGE),
  };
  return patterns;
}

/** Share of upper-case letters among the letters, when there are enough to judge. */
function shouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 20) return false;
  const upper = letters.filter((l) => l !== l.toLowerCase() && l === l.toUpperCase()).length;
  return upper / letters.length > 0.6;
}

/** The same words over and over: few distinct words among many. */
function repetitive(folded: string): boolean {
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 12) return false;
  return new Set(words).size / words.length < 0.35;
}

export function spamScore({ authorName, content }: SpamSigns): SpamScore {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };
  const text = foldText(content);
  const name = foldText(authorName);
  const links = countLinks(content);
  if (links > 0) add(Math.min(links, 4), `links:${links}`);
  // Little but links: the text is only there to carry them.
  if (
    links > 0 &&
    (text.replace(/\S*(?:https?:\/\/|www\.)\S*/g, '').match(/\p{L}/gu) ?? []).length < 15
  ) {
    add(2, 'bare-links');
  }
  if (SHORTENER.test(content)) add(4, 'shortener');
  if (BBCODE.test(content)) add(4, 'bbcode');
  const { spam, praise } = compiledPatterns();
  const words = spam.filter(({ pattern }) => pattern.test(text)).map((w) => w.word);
  if (words.length > 0) add(Math.min(words.length * 3, 6), `words:${words.join(',')}`);
  if (praise.some((p) => p.test(text)) && links > 0) add(2, 'praise+link');
  if (countLinks(authorName) > 0 || spam.some(({ pattern }) => pattern.test(name))) {
    add(3, 'name');
  }
  if (shouting(content)) add(3, 'caps');
  if (repetitive(text)) add(4, 'repeated');
  if (/(.)\1{7,}/u.test(content)) add(1, 'run');
  return { score, reasons, spam: score >= SPAM_THRESHOLD };
}
