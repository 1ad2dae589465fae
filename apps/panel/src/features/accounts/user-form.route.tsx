import { isApiError, type User } from '@bitacora/api';
import {
  can,
  pictureUploadErrorMessage,
  readServerText,
  USER_MESSAGES,
  USER_SAVED_REDIRECT_MS,
  userSaveErrorMessage,
} from '@bitacora/domain';
import { UserFormScreen, type UserFormValues } from '@bitacora/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { bodyOf, isSessionEnd } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert, useToast } from '../../feedback/feedback.tsx';
import { useUnsavedChangesGuard } from '../../feedback/use-unsaved-changes-guard.ts';
import { PATHS } from '../../paths.ts';
import { useActor } from '../../session/actor.ts';
import { authTokenAtom, authUserAtom } from '../../session/session-atoms.ts';
import { useActiveSessions } from './use-active-sessions.ts';
import { useCommentNotifications } from './use-comment-notifications.ts';
import { useTwoFactor } from './use-two-factor.ts';
import { saveUser } from './user-save.ts';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; user: User | null };

/**
 * User form: new (/cms/users/new) or edit by uuid, 'Mi perfil' being the signed-in user's
 * own edit, with its active sessions below. Role select for admins only; on success the
 * screen's notice, then the list after 2 s. A load failure goes back to the list.
 */
export default function UserFormRoute() {
  const { uuid } = useParams();
  const api = useApi();
  const alert = useAlert();
  const toast = useToast();
  const navigate = useNavigate();
  const [me, setMe] = useAtom(authUserAtom);
  const actor = useActor();
  const setToken = useSetAtom(authTokenAtom);
  const [loaded, setLoaded] = useState<Loaded>(
    uuid ? { status: 'loading' } : { status: 'ready', user: null },
  );
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showSaved, setShowSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const isAdmin = can(actor, 'update:user:role');
  const ownProfile = Boolean(uuid && me && uuid === me.uuid);
  const activeSessions = useActiveSessions(ownProfile);
  const twoFactor = useTwoFactor(ownProfile);
  const commentNotifications = useCommentNotifications(ownProfile);
  // An author's own profile has no list to return to: the guard would send it to the dashboard.
  const listPath = can(actor, 'read:user') ? PATHS.users : PATHS.dashboard;

  // Changing one's own password renews the token, hence `api`: that must not load the user
  // again (and flash the skeleton) during the notice before the redirect.
  const apiRef = useRef(api);
  apiRef.current = api;

  useEffect(() => {
    if (!uuid) return;
    let cancelled = false;
    setLoaded({ status: 'loading' });
    apiRef.current.users.getByUuid(uuid).then(
      (user) => {
        if (!cancelled) setLoaded({ status: 'ready', user });
      },
      (error: unknown) => {
        if (cancelled || isSessionEnd(error)) return;
        console.error('No se pudo cargar el usuario', error);
        setLoaded({ status: 'error' });
        navigate(listPath, { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uuid, navigate, listPath]);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const save = async (values: UserFormValues) => {
    setIsSaving(true);
    setSaveError(null);
    try {
      const result = await saveUser(api, values, isAdmin);
      if (me && result.user.uuid === me.uuid) {
        setMe({ ...me, name: result.user.name ?? me.name });
        if (result.token) setToken(result.token);
      }
      if (result.pictureError) {
        const message = isApiError(result.pictureError)
          ? result.pictureError.error
          : String(result.pictureError);
        toast(pictureUploadErrorMessage(message), { tone: 'error' });
      }
      guard.markSaved();
      setShowSaved(true);
      redirect.current = setTimeout(() => navigate(listPath), USER_SAVED_REDIRECT_MS);
    } catch (error) {
      setIsSaving(false);
      if (isSessionEnd(error)) return;
      console.error('No se pudo guardar el usuario', error);
      // The server's error text in the form, else the alert.
      if (readServerText(bodyOf(error), ['message', 'error']) !== null) {
        setSaveError(userSaveErrorMessage(bodyOf(error)));
      } else {
        await alert(USER_MESSAGES.saveFailed);
      }
    }
  };

  return (
    <UserFormScreen
      mode={uuid ? 'edit' : 'create'}
      status={loaded.status}
      user={loaded.status === 'ready' ? loaded.user : null}
      onDirtyChange={setDirty}
      canChooseRole={isAdmin && !(loaded.status === 'ready' && loaded.user?.role === 'SUPER_ADMIN')}
      isSaving={isSaving}
      saveError={saveError}
      showSaved={showSaved}
      onDismissSaved={() => setShowSaved(false)}
      onSave={(values) => void save(values)}
      onCancel={() => navigate(listPath)}
      activeSessions={activeSessions}
      twoFactor={twoFactor}
      commentNotifications={commentNotifications}
    />
  );
}
