import type { BlogSettings } from '@bitacora/api';
import {
  accentPalette,
  accentPaletteNotice,
  type BillingInterval,
  type BlogLayout,
  CODE_INJECTION_MAX_BYTES,
  CUSTOM_CSS_MAX_BYTES,
  codeInjectionIssue,
  customCssIssue,
  FONT_FAMILIES,
  type FontId,
  fontFamily,
  fontStack,
  isFontId,
  isSettingsFieldEnabled,
  LAYOUT_DEFAULTS,
  normalizeHexColor,
  type Plan,
  SETTINGS_TOAST_MS,
  scriptOriginsOf,
  validateAccentColor,
} from '@bitacora/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  type MediaLibrary,
  MediaPicker,
  type PickerImage,
} from '../../../patterns/media-picker/media-picker';
import { ProOffer } from '../../../patterns/pro-offer/pro-offer';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { Select } from '../../../primitives/select/select';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toast } from '../../../primitives/toast/toast';
import { useReportDirty } from '../../shared/dirty/use-report-dirty';
import { PageHeader } from '../../shared/page-header/page-header.styles';
import { DesignColumns } from './design-preview.styles';
import {
  Card,
  ColorRow,
  Fieldset,
  FontSample,
  Form,
  FormActions,
  Hint,
  ImageBox,
  ImageChoice,
  Notice,
  Swatches,
} from './design-screen.styles';
import { LayoutFields, layoutHasIssue, layoutToSave, layoutValuesOf } from './layout-fields';

/** What 'Guardar cambios' sends to `PUT /api/settings` (null: the template's own, or none). */
export type DesignValues = {
  accentColor: string | null;
  headingFont: FontId | null;
  bodyFont: FontId | null;
  logoId: number | null;
  faviconId: number | null;
  /** The home page's cover and the pages' default social image (library images). */
  coverImageId: number | null;
  socialImageId: number | null;
  customCss: string | null;
  /** PRO: HTML at the end of the public pages' head and body. */
  codeInjectionHead: string | null;
  codeInjectionFoot: string | null;
  /** PRO: the https origins those pages may load scripts from. */
  scriptOrigins: string[];
} & BlogLayout;

/** The design as the settings hold it. */
export function designValuesOf(settings: BlogSettings): DesignValues {
  return {
    accentColor: settings.accentColor ?? null,
    headingFont: settings.headingFont ?? null,
    bodyFont: settings.bodyFont ?? null,
    logoId: settings.logoId ?? null,
    faviconId: settings.faviconId ?? null,
    coverImageId: settings.coverImageId ?? null,
    socialImageId: settings.socialImageId ?? null,
    customCss: settings.customCss ?? null,
    codeInjectionHead: settings.codeInjectionHead ?? null,
    codeInjectionFoot: settings.codeInjectionFoot ?? null,
    scriptOrigins: settings.scriptOrigins ?? [],
    ...layoutValuesOf(settings),
  };
}

/** 'Restaurar valores por defecto': the template's colour and fonts, no logo, icon or CSS. */
export const DEFAULT_DESIGN: DesignValues = {
  accentColor: null,
  headingFont: null,
  bodyFont: null,
  logoId: null,
  faviconId: null,
  coverImageId: null,
  socialImageId: null,
  customCss: null,
  codeInjectionHead: null,
  codeInjectionFoot: null,
  scriptOrigins: [],
  ...LAYOUT_DEFAULTS,
};

export type DesignScreenProps = {
  status: 'loading' | 'ready' | 'error';
  settings: BlogSettings | null;
  /** The library images the saved logo and icon are, once known (to show them). */
  images?: Readonly<Record<number, PickerImage>>;
  plan: Plan;
  error?: string | null;
  isSaving?: boolean;
  saveError?: string | null;
  /** The refused save's errors by field (`details[].path` → message). */
  fieldErrors?: Readonly<Record<string, string>>;
  showSaved?: boolean;
  onDismissSaved?: () => void;
  onSave: (values: DesignValues) => void;
  /** Whether the fields differ from the saved design, on each change. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Each change of the fields, saved or not (the preview follows it). */
  onDraftChange?: (values: DesignValues) => void;
  /** The live preview, beside the form (`DesignPreview`). */
  preview?: ReactNode;
  /** The blog's library, for the logo and the icon. */
  media?: MediaLibrary;
  upgradingInterval?: BillingInterval | null;
  upgradeError?: string | null;
  onUpgrade: (input: { interval: BillingInterval }) => void;
};

type Draft = {
  accentColor: string;
  headingFont: string;
  bodyFont: string;
  logo: PickerImage | { id: number } | null;
  favicon: PickerImage | { id: number } | null;
  cover: PickerImage | { id: number } | null;
  social: PickerImage | { id: number } | null;
  customCss: string;
  codeInjectionHead: string;
  codeInjectionFoot: string;
  /** One origin a line. */
  scriptOrigins: string;
  /** Header, home page, what posts show, the footer (as typed). */
  layout: BlogLayout;
};

const draftOf = (values: DesignValues, images: DesignScreenProps['images']): Draft => ({
  accentColor: values.accentColor ?? '',
  headingFont: values.headingFont ?? '',
  bodyFont: values.bodyFont ?? '',
  logo: values.logoId === null ? null : (images?.[values.logoId] ?? { id: values.logoId }),
  favicon:
    values.faviconId === null ? null : (images?.[values.faviconId] ?? { id: values.faviconId }),
  cover:
    values.coverImageId === null
      ? null
      : (images?.[values.coverImageId] ?? { id: values.coverImageId }),
  social:
    values.socialImageId === null
      ? null
      : (images?.[values.socialImageId] ?? { id: values.socialImageId }),
  customCss: values.customCss ?? '',
  codeInjectionHead: values.codeInjectionHead ?? '',
  codeInjectionFoot: values.codeInjectionFoot ?? '',
  scriptOrigins: values.scriptOrigins.join('\n'),
  layout: layoutValuesOf(values),
});

const originLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const valuesOf = (draft: Draft): DesignValues => ({
  accentColor: normalizeHexColor(draft.accentColor.trim()),
  headingFont: isFontId(draft.headingFont) ? draft.headingFont : null,
  bodyFont: isFontId(draft.bodyFont) ? draft.bodyFont : null,
  logoId: draft.logo?.id ?? null,
  faviconId: draft.favicon?.id ?? null,
  coverImageId: draft.cover?.id ?? null,
  socialImageId: draft.social?.id ?? null,
  customCss: draft.customCss.trim() === '' ? null : draft.customCss,
  codeInjectionHead: draft.codeInjectionHead.trim() === '' ? null : draft.codeInjectionHead,
  codeInjectionFoot: draft.codeInjectionFoot.trim() === '' ? null : draft.codeInjectionFoot,
  scriptOrigins: (() => {
    const read = scriptOriginsOf(originLines(draft.scriptOrigins));
    return 'origins' in read ? read.origins : originLines(draft.scriptOrigins);
  })(),
  ...layoutToSave(draft.layout),
});

const sameValues = (a: DesignValues, b: DesignValues) =>
  (Object.keys(a) as (keyof DesignValues)[]).every(
    (key) => JSON.stringify(a[key]) === JSON.stringify(b[key]),
  );

const FONT_OPTIONS = [
  { value: '', label: 'La de la plantilla' },
  ...FONT_FAMILIES.map((font) => ({
    value: font.id,
    label: `${font.name} (${font.kind === 'serif' ? 'con remates' : 'sin remates'})`,
  })),
];

const FONT_SAMPLE = '¿Qué tal? ¡Año nuevo, señal pequeña! Ñandú, acción, pingüino.';

/** The colour the native picker shows while the field is empty or being typed. */
const PICKER_FALLBACK = '#0b57d0';

function ImageField({
  label,
  hint,
  image,
  square,
  error,
  media,
  onChange,
}: {
  label: string;
  hint: string;
  image: Draft['logo'];
  square?: boolean;
  error?: string;
  media?: MediaLibrary;
  onChange: (image: PickerImage | null) => void;
}) {
  const id = useId();
  const [isPickerOpen, setPickerOpen] = useState(false);
  const shown = image && 'thumbnail' in image ? image : null;
  return (
    <ImageChoice role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <strong id={`${id}-label`}>{label}</strong>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <ImageBox $square={square}>
        {shown ? (
          <img src={shown.thumbnail} alt={`${label}: ${shown.name}`} />
        ) : image ? (
          <span>Imagen n.º {image.id} de la biblioteca</span>
        ) : (
          <span>Sin {label.toLowerCase()}</span>
        )}
      </ImageBox>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        {media ? (
          <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
            {image ? `Cambiar ${label.toLowerCase()}` : `Elegir ${label.toLowerCase()}`}
          </Button>
        ) : null}
        {image ? (
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            {`Quitar ${label.toLowerCase()}`}
          </Button>
        ) : null}
      </div>
      {media ? (
        <MediaPicker
          open={isPickerOpen}
          title={label}
          onClose={() => setPickerOpen(false)}
          onPick={(picked) => {
            setPickerOpen(false);
            onChange(picked);
          }}
          loadPage={media.loadPage}
          upload={media.upload}
        />
      ) : null}
    </ImageChoice>
  );
}

type DesignFormProps = Omit<DesignScreenProps, 'status' | 'settings' | 'error' | 'showSaved'> & {
  settings: BlogSettings;
};

function DesignForm({
  settings,
  images,
  plan,
  isSaving = false,
  saveError,
  fieldErrors,
  onSave,
  onDirtyChange,
  onDraftChange,
  media,
  upgradingInterval = null,
  upgradeError,
  onUpgrade,
}: DesignFormProps) {
  const saved = designValuesOf(settings);
  const [draft, setDraftState] = useState<Draft>(() => draftOf(saved, images));
  const [isConfirmingDefaults, setConfirmingDefaults] = useState(false);
  const cssAllowed = isSettingsFieldEnabled(plan, 'customCss');
  const injectionAllowed = isSettingsFieldEnabled(plan, 'codeInjectionHead');
  const colorId = useId();
  const setDraft = (change: Partial<Draft>) => {
    const next = { ...draft, ...change };
    setDraftState(next);
    onDraftChange?.(valuesOf(next));
  };
  const current = valuesOf(draft);
  useReportDirty(!sameValues(current, saved), onDirtyChange);

  const typedColor = draft.accentColor.trim();
  const colorError = typedColor === '' ? null : validateAccentColor(typedColor);
  const palette = colorError ? null : accentPalette(typedColor);
  const cssError = draft.customCss.trim() === '' ? null : customCssIssue(draft.customCss);
  const cssBytes = new TextEncoder().encode(draft.customCss).byteLength;
  const headError = codeInjectionIssue(draft.codeInjectionHead);
  const footError = codeInjectionIssue(draft.codeInjectionFoot);
  const origins = scriptOriginsOf(originLines(draft.scriptOrigins));
  const originsError = 'issue' in origins ? origins.issue : null;
  const injectionError = injectionAllowed && (headError || footError || originsError);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (colorError || (cssAllowed && cssError) || injectionError || layoutHasIssue(draft.layout)) {
      return;
    }
    onSave(current);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Diseño del blog">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <Fieldset>
        <legend>Identidad</legend>
        <ImageField
          label="Logo"
          hint="Se muestra en la cabecera del blog, con el nombre del blog como texto alternativo."
          image={draft.logo}
          error={fieldErrors?.logoId}
          media={media}
          onChange={(logo) => setDraft({ logo })}
        />
        <ImageField
          label="Icono"
          hint="El icono de la pestaña y del móvil (favicon). Se recorta en cuadrado; sin él, el blog usa su inicial."
          image={draft.favicon}
          square
          error={fieldErrors?.faviconId}
          media={media}
          onChange={(favicon) => setDraft({ favicon })}
        />
        <ImageField
          label="Portada"
          hint="La imagen de la página de inicio, bajo su título."
          image={draft.cover}
          error={fieldErrors?.coverImageId}
          media={media}
          onChange={(cover) => setDraft({ cover })}
        />
        <ImageField
          label="Imagen para redes sociales"
          hint="La que muestran las redes sociales al compartir una página que no tiene la suya."
          image={draft.social}
          error={fieldErrors?.socialImageId}
          media={media}
          onChange={(social) => setDraft({ social })}
        />
      </Fieldset>
      <Fieldset>
        <legend>Colores</legend>
        <ColorRow>
          <div>
            <label htmlFor={colorId}>Color de acento</label>
            <input
              id={colorId}
              type="color"
              value={palette?.accent ?? PICKER_FALLBACK}
              onChange={(event) => setDraft({ accentColor: event.target.value })}
            />
          </div>
          <TextField
            label="Código del color (hexadecimal)"
            name="accentColor"
            placeholder="#0b57d0"
            autoCapitalize="none"
            spellCheck={false}
            value={draft.accentColor}
            error={colorError ?? fieldErrors?.accentColor}
            hint="Vacío, el blog usa el color de su plantilla."
            onChange={(event) => setDraft({ accentColor: event.target.value })}
          />
        </ColorRow>
        {palette ? (
          <Notice data-testid="accent-notice" role="status">
            <p>{accentPaletteNotice(palette)}</p>
            <Swatches>
              <li>
                <span aria-hidden="true" style={{ background: palette.light.color }} />
                Modo claro: {palette.light.color}
              </li>
              <li>
                <span aria-hidden="true" style={{ background: palette.dark.color }} />
                Modo oscuro: {palette.dark.color}
              </li>
            </Swatches>
          </Notice>
        ) : null}
      </Fieldset>
      <Fieldset>
        <legend>Tipografía</legend>
        {(
          [
            ['headingFont', 'Fuente de los títulos'],
            ['bodyFont', 'Fuente del texto'],
          ] as const
        ).map(([field, label]) => {
          const font = fontFamily(draft[field]);
          return (
            <div key={field}>
              <Select
                label={label}
                name={field}
                options={FONT_OPTIONS}
                value={draft[field]}
                error={fieldErrors?.[field]}
                onChange={(event) => setDraft({ [field]: event.target.value })}
              />
              {font ? (
                <FontSample style={{ fontFamily: fontStack(font) }} lang="es">
                  {FONT_SAMPLE}
                </FontSample>
              ) : null}
            </div>
          );
        })}
      </Fieldset>
      <LayoutFields
        value={draft.layout}
        fieldErrors={fieldErrors}
        onChange={(layout) => setDraft({ layout })}
      />
      <Fieldset>
        <legend>CSS personalizado</legend>
        <TextArea
          label="CSS personalizado"
          name="customCss"
          rows={8}
          spellCheck={false}
          disabled={!cssAllowed}
          value={draft.customCss}
          error={cssAllowed ? (cssError ?? fieldErrors?.customCss) : undefined}
          hint={
            cssAllowed
              ? `Se aplica después del CSS de la plantilla. Hasta ${CUSTOM_CSS_MAX_BYTES / 1000} KB (llevas ${(cssBytes / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1 })} KB); sin «<», @import ni direcciones de otras webs.`
              : 'Disponible en el plan PRO.'
          }
          onChange={(event) => setDraft({ customCss: event.target.value })}
        />
        {cssAllowed ? null : (
          <ProOffer
            message="Con el plan PRO puedes añadir tu propio CSS y código (head y pie) al blog."
            canUpgrade
            askAdmin=""
            upgradingInterval={upgradingInterval}
            error={upgradeError}
            onUpgrade={onUpgrade}
          />
        )}
      </Fieldset>
      <Fieldset>
        <legend>Inyección de código</legend>
        <TextArea
          label="Código en la cabecera (head)"
          name="codeInjectionHead"
          rows={5}
          spellCheck={false}
          disabled={!injectionAllowed}
          value={draft.codeInjectionHead}
          error={injectionAllowed ? (headError ?? fieldErrors?.codeInjectionHead) : undefined}
          hint={
            injectionAllowed
              ? `HTML al final del <head> de cada página pública (nunca en el panel ni en los enlaces de vista previa). Hasta ${CODE_INJECTION_MAX_BYTES / 1000} KB.`
              : 'Disponible en el plan PRO.'
          }
          onChange={(event) => setDraft({ codeInjectionHead: event.target.value })}
        />
        <TextArea
          label="Código al pie (antes de </body>)"
          name="codeInjectionFoot"
          rows={5}
          spellCheck={false}
          disabled={!injectionAllowed}
          value={draft.codeInjectionFoot}
          error={injectionAllowed ? (footError ?? fieldErrors?.codeInjectionFoot) : undefined}
          hint={
            injectionAllowed
              ? `HTML al final de cada página pública. Hasta ${CODE_INJECTION_MAX_BYTES / 1000} KB.`
              : 'Disponible en el plan PRO.'
          }
          onChange={(event) => setDraft({ codeInjectionFoot: event.target.value })}
        />
        <TextArea
          label="Orígenes de scripts permitidos"
          name="scriptOrigins"
          rows={3}
          spellCheck={false}
          disabled={!injectionAllowed}
          value={draft.scriptOrigins}
          error={injectionAllowed ? (originsError ?? fieldErrors?.scriptOrigins) : undefined}
          hint={
            injectionAllowed
              ? 'Uno por línea, como https://cdn.ejemplo.com. Solo desde ellos pueden cargarse scripts de otras webs; ninguno por defecto.'
              : 'Disponible en el plan PRO.'
          }
          onChange={(event) => setDraft({ scriptOrigins: event.target.value })}
        />
      </Fieldset>
      <FormActions>
        <Button variant="secondary" disabled={isSaving} onClick={() => setConfirmingDefaults(true)}>
          Restaurar valores por defecto
        </Button>
        <Button
          variant="secondary"
          disabled={isSaving}
          onClick={() => setDraft(draftOf(saved, images))}
        >
          Descartar cambios
        </Button>
        <Button type="submit" isLoading={isSaving} loadingText="Guardando...">
          Guardar cambios
        </Button>
      </FormActions>
      <ConfirmDialog
        open={isConfirmingDefaults}
        title="¿Restaurar los valores por defecto?"
        message={`El blog volverá al color, las fuentes y la estructura de su plantilla (cabecera clásica, entradas en lista, pie sin texto ni enlaces), sin logo ni icono${cssAllowed ? ' y sin CSS personalizado' : ''}. No se guarda hasta que pulses «Guardar cambios».`}
        confirmLabel="Restaurar"
        onConfirm={() => {
          setConfirmingDefaults(false);
          // A FREE blog keeps the CSS and code it cannot edit (the server refuses only a change).
          setDraft(
            draftOf(
              {
                ...DEFAULT_DESIGN,
                customCss: cssAllowed ? null : saved.customCss,
                ...(injectionAllowed
                  ? {}
                  : {
                      codeInjectionHead: saved.codeInjectionHead,
                      codeInjectionFoot: saved.codeInjectionFoot,
                      scriptOrigins: saved.scriptOrigins,
                    }),
              },
              images,
            ),
          );
        }}
        onCancel={() => setConfirmingDefaults(false)}
      />
    </Form>
  );
}

/** A form is made again from each saved design (after a save). */
const formKeyOf = (settings: BlogSettings) => JSON.stringify(designValuesOf(settings));

/**
 * 'Diseño' (the blog's admin): logo and icon from the library, the accent colour with the AA
 * adjustment the public blog makes and its contrast figures, the heading and body fonts of the
 * curated list, and (PRO) custom CSS checked as it is typed; save, discard, restore defaults.
 */
export function DesignScreen({
  status,
  settings,
  error,
  showSaved,
  onDismissSaved,
  preview,
  ...form
}: DesignScreenProps) {
  const main =
    status === 'error' ? (
      <Alert tone="error">{error ?? 'No se pudo cargar el diseño del blog.'}</Alert>
    ) : status === 'loading' || settings === null ? (
      <LoadingRegion label="Cargando el diseño">
        <Card>
          <Skeleton height="2.5rem" />
          <Skeleton height="5rem" />
          <Skeleton height="2.5rem" />
        </Card>
      </LoadingRegion>
    ) : (
      <Card aria-label="Opciones de diseño">
        <DesignForm key={formKeyOf(settings)} settings={settings} {...form} />
      </Card>
    );
  return (
    <section aria-labelledby="design-title">
      <PageHeader>
        <h1 id="design-title">Diseño</h1>
      </PageHeader>
      {preview && status === 'ready' ? (
        <DesignColumns>
          {main}
          <aside>{preview}</aside>
        </DesignColumns>
      ) : (
        main
      )}
      {showSaved && onDismissSaved ? (
        <Toast
          message="Diseño guardado"
          durationMs={SETTINGS_TOAST_MS}
          onDismiss={onDismissSaved}
        />
      ) : null}
    </section>
  );
}
