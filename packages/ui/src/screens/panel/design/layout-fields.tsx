import {
  type BlogLayout,
  DESIGN_MESSAGES,
  type FooterLink,
  footerLinkLabelIssue,
  footerLinkUrlIssue,
  footerTextIssue,
  HEADER_STYLES,
  type HeaderStyle,
  HOME_LAYOUTS,
  type HomeLayout,
  LAYOUT_DEFAULTS,
  LAYOUT_LIMITS,
} from '@bitacora/domain';
import { useId } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Fieldset, Hint } from './design-screen.styles';
import { ChoiceGroup, ChoiceRow, LinkActions, LinkList, LinkRow } from './layout-fields.styles';

const HEADER_STYLE_LABELS: Record<HeaderStyle, string> = {
  classic: 'Clásica: el nombre a un lado y el menú al otro',
  centered: 'Centrada: el nombre y el menú centrados',
  minimal: 'Mínima: el nombre y el menú, sin la descripción',
};

const HOME_LAYOUT_LABELS: Record<HomeLayout, string> = {
  list: 'En lista, una debajo de otra',
  grid: 'En cuadrícula, como tarjetas',
};

const SHOWN_LABELS = [
  ['showAuthor', 'Mostrar el autor'],
  ['showReadingTime', 'Mostrar el tiempo de lectura'],
  ['showExcerpt', 'Mostrar el extracto'],
] as const;

/** The layout options as the settings answer them (their defaults when never set). */
export function layoutValuesOf(values: Partial<BlogLayout>): BlogLayout {
  return {
    headerStyle: values.headerStyle ?? LAYOUT_DEFAULTS.headerStyle,
    homeLayout: values.homeLayout ?? LAYOUT_DEFAULTS.homeLayout,
    showAuthor: values.showAuthor ?? LAYOUT_DEFAULTS.showAuthor,
    showReadingTime: values.showReadingTime ?? LAYOUT_DEFAULTS.showReadingTime,
    showExcerpt: values.showExcerpt ?? LAYOUT_DEFAULTS.showExcerpt,
    footerText: values.footerText ?? LAYOUT_DEFAULTS.footerText,
    footerLinks: (values.footerLinks ?? []).map((link) => ({ ...link })),
  };
}

const isBlankLink = (link: FooterLink) => link.label.trim() === '' && link.url.trim() === '';

/** What is saved: the links trimmed, a row left wholly empty left out. */
export function layoutToSave(layout: BlogLayout): BlogLayout {
  return {
    ...layout,
    footerLinks: layout.footerLinks
      .filter((link) => !isBlankLink(link))
      .map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
  };
}

const linkIssues = (link: FooterLink) =>
  isBlankLink(link)
    ? { label: null, url: null }
    : { label: footerLinkLabelIssue(link.label), url: footerLinkUrlIssue(link.url) };

/** Whether a rule of the domain refuses the layout as typed (the save waits). */
export function layoutHasIssue(layout: BlogLayout): boolean {
  return (
    footerTextIssue(layout.footerText) !== null ||
    layoutToSave(layout).footerLinks.length > LAYOUT_LIMITS.footerLinks ||
    layout.footerLinks.some((link) => {
      const issues = linkIssues(link);
      return issues.label !== null || issues.url !== null;
    })
  );
}

export type LayoutFieldsProps = {
  value: BlogLayout;
  onChange: (change: BlogLayout) => void;
  /** The refused save's errors by field (`footerLinks.0.url` → message). */
  fieldErrors?: Readonly<Record<string, string>>;
};

/**
 * 'Diseño' › 'Estructura': the header's style, the home page as a list or a grid, what each
 * post shows (author, reading time, excerpt) and the footer's text and links, each checked as
 * typed by the domain's rules.
 */
export function LayoutFields({ value, onChange, fieldErrors }: LayoutFieldsProps) {
  const id = useId();
  const set = (change: Partial<BlogLayout>) => onChange({ ...value, ...change });
  const setLink = (index: number, change: Partial<FooterLink>) =>
    set({
      footerLinks: value.footerLinks.map((link, at) =>
        at === index ? { ...link, ...change } : link,
      ),
    });
  const links = value.footerLinks;
  const isFull = links.length >= LAYOUT_LIMITS.footerLinks;
  return (
    <Fieldset>
      <legend>Estructura</legend>
      <ChoiceGroup>
        <legend>Estilo de la cabecera</legend>
        {HEADER_STYLES.map((style) => (
          <ChoiceRow key={style}>
            <input
              type="radio"
              name={`${id}-header`}
              value={style}
              checked={value.headerStyle === style}
              onChange={() => set({ headerStyle: style })}
            />
            {HEADER_STYLE_LABELS[style]}
          </ChoiceRow>
        ))}
      </ChoiceGroup>
      <ChoiceGroup>
        <legend>Entradas de la página de inicio</legend>
        {HOME_LAYOUTS.map((layout) => (
          <ChoiceRow key={layout}>
            <input
              type="radio"
              name={`${id}-home`}
              value={layout}
              checked={value.homeLayout === layout}
              onChange={() => set({ homeLayout: layout })}
            />
            {HOME_LAYOUT_LABELS[layout]}
          </ChoiceRow>
        ))}
      </ChoiceGroup>
      <ChoiceGroup aria-describedby={`${id}-shown-hint`}>
        <legend>En cada entrada</legend>
        <Hint id={`${id}-shown-hint`}>La fecha y la categoría se muestran siempre.</Hint>
        {SHOWN_LABELS.map(([field, label]) => (
          <ChoiceRow key={field}>
            <input
              type="checkbox"
              checked={value[field]}
              onChange={(event) => set({ [field]: event.target.checked })}
            />
            {label}
          </ChoiceRow>
        ))}
      </ChoiceGroup>
      <TextArea
        label="Texto del pie"
        name="footerText"
        rows={3}
        maxLength={LAYOUT_LIMITS.footerText}
        value={value.footerText}
        error={footerTextIssue(value.footerText) ?? fieldErrors?.footerText}
        hint="Texto sencillo bajo los enlaces del pie, como un aviso de derechos o una despedida."
        onChange={(event) => set({ footerText: event.target.value })}
      />
      <ChoiceGroup aria-describedby={`${id}-links-hint`}>
        <legend>Enlaces del pie</legend>
        <Hint id={`${id}-links-hint`}>
          {`Hasta ${LAYOUT_LIMITS.footerLinks} enlaces: a otra web (https://…) o a una página de este blog (/sobre-mi).`}
        </Hint>
        {links.length > 0 ? (
          <LinkList>
            {links.map((link, index) => {
              const issues = linkIssues(link);
              const number = index + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
                <LinkRow key={index}>
                  <TextField
                    label={`Texto del enlace ${number}`}
                    name={`footerLinks.${index}.label`}
                    maxLength={LAYOUT_LIMITS.footerLinkLabel}
                    value={link.label}
                    error={issues.label ?? fieldErrors?.[`footerLinks.${index}.label`]}
                    onChange={(event) => setLink(index, { label: event.target.value })}
                  />
                  <TextField
                    label={`Dirección del enlace ${number}`}
                    name={`footerLinks.${index}.url`}
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder="https://…"
                    value={link.url}
                    error={issues.url ?? fieldErrors?.[`footerLinks.${index}.url`]}
                    onChange={(event) => setLink(index, { url: event.target.value })}
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Quitar el enlace ${number}`}
                    onClick={() => set({ footerLinks: links.filter((_, at) => at !== index) })}
                  >
                    Quitar
                  </Button>
                </LinkRow>
              );
            })}
          </LinkList>
        ) : null}
        {fieldErrors?.footerLinks ? <Alert tone="error">{fieldErrors.footerLinks}</Alert> : null}
        <LinkActions>
          <Button
            variant="secondary"
            size="sm"
            disabled={isFull}
            onClick={() => set({ footerLinks: [...links, { label: '', url: '' }] })}
          >
            Añadir enlace
          </Button>
          {isFull ? (
            <span>{DESIGN_MESSAGES.footerLinksTooMany(LAYOUT_LIMITS.footerLinks)}</span>
          ) : null}
        </LinkActions>
      </ChoiceGroup>
    </Fieldset>
  );
}
