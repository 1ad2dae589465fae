import {
  type ContentStatus,
  LANGUAGE_LABELS_ES,
  LANGUAGES,
  type Language,
  TRANSLATION_PANEL_MESSAGES as T,
} from '@bitacora/domain';
import { type MouseEvent, useId, useState } from 'react';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { Select } from '../../primitives/select/select';
import { Heading, Hint, List, Row, Section } from '../old-addresses/old-addresses.styles';
import { StatusPill } from '../status-pill/status-pill';
import { CreateRow, Muted, VersionName } from './translations.styles';

/** Another version of the item, as its form lists it. */
export type TranslationVersion = {
  uuid: string;
  language: Language;
  status: ContentStatus;
  title: string;
};

export type TranslationsProps = {
  /** The language of the item being edited. */
  language: Language;
  /** The group's other versions the viewer may see. */
  versions: readonly TranslationVersion[];
  /** The panel address that edits a version: its link's target. */
  hrefOf: (version: TranslationVersion) => string;
  /** A plain click on a version's link, to open it without reloading the panel. */
  onOpen?: (version: TranslationVersion) => void;
  /** 'Crear traducción' in a missing language; absent for who may not create one. */
  onCreate?: (language: Language) => void;
  /** The language whose copy is being made: the button waits. */
  creating?: Language | null;
  error?: string | null;
};

/** A click the browser should handle itself (a new tab or window). */
const ownClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * 'Traducciones' in a post's or page's form (docs/decisions/073-languages-and-translations.md):
 * every language with this version, the others' status and a link to edit each, and
 * 'Crear traducción' for a language the group lacks.
 */
export function Translations({
  language,
  versions,
  hrefOf,
  onOpen,
  onCreate,
  creating = null,
  error,
}: TranslationsProps) {
  const headingId = useId();
  const missing = LANGUAGES.filter(
    (code) => code !== language && !versions.some((version) => version.language === code),
  );
  const [chosen, setChosen] = useState<Language | ''>('');
  const target = chosen !== '' && missing.includes(chosen) ? chosen : (missing[0] ?? null);

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{T.title}</Heading>
      <Hint>{T.hint}</Hint>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <List>
        {LANGUAGES.map((code) => {
          const version = versions.find((v) => v.language === code);
          return (
            <Row key={code}>
              <VersionName>
                <span>{LANGUAGE_LABELS_ES[code]}</span>
                {code === language ? <Muted>{T.thisVersion}</Muted> : null}
                {version ? <StatusPill status={version.status} /> : null}
                {code !== language && !version ? <Muted>{T.missing}</Muted> : null}
              </VersionName>
              {version ? (
                <a
                  href={hrefOf(version)}
                  aria-label={T.editLabel(code, version.title)}
                  onClick={(event) => {
                    if (!onOpen || ownClick(event)) return;
                    event.preventDefault();
                    onOpen(version);
                  }}
                >
                  {T.edit}
                </a>
              ) : null}
            </Row>
          );
        })}
      </List>
      {onCreate && target !== null ? (
        <CreateRow>
          <Select
            label={T.newLanguageLabel}
            options={missing.map((code) => ({ value: code, label: LANGUAGE_LABELS_ES[code] }))}
            value={target}
            disabled={creating !== null}
            onChange={(event) => setChosen(event.target.value as Language)}
          />
          <Button
            variant="secondary"
            isLoading={creating !== null}
            loadingText={T.creating}
            onClick={() => onCreate(target)}
          >
            {T.create}
          </Button>
        </CreateRow>
      ) : null}
    </Section>
  );
}
