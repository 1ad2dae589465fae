import { describe, expect, it } from 'vitest';
import { LANGUAGE_LABELS_ES, TRANSLATION_MESSAGES } from '../messages/translations.es.ts';
import {
  blogLanguages,
  groupLanguageIssue,
  isLanguage,
  itemLanguage,
  languageIssue,
  newPostMailLanguages,
  sourceLanguage,
  switcherLanguages,
  switcherSettingOf,
  type TranslatableItem,
  translationIssue,
} from './languages.ts';

const post = (uuid: string, language: TranslatableItem['language'], blogId = 1) =>
  ({ uuid, blogId, kind: 'post', language }) as const satisfies TranslatableItem;

describe('languageIssue', () => {
  it('takes the four languages', () => {
    for (const language of ['es', 'en', 'fr', 'pt']) {
      expect(isLanguage(language)).toBe(true);
      expect(languageIssue(language)).toBeNull();
    }
  });

  it('refuses anything else in Spanish, case and regional forms included', () => {
    for (const value of ['de', 'ES', 'pt-BR', 'español', '', null, undefined, 1]) {
      expect(isLanguage(value)).toBe(false);
      expect(languageIssue(value)).toBe('El idioma debe ser es, en, fr o pt');
    }
  });
});

describe('sourceLanguage', () => {
  it('reads the codes other systems write as one of ours', () => {
    expect(sourceLanguage('en')).toBe('en');
    expect(sourceLanguage('en_US')).toBe('en');
    expect(sourceLanguage('pt-br')).toBe('pt');
    expect(sourceLanguage(' FR ')).toBe('fr');
    expect(sourceLanguage('es-419')).toBe('es');
  });

  it('is null for a language we do not write in, or no code', () => {
    expect(sourceLanguage('de')).toBeNull();
    expect(sourceLanguage('zh-hans')).toBeNull();
    expect(sourceLanguage('english')).toBeNull();
    expect(sourceLanguage('')).toBeNull();
    expect(sourceLanguage(null)).toBeNull();
    expect(sourceLanguage(12)).toBeNull();
  });
});

describe('itemLanguage', () => {
  it("is the blog's main language when none is given", () => {
    expect(itemLanguage(undefined, 'es')).toBe('es');
    expect(itemLanguage(null, 'fr')).toBe('fr');
  });

  it('is the one given otherwise', () => {
    expect(itemLanguage('pt', 'es')).toBe('pt');
  });
});

describe('blogLanguages', () => {
  it('is the main language alone for a blog in one language', () => {
    expect(blogLanguages('es', [])).toEqual(['es']);
    expect(blogLanguages('en', ['en', 'en'])).toEqual(['en']);
  });

  it('puts the main language first and the others in a fixed order, once each', () => {
    expect(blogLanguages('fr', ['pt', 'es', 'pt', 'fr'])).toEqual(['fr', 'es', 'pt']);
  });

  it('leaves unknown languages out', () => {
    expect(blogLanguages('es', ['de', 'en', 'EN'])).toEqual(['es', 'en']);
  });
});

describe('groupLanguageIssue', () => {
  it('lets an item keep or take a language no other version holds', () => {
    const members = [post('a', 'es'), post('b', 'en')];
    expect(groupLanguageIssue({ uuid: 'a', language: 'es' }, members)).toBeNull();
    expect(groupLanguageIssue({ uuid: 'c', language: 'pt' }, members)).toBeNull();
    expect(groupLanguageIssue({ uuid: 'c', language: 'pt' }, [])).toBeNull();
  });

  it('refuses a second version in one language, naming it', () => {
    const members = [post('a', 'es'), post('b', 'en')];
    expect(groupLanguageIssue({ uuid: 'a', language: 'en' }, members)).toBe(
      'Ya hay una versión en inglés de este contenido. Cada idioma tiene una sola versión.',
    );
    expect(groupLanguageIssue({ uuid: 'c', language: 'es' }, members)).toBe(
      TRANSLATION_MESSAGES.languageTaken('es'),
    );
  });
});

describe('translationIssue', () => {
  it('lets a post become the translation of another post of its blog', () => {
    expect(translationIssue(post('b', 'en'), post('a', 'es'), [])).toBeNull();
  });

  it('lets a third language join a group of two', () => {
    expect(translationIssue(post('c', 'pt'), post('a', 'es'), [post('b', 'en')])).toBeNull();
  });

  it('lets an item already in the group stay there (its own row among the members)', () => {
    expect(
      translationIssue(post('b', 'en'), post('a', 'es'), [post('a', 'es'), post('b', 'en')]),
    ).toBeNull();
  });

  it('refuses an unknown original, and one of another blog as unknown', () => {
    expect(translationIssue(post('b', 'en'), null, [])).toBe(
      'El contenido del que sería traducción no existe en este blog',
    );
    expect(translationIssue(post('b', 'en'), post('a', 'es', 2), [])).toBe(
      TRANSLATION_MESSAGES.translationOfUnknown,
    );
  });

  it('refuses an item as its own translation', () => {
    expect(translationIssue(post('a', 'en'), post('a', 'en'), [])).toBe(
      'Un contenido no puede ser traducción de sí mismo',
    );
  });

  it('refuses a page as the translation of a post', () => {
    const page = { uuid: 'p', blogId: 1, kind: 'page', language: 'en' } as const;
    expect(translationIssue(page, post('a', 'es'), [])).toBe(
      TRANSLATION_MESSAGES.translationOfOtherKind,
    );
  });

  it("refuses the original's own language and one another version holds", () => {
    expect(translationIssue(post('b', 'es'), post('a', 'es'), [])).toBe(
      'Ya hay una versión en español de este contenido. Cada idioma tiene una sola versión.',
    );
    expect(translationIssue(post('c', 'fr'), post('a', 'es'), [post('b', 'fr')])).toBe(
      'Ya hay una versión en francés de este contenido. Cada idioma tiene una sola versión.',
    );
    expect(translationIssue(post('c', 'pt'), post('a', 'es'), [post('b', 'pt')])).toBe(
      TRANSLATION_MESSAGES.languageTaken('pt'),
    );
  });
});

describe('switcherSettingOf', () => {
  it('keeps each of the four once, in their order, and reads an empty list as none', () => {
    expect(switcherSettingOf(['pt', 'es', 'pt'])).toEqual({ languages: ['es', 'pt'] });
    expect(switcherSettingOf([])).toEqual({ languages: null });
    expect(switcherSettingOf(null)).toEqual({ languages: null });
    expect(switcherSettingOf(undefined)).toEqual({ languages: null });
  });

  it('refuses anything but a list of the four', () => {
    const refused = { issue: TRANSLATION_MESSAGES.switcherLanguagesNotList };
    expect(switcherSettingOf(['es', 'de'])).toEqual(refused);
    expect(switcherSettingOf('es')).toEqual(refused);
    expect(switcherSettingOf([1])).toEqual(refused);
  });
});

describe('switcherLanguages', () => {
  it('offers the languages in use when the settings list none', () => {
    expect(switcherLanguages('es', null, ['en', 'es'])).toEqual(['es', 'en']);
    expect(switcherLanguages('es', undefined, [])).toEqual(['es']);
    expect(switcherLanguages('es', [], ['pt'])).toEqual(['es', 'pt']);
  });

  it('offers the listed ones, the main language always first, when the settings list some', () => {
    expect(switcherLanguages('es', ['fr'], ['en', 'fr'])).toEqual(['es', 'fr']);
    expect(switcherLanguages('en', ['pt', 'en', 'es'], [])).toEqual(['en', 'es', 'pt']);
  });

  it('reads a list of unknown languages only as no list', () => {
    expect(switcherLanguages('es', ['de'], ['en'])).toEqual(['es', 'en']);
  });
});

describe('newPostMailLanguages', () => {
  it('a version alone in its group reaches every language', () => {
    expect(newPostMailLanguages('es', [])).toEqual(['es', 'en', 'fr', 'pt']);
    expect(newPostMailLanguages('en', ['en'])).toEqual(['es', 'en', 'fr', 'pt']);
  });

  it('a language with a version of its own waits for it, whatever the order', () => {
    expect(newPostMailLanguages('es', ['es', 'en'])).toEqual(['es', 'fr', 'pt']);
    expect(newPostMailLanguages('en', ['es', 'en'])).toEqual(['en', 'fr', 'pt']);
    expect(newPostMailLanguages('pt', ['es', 'en', 'fr', 'pt'])).toEqual(['pt']);
  });
});

describe('LANGUAGE_LABELS_ES', () => {
  it('names each language as the panel’s selects and labels show it', () => {
    expect(LANGUAGE_LABELS_ES).toEqual({
      es: 'Español',
      en: 'Inglés',
      fr: 'Francés',
      pt: 'Portugués',
    });
  });
});
