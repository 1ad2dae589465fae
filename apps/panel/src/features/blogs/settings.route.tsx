import type { BlogSettings, Category, SubscriptionStatus } from '@bitacora/api';
import { CUSTOM_DOMAIN_MESSAGES, can, normalizePlan, settingsErrorMessage } from '@bitacora/domain';
import { type SettingsFormValues, SettingsScreen } from '@bitacora/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, isSessionEnd, serverText } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert } from '../../feedback/feedback.tsx';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { useUnsavedChangesGuard } from '../../feedback/use-unsaved-changes-guard.ts';
import { resolvedBlogAtom } from '../../session/active-blog-cache.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import {
  useConnectionReturn,
  usePaymentConnection,
  usePaymentReturn,
  useUpgrade,
} from '../payments/index.ts';
import { settingsBody } from './settings-body.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; settings: BlogSettings };

/**
 * Settings (an admin's screen): load, Cancelar resets (in the screen), Guardar Cambios
 * with the 3 s notice, the plan panel and 'Mejorar plan' → the payment address, and the notice
 * on coming back from it (`?payment=`); 'Cobros', the blog's own Mercado Pago account, and the
 * notice on coming back from authorising it (`?mercadopago=`). A 401/403
 * goes to /login through the API hook, so an author (whom the server refuses) is shown that
 * the screen is not theirs and no call is made.
 */
export default function SettingsRoute() {
  const user = useActor();
  usePaymentReturn();
  useConnectionReturn();
  if (!can(user, 'manage:settings')) {
    return (
      <SettingsScreen
        status="error"
        settings={null}
        plan="FREE"
        subscription={null}
        error={PANEL_MESSAGES.settingsAdminsOnly}
        onSave={() => {}}
        onUpgrade={() => {}}
        showSections={false}
      />
    );
  }
  return <AdminSettings />;
}

function AdminSettings() {
  const api = useApi();
  const navigate = useNavigate();
  const alert = useAlert();
  const activeBlog = useActiveBlog();
  const setResolvedBlog = useSetAtom(resolvedBlogAtom);
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const blogId = blog?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [subscription, setSubscription] = useState<SubscriptionStatus | null>(null);
  // 'Categoría por defecto' lists them; without them the rest of the settings still save.
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [showSaved, setShowSaved] = useState(false);
  const { upgradingInterval, upgrade } = useUpgrade();
  const [isCheckingDomain, setIsCheckingDomain] = useState(false);
  const [domainCheckError, setDomainCheckError] = useState<string | null>(null);
  // 'Cobros': the blog's own Mercado Pago account.
  const payments = usePaymentConnection(blogId);

  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    api.settings.get().then(
      (settings) => {
        if (!cancelled) setLoaded({ status: 'ready', settings });
      },
      (error: unknown) => {
        if (cancelled || isSessionEnd(error)) return;
        console.error('No se pudo cargar la configuración', error);
        setLoaded({ status: 'error', message: settingsErrorMessage('load') });
      },
    );
    listAll((page) => api.categories.list({ blogId, ...page })).then(
      (list) => {
        if (!cancelled) setCategories(list);
      },
      (error: unknown) => {
        if (!isSessionEnd(error)) console.error('No se pudieron cargar las categorías', error);
      },
    );
    api.subscriptions.getStatus().then(
      (status) => {
        if (!cancelled) setSubscription(status);
      },
      (error: unknown) => {
        if (!isSessionEnd(error)) console.error('No se pudo leer la suscripción', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, blogId]);

  const plan = normalizePlan(blog?.plan);

  const save = async (values: SettingsFormValues) => {
    setIsSaving(true);
    setSaveError(null);
    setFieldErrors({});
    setShowSaved(false);
    try {
      const settings = await api.settings.update(settingsBody(values, plan));
      setLoaded({ status: 'ready', settings });
      setDomainCheckError(null);
      // 'Ver Blog' follows a new custom domain, and the forms a new time zone.
      if (blog) {
        setResolvedBlog({
          ...blog,
          domain: settings.domain,
          timeZone: settings.timeZone ?? blog.timeZone,
        });
      }
      setShowSaved(true);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo guardar la configuración', error);
      setSaveError(serverText(error));
      setFieldErrors(fieldErrorsOf(error));
      await alert(settingsErrorMessage('save'));
    } finally {
      setIsSaving(false);
    }
  };

  // 'Comprobar ahora': only the domain's state is taken from the answer, so the fields being
  // typed are left as they are.
  const checkDomain = async () => {
    setIsCheckingDomain(true);
    setDomainCheckError(null);
    try {
      const checked = await api.settings.checkDomain();
      setLoaded((current) =>
        current.status === 'ready'
          ? {
              status: 'ready',
              settings: { ...current.settings, domainStatus: checked.domainStatus },
            }
          : current,
      );
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo comprobar el dominio', error);
      setDomainCheckError(serverText(error) ?? CUSTOM_DOMAIN_MESSAGES.checkFailed);
    } finally {
      setIsCheckingDomain(false);
    }
  };

  return (
    <SettingsScreen
      status={activeBlog.status === 'error' ? 'error' : loaded.status}
      settings={loaded.status === 'ready' ? loaded.settings : null}
      categories={categories}
      onDirtyChange={setDirty}
      plan={plan}
      subscription={subscription}
      error={loaded.status === 'error' ? loaded.message : null}
      isSaving={isSaving}
      saveError={saveError}
      fieldErrors={fieldErrors}
      showSaved={showSaved}
      onDismissSaved={() => setShowSaved(false)}
      onSave={(values) => void save(values)}
      upgradingInterval={upgradingInterval}
      onUpgrade={({ interval }) => void upgrade(interval)}
      onNavigate={({ href }) => navigate(href)}
      onCheckDomain={() => void checkDomain()}
      isCheckingDomain={isCheckingDomain}
      domainCheckError={domainCheckError}
      payments={payments}
    />
  );
}
