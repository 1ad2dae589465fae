import type { Language } from '../constants/constants.ts';

/** Each language as the panel names it, in a sentence ('una versión en inglés'). */
export const LANGUAGE_NAMES_ES: Readonly<Record<Language, string>> = {
  es: 'español',
  en: 'inglés',
  fr: 'francés',
  pt: 'portugués',
};

/** Each language as the panel's selects, filters and list labels name it ('Inglés'). */
export const LANGUAGE_LABELS_ES: Readonly<Record<Language, string>> = {
  es: 'Español',
  en: 'Inglés',
  fr: 'Francés',
  pt: 'Portugués',
};

/**
 * Not in the spec: the refusals of a post's or page's language and translation group
 * (docs/decisions/073-languages-and-translations.md).
 */
export const TRANSLATION_MESSAGES = {
  languageInvalid: 'El idioma debe ser es, en, fr o pt',
  translationOfInvalid: 'La traducción debe indicar el identificador (uuid) de otro contenido',
  translationOfUnknown: 'El contenido del que sería traducción no existe en este blog',
  translationOfSelf: 'Un contenido no puede ser traducción de sí mismo',
  translationOfOtherKind:
    'Una entrada solo puede ser traducción de otra entrada, y una página de otra página',
  switcherLanguagesNotList: 'Los idiomas del selector deben ser una lista de es, en, fr o pt',
  /** The group already holds a version in that language. */
  languageTaken: (language: Language) =>
    `Ya hay una versión en ${LANGUAGE_NAMES_ES[language]} de este contenido. Cada idioma tiene una sola versión.`,
};

/**
 * Not in the spec: the post and page forms' 'Idioma' and 'Traducciones', and the lists' 'Idioma'
 * filter (docs/decisions/073-languages-and-translations.md).
 */
export const TRANSLATION_PANEL_MESSAGES = {
  languageLabel: 'Idioma',
  allLanguages: 'Todos los idiomas',
  title: 'Traducciones',
  hint: 'Cada idioma tiene una sola versión de este contenido.',
  thisVersion: 'Esta versión',
  missing: 'Sin traducción',
  edit: 'Editar',
  editLabel: (language: Language, title: string) =>
    `Editar la versión en ${LANGUAGE_NAMES_ES[language]}: ${title}`,
  newLanguageLabel: 'Idioma de la traducción',
  create: 'Crear traducción',
  creating: 'Creando traducción...',
  createFailed: 'No se pudo crear la traducción. Inténtalo de nuevo.',
  /** A language another version of the group holds, in the 'Idioma' select. */
  languageTaken: (language: Language) => `${LANGUAGE_LABELS_ES[language]} (ya traducido)`,
  /** Configuración's choice of the languages the readers' switcher offers. */
  switcherLegend: 'Selector de idiomas',
  switcherHint:
    'Si no marcas ninguno más, el selector ofrece los idiomas en los que has publicado.',
} as const;
