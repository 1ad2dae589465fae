import {
  isLanguage,
  LANGUAGE_LABELS_ES,
  LANGUAGES,
  type Language,
  TRANSLATION_PANEL_MESSAGES,
} from '@bitacora/domain';
import { Select } from '../../primitives/select/select';
import type { TableColumn } from '../../primitives/table/table';

/*
 * The language of a category or series in the panel (docs/decisions/073): a blog in one
 * language never sees it; once it writes in two, the forms offer 'Idioma' and the lists name
 * each row's language, as the posts list does.
 */

/** The blog's languages in use, its main one first; a blog in one language names none. */
export type BlogLanguages = readonly Language[];

/** Whether the blog writes in more than one language, so languages are worth showing. */
export function showsLanguages(languages: BlogLanguages | undefined): languages is BlogLanguages {
  return languages !== undefined && languages.length > 1;
}

/** The language a form starts from: the item's own, else the blog's main one. */
export function startingLanguage(
  item: { language?: Language | undefined } | null,
  languages: BlogLanguages,
): Language {
  return item?.language ?? languages[0] ?? 'es';
}

/** The 'Idioma' column of a list; a row that names none is in the main language. */
export function languageColumn<Row extends { language?: Language | undefined }>(
  languages: BlogLanguages,
): TableColumn<Row> {
  return {
    key: 'language',
    header: TRANSLATION_PANEL_MESSAGES.languageLabel,
    render: (row) => LANGUAGE_LABELS_ES[startingLanguage(row, languages)],
  };
}

export type TermLanguageSelectProps = {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
};

/** 'Idioma': any of the four, each as the panel names it. */
export function TermLanguageSelect({ value, onChange, disabled }: TermLanguageSelectProps) {
  return (
    <Select
      label={TRANSLATION_PANEL_MESSAGES.languageLabel}
      name="language"
      options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_LABELS_ES[code] }))}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value;
        if (isLanguage(next)) onChange(next);
      }}
    />
  );
}
