export { Translations, type TranslationsProps, type TranslationVersion } from './translations';
