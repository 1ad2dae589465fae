import type { BlogSettings, Category, SubscriptionStatus } from '@bitacora/api';
import {
  type BillingInterval,
  CATEGORY_MESSAGES,
  COMMENT_RULES_MESSAGES,
  CURRENCIES,
  CUSTOM_DOMAINS_FOR_ALL_PLANS,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  formatDate,
  hasFeature,
  isSettingsFieldEnabled,
  LANGUAGE_LABELS_ES,
  LANGUAGES,
  type Language,
  normalizeGoogleAnalyticsId,
  normalizeHostName,
  PAYMENT_CONNECTION_MESSAGES,
  PLAN_LABELS,
  type Plan,
  PRO_PLAN_OPTIONS,
  SETTINGS_MESSAGES,
  SETTINGS_TOAST_MS,
  type SocialNetwork,
  switcherSettingOf,
  type Template,
  TRANSLATION_PANEL_MESSAGES,
  TWO_FACTOR_MESSAGES,
  timeZoneChoices,
  validateCustomDomain,
  validateGoogleAnalyticsId,
  validateSocialLink,
} from '@bitacora/domain';
import { type FormEvent, useId, useState } from 'react';
import type { NavigateHandler } from '../../../layouts/app-link/app-link';
import { ProPlanChoice } from '../../../patterns/pro-offer/pro-offer';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Select } from '../../../primitives/select/select';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { TextArea } from '../../../primitives/text-area/text-area';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toast } from '../../../primitives/toast/toast';
import { Toggle } from '../../../primitives/toggle/toggle';
import { useReportDirty } from '../../shared/dirty/use-report-dirty';
import { PageHeader } from '../../shared/page-header/page-header.styles';
import {
  type CommentRulesDraft,
  type CommentRulesErrors,
  CommentRulesFields,
  type CommentRulesValues,
  commentRulesDraftOf,
  commentRulesErrorsOf,
  readCommentRules,
} from './comment-rules-fields';
import { DomainStatus } from './domain-status';
import { PaymentConnection, type PaymentConnectionProps } from './payment-connection';
import {
  Card,
  Choice,
  Choices,
  Facts,
  Fieldset,
  Form,
  FormActions,
  Gated,
  Hint,
  Layout,
  Option,
  Options,
  Row,
} from './settings-screen.styles';
import { SettingsSections } from './settings-sections';

/** What 'Guardar Cambios' sends; the app turns socialNetworks into a JSON string. */
export type SettingsFormValues = {
  title: string;
  description: string;
  language: Language;
  template: Template;
  domain: string | null;
  googleAnalyticsId: string | null;
  socialNetworks: { twitter: string; facebook: string; instagram: string; patreon: string };
  /** Members must sign in with two-factor. */
  requireTwoFactor?: boolean;
  /** PRO: readers may join the blog and sign in by an emailed link. */
  membersEnabled?: boolean;
  /** PRO: only signed-in members comment. */
  commentsMembersOnly?: boolean;
  /** FREE and PRO: readers may leave a tip ('Invítame un café') from the post page. */
  tipsEnabled?: boolean;
  /** What tiers and tips are priced in ('Cobros'); changing it converts no price. */
  currency?: Currency;
  /** The IANA zone scheduled times are entered and shown in. */
  timeZone?: string;
  /** Where visitors' comments are refused, held or approved. */
  commentRules?: CommentRulesValues;
  /** The category a new post starts in; null for none (sent only when the screen lists them). */
  defaultCategoryId?: number | null;
  /**
   * The languages the readers' switcher offers, the main one among them; null when only the
   * main one is checked (the switcher then offers the languages the blog has published in).
   */
  switcherLanguages?: Language[] | null;
};

export type SettingsScreenProps = {
  status: 'loading' | 'ready' | 'error';
  settings: BlogSettings | null;
  /** The blog's categories, for 'Categoría por defecto' (the select shows once they are given). */
  categories?: readonly Pick<Category, 'id' | 'name'>[] | null;
  /** The active blog's plan (read from the stored active blog). */
  plan: Plan;
  /** GET /api/subscriptions/status; null while unknown. */
  subscription: SubscriptionStatus | null;
  /** 'No se pudieron cargar las configuraciones…' (docs/product.md#settings-messages). */
  error?: string | null;
  isSaving?: boolean;
  /**
   * 'Error al guardar configuraciones. Por favor, inténtalo de nuevo.'
   * (docs/product.md#settings-messages)
   */
  saveError?: string | null;
  /** The refused save's errors by field (`details[].path` → message), shown at each field. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Shows 'Configuración guardada correctamente' for 3 seconds, then `onDismissSaved`. */
  showSaved?: boolean;
  onDismissSaved?: () => void;
  onSave: (values: SettingsFormValues) => void;
  /** The upgrade panel starts open (a link to it, or a story). */
  defaultUpgradeOpen?: boolean;
  /** The interval whose payment address is being requested. */
  upgradingInterval?: BillingInterval | null;
  /** 'No se pudo generar el enlace de pago…' (docs/product.md#settings-messages). */
  upgradeError?: string | null;
  onUpgrade: (input: { interval: BillingInterval }) => void;
  /** Whether the fields differ from the saved settings, on each change. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Follows the sections' links ('Importar / Exportar') without a page load. */
  onNavigate?: NavigateHandler;
  /** Links Configuración's sections; off for who may not open them (an author). */
  showSections?: boolean;
  /** 'Comprobar ahora' of a pending own domain. */
  onCheckDomain?: () => void;
  isCheckingDomain?: boolean;
  /** Why the check could not be asked for, in Spanish. */
  domainCheckError?: string | null;
  /** 'Cobros': the blog's own Mercado Pago account; absent, the part is not shown. */
  payments?: PaymentConnectionProps;
};

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({
  value: code,
  label: PAYMENT_CONNECTION_MESSAGES.currencyNames[code],
}));

const LANGUAGE_OPTIONS = [
  { value: 'es', label: 'Español' },
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'pt', label: 'Português' },
] as const;

const TEMPLATE_OPTIONS = [
  { value: 'default', label: 'default' },
  { value: 'minimal', label: 'minimal' },
  { value: 'professional', label: 'professional' },
] as const;

/** Each takes an address or a handle ('@usuario'); the blog links the profile address. */
const SOCIAL_FIELDS = ['twitter', 'facebook', 'instagram', 'patreon'] as const;
const SOCIAL_HINT = 'Una dirección (https://…) o tu usuario (@usuario).';

/** The subscription statuses the server sends, in Spanish; anything else is shown as it comes. */
const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  active: 'Activa',
  inactive: 'Inactiva',
  pending: 'Pendiente',
  cancelled: 'Cancelada',
  canceled: 'Cancelada',
  paused: 'En pausa',
};

/**
 * The FREE plan has nothing to pay: no subscription, not an 'inactive' one (a cancelled PRO
 * falls back to FREE and says so with its own status).
 */
export function subscriptionStatusLabel(plan: string, status: string | null | undefined): string {
  const known = status ? SUBSCRIPTION_STATUS_LABELS[status.toLowerCase()] : undefined;
  if (plan === 'FREE' && (!status || status.toLowerCase() === 'inactive')) {
    return 'Plan gratuito, sin pagos';
  }
  return known ?? status ?? 'Sin suscripción';
}

type Values = {
  title: string;
  description: string;
  language: Language;
  template: Template;
  domain: string;
  googleAnalyticsId: string;
  twitter: string;
  facebook: string;
  instagram: string;
  patreon: string;
  requireTwoFactor: boolean;
  membersEnabled: boolean;
  commentsMembersOnly: boolean;
  tipsEnabled: boolean;
  currency: Currency;
  timeZone: string;
  /** '' for none. */
  defaultCategoryId: string;
};

const valuesOf = (settings: BlogSettings): Values => ({
  title: settings.title,
  description: settings.description,
  language: settings.language,
  template: settings.template,
  domain: settings.domain ?? '',
  googleAnalyticsId: settings.googleAnalyticsId ?? '',
  twitter: settings.socialNetworks.twitter,
  facebook: settings.socialNetworks.facebook,
  instagram: settings.socialNetworks.instagram,
  patreon: settings.socialNetworks.patreon ?? '',
  requireTwoFactor: settings.requireTwoFactor ?? false,
  membersEnabled: settings.membersEnabled ?? false,
  commentsMembersOnly: settings.commentsMembersOnly ?? false,
  tipsEnabled: settings.tipsEnabled ?? false,
  currency: settings.currency ?? DEFAULT_CURRENCY,
  timeZone: settings.timeZone ?? DEFAULT_TIME_ZONE,
  defaultCategoryId: settings.defaultCategoryId == null ? '' : String(settings.defaultCategoryId),
});

/** The switcher's saved languages besides the main one: what starts checked. */
function switcherDraftOf(settings: BlogSettings): Language[] {
  const setting = switcherSettingOf(settings.switcherLanguages);
  const listed = 'languages' in setting ? (setting.languages ?? []) : [];
  return listed.filter((language) => language !== settings.language);
}

/** What the save sends: the checked languages with the main one, or null for the main alone. */
function switcherListOf(main: Language, checked: readonly Language[]): Language[] | null {
  const others = checked.filter((language) => language !== main);
  return others.length > 0 ? LANGUAGES.filter((l) => l === main || others.includes(l)) : null;
}

type SettingsFormProps = {
  settings: BlogSettings;
  categories?: readonly Pick<Category, 'id' | 'name'>[] | null;
  plan: Plan;
  isSaving: boolean;
  saveError?: string | null;
  fieldErrors?: Readonly<Record<string, string>>;
  onSave: (values: SettingsFormValues) => void;
  onCheckDomain?: () => void;
  isCheckingDomain?: boolean;
  domainCheckError?: string | null;
  onOpenUpgrade: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  payments?: PaymentConnectionProps;
};

function SettingsForm({
  settings,
  categories,
  plan,
  isSaving,
  saveError,
  fieldErrors,
  onSave,
  onCheckDomain,
  isCheckingDomain,
  domainCheckError,
  onOpenUpgrade,
  onDirtyChange,
  payments,
}: SettingsFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<
    Partial<Record<'domain' | 'googleAnalyticsId' | SocialNetwork, string>>
  >({});
  const [rules, setRules] = useState<CommentRulesDraft>(() => commentRulesDraftOf(settings));
  const [rulesErrors, setRulesErrors] = useState<CommentRulesErrors>({});
  // The server's errors of the last refused save, until the form checks again.
  const [serverErrors, setServerErrors] = useState<typeof fieldErrors>(undefined);
  if (serverErrors !== fieldErrors) {
    setServerErrors(fieldErrors);
    setRulesErrors(commentRulesErrorsOf(fieldErrors ?? {}));
    setErrors({
      domain: fieldErrors?.domain,
      googleAnalyticsId: fieldErrors?.googleAnalyticsId,
      ...Object.fromEntries(
        SOCIAL_FIELDS.map((network) => [network, fieldErrors?.[`socialNetworks.${network}`]]),
      ),
    });
  }
  const twoFactorHintId = useId();
  const membersHintId = useId();
  const tipsHintId = useId();
  const membersOnlyHintId = useId();
  // Tips and paid tiers need the blog's own account: say so where they are turned on.
  const needsAccount = payments?.status === 'ready' && payments.connection?.status !== 'connected';
  const membersAllowed = isSettingsFieldEnabled(plan, 'membersEnabled');
  const domainEnabled = isSettingsFieldEnabled(plan, 'domain');
  const analyticsEnabled = isSettingsFieldEnabled(plan, 'googleAnalyticsId');
  const patreonEnabled = hasFeature(plan, 'patreon');
  const isPro = plan === 'PRO';
  const switcherHintId = useId();
  // The languages checked besides the main one, which is always offered.
  const [switcher, setSwitcher] = useState<Language[]>(() => switcherDraftOf(settings));
  const saved = valuesOf(settings);
  useReportDirty(
    (Object.keys(saved) as (keyof Values)[]).some((key) => values[key] !== saved[key]) ||
      JSON.stringify(rules) !== JSON.stringify(commentRulesDraftOf(settings)) ||
      JSON.stringify(switcherListOf(values.language, switcher)) !==
        JSON.stringify(switcherListOf(saved.language, switcherDraftOf(settings))),
    onDirtyChange,
  );

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const domainError = domainEnabled ? validateCustomDomain(values.domain) : null;
    const analyticsError = analyticsEnabled
      ? validateGoogleAnalyticsId(values.googleAnalyticsId)
      : null;
    const socialErrors = Object.fromEntries(
      SOCIAL_FIELDS.flatMap((network) => {
        const error = validateSocialLink(network, values[network]);
        return error ? [[network, error]] : [];
      }),
    );
    setErrors({
      domain: domainError ?? undefined,
      googleAnalyticsId: analyticsError ?? undefined,
      ...socialErrors,
    });
    const commentRules = readCommentRules(rules);
    // The new block's errors stay: that row is not part of the save.
    setRulesErrors((current) => ({
      newBlock: current.newBlock,
      newBlockExpiry: current.newBlockExpiry,
      ...commentRules.errors,
    }));
    if (domainError || analyticsError || Object.keys(socialErrors).length > 0) return;
    if (commentRules.values === null) return;
    const domain = normalizeHostName(values.domain);
    const analytics = normalizeGoogleAnalyticsId(values.googleAnalyticsId);
    onSave({
      title: values.title.trim(),
      description: values.description.trim(),
      language: values.language,
      template: values.template,
      domain: domain === '' ? null : domain,
      googleAnalyticsId: analytics === '' ? null : analytics,
      socialNetworks: {
        twitter: values.twitter.trim(),
        facebook: values.facebook.trim(),
        instagram: values.instagram.trim(),
        patreon: values.patreon.trim(),
      },
      requireTwoFactor: values.requireTwoFactor,
      membersEnabled: values.membersEnabled,
      commentsMembersOnly: values.commentsMembersOnly,
      tipsEnabled: values.tipsEnabled,
      // Only where 'Cobros' is shown: what the admin did not see is not sent.
      ...(payments && { currency: values.currency }),
      timeZone: values.timeZone,
      commentRules: commentRules.values,
      switcherLanguages: switcherListOf(values.language, switcher),
      ...(categories && {
        defaultCategoryId:
          values.defaultCategoryId === '' ? null : Number(values.defaultCategoryId),
      }),
    });
  };

  const upgradeButton = (field: string) => (
    <Button
      variant="secondary"
      aria-label={`Mejorar plan para usar ${field}`}
      onClick={onOpenUpgrade}
    >
      {SETTINGS_MESSAGES.upgrade}
    </Button>
  );

  return (
    <Form onSubmit={submit} noValidate aria-label="Configuración del blog">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <Fieldset>
        <legend>General</legend>
        <TextField
          label="Título del blog"
          name="title"
          value={values.title}
          onChange={set('title')}
        />
        <TextArea
          label="Descripción"
          name="description"
          rows={3}
          value={values.description}
          onChange={set('description')}
        />
        <Row>
          <Select
            label="Idioma"
            name="language"
            options={LANGUAGE_OPTIONS}
            value={values.language}
            onChange={set('language')}
          />
          <Select
            label="Plantilla"
            name="template"
            options={TEMPLATE_OPTIONS}
            value={values.template}
            onChange={set('template')}
          />
        </Row>
        <Select
          label="Zona horaria"
          name="timeZone"
          hint="Las publicaciones programadas se eligen y se muestran en esta hora."
          options={timeZoneChoices(values.timeZone)}
          value={values.timeZone}
          onChange={set('timeZone')}
        />
        {categories ? (
          <Select
            label={CATEGORY_MESSAGES.defaultLabel}
            name="defaultCategoryId"
            hint={CATEGORY_MESSAGES.defaultHint}
            placeholder={CATEGORY_MESSAGES.defaultNone}
            options={categories.map((category) => ({
              value: String(category.id),
              label: category.name,
            }))}
            value={values.defaultCategoryId}
            error={serverErrors?.defaultCategoryId}
            onChange={set('defaultCategoryId')}
          />
        ) : null}
      </Fieldset>
      <Fieldset aria-describedby={switcherHintId}>
        <legend>{TRANSLATION_PANEL_MESSAGES.switcherLegend}</legend>
        <Choices>
          {LANGUAGES.map((language) => {
            const isMain = language === values.language;
            return (
              <Choice key={language}>
                <input
                  type="checkbox"
                  name="switcherLanguages"
                  value={language}
                  checked={isMain || switcher.includes(language)}
                  disabled={isMain}
                  onChange={(event) => {
                    const { checked } = event.target;
                    setSwitcher((current) =>
                      checked
                        ? [...current, language]
                        : current.filter((chosen) => chosen !== language),
                    );
                  }}
                />
                {LANGUAGE_LABELS_ES[language]}
              </Choice>
            );
          })}
        </Choices>
        <Hint id={switcherHintId}>{TRANSLATION_PANEL_MESSAGES.switcherHint}</Hint>
        {serverErrors?.switcherLanguages ? (
          <Alert tone="error">{serverErrors.switcherLanguages}</Alert>
        ) : null}
      </Fieldset>
      <Fieldset>
        <legend>Dominio y analíticas</legend>
        <Gated>
          <TextField
            label="Dominio personalizado"
            name="domain"
            placeholder="miblog.com"
            autoCapitalize="none"
            spellCheck={false}
            disabled={!domainEnabled}
            value={values.domain}
            error={errors.domain}
            hint={
              CUSTOM_DOMAINS_FOR_ALL_PLANS && !isPro
                ? SETTINGS_MESSAGES.customDomainNote
                : domainEnabled
                  ? undefined
                  : 'Disponible en el plan PRO.'
            }
            onChange={set('domain')}
          />
          {domainEnabled ? null : upgradeButton('un dominio personalizado')}
        </Gated>
        {settings.domainStatus && onCheckDomain ? (
          <DomainStatus
            status={settings.domainStatus}
            isChecking={isCheckingDomain}
            checkError={domainCheckError}
            onCheck={onCheckDomain}
          />
        ) : null}
        <Gated>
          <TextField
            label="ID de Google Analytics"
            name="googleAnalyticsId"
            placeholder="G-XXXXXXXXXX"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={!analyticsEnabled}
            value={values.googleAnalyticsId}
            error={errors.googleAnalyticsId}
            hint={analyticsEnabled ? undefined : 'Disponible en el plan PRO.'}
            onChange={set('googleAnalyticsId')}
          />
          {analyticsEnabled ? null : upgradeButton('Google Analytics')}
        </Gated>
        <Gated>
          <div>
            <Toggle
              checked={values.membersEnabled}
              disabled={!membersAllowed}
              onCheckedChange={(membersEnabled) =>
                setValues((current) => ({ ...current, membersEnabled }))
              }
              label="Miembros: los lectores pueden registrarse con su email"
              aria-describedby={membersHintId}
            />
            <Hint id={membersHintId}>
              {membersAllowed
                ? 'El blog muestra «Entrar»: cada lector recibe un enlace por correo, sin contraseña.'
                : 'Disponible en el plan PRO.'}
              {membersAllowed && values.membersEnabled && needsAccount
                ? ` ${PAYMENT_CONNECTION_MESSAGES.tiersNeedConnection}`
                : null}
            </Hint>
          </div>
          {membersAllowed ? null : upgradeButton('los miembros')}
        </Gated>
        <div>
          <Toggle
            checked={values.tipsEnabled}
            onCheckedChange={(tipsEnabled) => setValues((current) => ({ ...current, tipsEnabled }))}
            label="Invítame un café: los lectores pueden dejarte una propina"
            aria-describedby={tipsHintId}
          />
          <Hint id={tipsHintId}>
            Al pie de cada entrada, con el importe que elija el lector, en la moneda del blog.
            {values.tipsEnabled && needsAccount
              ? ` ${PAYMENT_CONNECTION_MESSAGES.tipsNeedConnection}`
              : null}
          </Hint>
        </div>
      </Fieldset>
      {payments ? (
        <Fieldset>
          <legend>{PAYMENT_CONNECTION_MESSAGES.sectionTitle}</legend>
          <Select
            label={PAYMENT_CONNECTION_MESSAGES.currencyLabel}
            name="currency"
            options={CURRENCY_OPTIONS}
            value={values.currency}
            hint={PAYMENT_CONNECTION_MESSAGES.currencyHint}
            onChange={(event) =>
              setValues((current) => ({ ...current, currency: event.target.value as Currency }))
            }
          />
          <PaymentConnection {...payments} />
        </Fieldset>
      ) : null}
      <Fieldset>
        <legend>Redes sociales</legend>
        <TextField
          label="Twitter"
          name="twitter"
          autoCapitalize="none"
          spellCheck={false}
          value={values.twitter}
          error={errors.twitter}
          hint={SOCIAL_HINT}
          onChange={set('twitter')}
        />
        <TextField
          label="Facebook"
          name="facebook"
          autoCapitalize="none"
          spellCheck={false}
          value={values.facebook}
          error={errors.facebook}
          hint={SOCIAL_HINT}
          onChange={set('facebook')}
        />
        <TextField
          label="Instagram"
          name="instagram"
          autoCapitalize="none"
          spellCheck={false}
          value={values.instagram}
          error={errors.instagram}
          hint={SOCIAL_HINT}
          onChange={set('instagram')}
        />
        <TextField
          label="Patreon"
          name="patreon"
          placeholder="https://www.patreon.com/…"
          spellCheck={false}
          disabled={!patreonEnabled}
          value={values.patreon}
          error={errors.patreon}
          hint={
            patreonEnabled
              ? 'Tu blog mostrará un enlace para apoyarte en Patreon.'
              : 'Disponible en el plan PRO.'
          }
          onChange={set('patreon')}
        />
      </Fieldset>
      <Fieldset>
        <legend>Seguridad</legend>
        <Toggle
          checked={values.requireTwoFactor}
          onCheckedChange={(requireTwoFactor) =>
            setValues((current) => ({ ...current, requireTwoFactor }))
          }
          label={TWO_FACTOR_MESSAGES.blogSetting}
          aria-describedby={twoFactorHintId}
        />
        <Hint id={twoFactorHintId}>{TWO_FACTOR_MESSAGES.blogSettingHelp}</Hint>
      </Fieldset>
      <CommentRulesFields
        draft={rules}
        errors={rulesErrors}
        timeZone={settings.timeZone ?? DEFAULT_TIME_ZONE}
        onChange={setRules}
        onErrors={setRulesErrors}
      >
        <Gated>
          <div>
            <Toggle
              checked={values.commentsMembersOnly}
              // A FREE blog may still turn off what it had on PRO.
              disabled={!membersAllowed && !values.commentsMembersOnly}
              onCheckedChange={(commentsMembersOnly) =>
                setValues((current) => ({ ...current, commentsMembersOnly }))
              }
              label={COMMENT_RULES_MESSAGES.membersOnly}
              aria-describedby={membersOnlyHintId}
            />
            <Hint id={membersOnlyHintId}>
              {membersAllowed
                ? COMMENT_RULES_MESSAGES.membersOnlyHelp
                : COMMENT_RULES_MESSAGES.membersOnlyUpgrade}
            </Hint>
          </div>
          {membersAllowed ? null : upgradeButton('comentarios solo de miembros')}
        </Gated>
      </CommentRulesFields>
      <FormActions>
        <Button
          variant="secondary"
          disabled={isSaving}
          onClick={() => {
            setValues(valuesOf(settings));
            setErrors({});
            setRules(commentRulesDraftOf(settings));
            setRulesErrors({});
            setSwitcher(switcherDraftOf(settings));
          }}
        >
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSaving} loadingText="Guardando...">
          Guardar Cambios
        </Button>
      </FormActions>
    </Form>
  );
}

type PlanPanelProps = {
  plan: Plan;
  subscription: SubscriptionStatus | null;
  isUpgradeOpen: boolean;
  onToggleUpgrade: () => void;
  upgradingInterval: BillingInterval | null;
  upgradeError?: string | null;
  onUpgrade: (input: { interval: BillingInterval }) => void;
};

function PlanPanel({
  plan,
  subscription,
  isUpgradeOpen,
  onToggleUpgrade,
  upgradingInterval,
  upgradeError,
  onUpgrade,
}: PlanPanelProps) {
  const upgradeId = useId();
  const headingId = useId();
  const shownPlan = subscription?.plan ?? plan;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{SETTINGS_MESSAGES.currentPlan}</h2>
      <Facts>
        <dt>Plan</dt>
        <dd>{PLAN_LABELS[shownPlan]}</dd>
        <dt>Estado</dt>
        <dd>{subscriptionStatusLabel(shownPlan, subscription?.status)}</dd>
        <dt>Próximo pago</dt>
        <dd>
          {shownPlan === 'FREE' && !subscription?.next_payment_date
            ? 'Ninguno'
            : formatDate(subscription?.next_payment_date)}
        </dd>
      </Facts>
      {shownPlan === 'PRO' ? null : (
        <Button aria-expanded={isUpgradeOpen} aria-controls={upgradeId} onClick={onToggleUpgrade}>
          {SETTINGS_MESSAGES.upgrade}
        </Button>
      )}
      {isUpgradeOpen && shownPlan !== 'PRO' ? (
        <div id={upgradeId}>
          {upgradeError ? <Alert tone="error">{upgradeError}</Alert> : null}
          <Options aria-label="Opciones del plan PRO">
            {PRO_PLAN_OPTIONS.map((option) => (
              <Option key={option.interval}>
                <ProPlanChoice
                  variant="secondary"
                  option={option}
                  upgradingInterval={upgradingInterval}
                  onUpgrade={onUpgrade}
                />
              </Option>
            ))}
          </Options>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * What the form's fields start from: other saved settings start the form afresh, while a new
 * state of the domain's check (a 'Comprobar ahora' answer) leaves what is being typed alone.
 */
function formKeyOf({ domainStatus: _status, ...fields }: BlogSettings): string {
  return JSON.stringify(fields);
}

/** Settings: the blog's fields (domain and analytics gated by plan) and the plan panel. */
export function SettingsScreen({
  status,
  settings,
  categories,
  plan,
  subscription,
  error,
  isSaving = false,
  saveError,
  fieldErrors,
  showSaved = false,
  onDismissSaved,
  onSave,
  defaultUpgradeOpen = false,
  upgradingInterval = null,
  upgradeError,
  onUpgrade,
  onDirtyChange,
  onNavigate,
  showSections = true,
  onCheckDomain,
  isCheckingDomain = false,
  domainCheckError,
  payments,
}: SettingsScreenProps) {
  const [isUpgradeOpen, setUpgradeOpen] = useState(defaultUpgradeOpen);

  const main =
    status === 'error' ? (
      <Alert tone="error">{error || SETTINGS_MESSAGES.loadFailed}</Alert>
    ) : status === 'loading' || !settings ? (
      <LoadingRegion label="Cargando configuración...">
        <Card>
          <Skeleton height="2.5rem" />
          <Skeleton height="5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </Card>
      </LoadingRegion>
    ) : (
      <Card aria-label="Datos del blog">
        <SettingsForm
          key={formKeyOf(settings)}
          settings={settings}
          categories={categories}
          plan={plan}
          isSaving={isSaving}
          saveError={saveError}
          fieldErrors={fieldErrors}
          onSave={onSave}
          onCheckDomain={onCheckDomain}
          isCheckingDomain={isCheckingDomain}
          domainCheckError={domainCheckError}
          onOpenUpgrade={() => setUpgradeOpen(true)}
          onDirtyChange={onDirtyChange}
          payments={payments}
        />
      </Card>
    );

  return (
    <section aria-labelledby="settings-title">
      <PageHeader>
        <h1 id="settings-title">Configuración</h1>
      </PageHeader>
      {showSections ? <SettingsSections current="general" onNavigate={onNavigate} /> : null}
      <Layout>
        {main}
        <PlanPanel
          plan={plan}
          subscription={subscription}
          isUpgradeOpen={isUpgradeOpen}
          onToggleUpgrade={() => setUpgradeOpen((open) => !open)}
          upgradingInterval={upgradingInterval}
          upgradeError={upgradeError}
          onUpgrade={onUpgrade}
        />
      </Layout>
      {showSaved && onDismissSaved ? (
        <Toast
          message={SETTINGS_MESSAGES.saved}
          durationMs={SETTINGS_TOAST_MS}
          onDismiss={onDismissSaved}
        />
      ) : null}
    </section>
  );
}
