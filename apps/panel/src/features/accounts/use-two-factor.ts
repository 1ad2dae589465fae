import type { TwoFactorEnrolment, TwoFactorStatus } from '@bitacora/api';
import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import type { TwoFactorAction, TwoFactorSectionProps } from '@bitacora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; twoFactor: TwoFactorStatus };

/** A code (six digits, or a recovery code) rather than a password, as typed in the dialog. */
const looksLikeCode = (proof: string) =>
  /^\d{6}$/.test(proof.replace(/\s+/g, '')) || /^[a-z2-9]{5}[\s-]?[a-z2-9]{5}$/i.test(proof.trim());

/**
 * 'Verificación en dos pasos' of 'Mi perfil': loads the user's state, runs the enrolment (QR,
 * then a code), shows the recovery codes once, and turns it off or makes new codes with the
 * password or a code. `enabled` is false on anyone else's profile, where nothing is loaded.
 */
export function useTwoFactor(enabled: boolean): TwoFactorSectionProps | undefined {
  const api = useApi();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [enrolling, setEnrolling] = useState(false);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<TwoFactorAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  // The password typed at 'Activar', sent again with the confirming code; dropped after it.
  const password = useRef('');

  const load = useCallback(
    async (quiet: boolean) => {
      const mine = ++generation.current;
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        const twoFactor = await api.twoFactor.status();
        if (mine === generation.current) setLoaded({ status: 'ready', twoFactor });
      } catch (failure) {
        if (mine !== generation.current || isSessionEnd(failure)) return;
        console.error('No se pudo cargar la verificación en dos pasos', failure);
        setLoaded({ status: 'error' });
      }
    },
    [api],
  );

  useEffect(() => {
    if (!enabled) return;
    void load(true);
    return () => {
      generation.current++;
    };
  }, [enabled, load]);

  const run = async (action: TwoFactorAction, work: () => Promise<void>) => {
    setBusy(action);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      setError(serverText(failure) ?? TWO_FACTOR_MESSAGES.actionFailed);
    } finally {
      setBusy(null);
    }
  };

  const proofOf = (proof: string) => (looksLikeCode(proof) ? { code: proof } : { password: proof });

  if (!enabled) return undefined;
  return {
    status: loaded.status,
    twoFactor: loaded.status === 'ready' ? loaded.twoFactor : null,
    onRetry: () => void load(false),
    enrolment,
    isEnrolling: enrolling,
    busy,
    error,
    recoveryCodes,
    onStart: (typed) =>
      void run('start', async () => {
        setEnrolment(null);
        setEnrolling(true);
        try {
          setEnrolment(await api.twoFactor.setup({ password: typed }));
          password.current = typed;
        } catch (failure) {
          setEnrolling(false);
          throw failure;
        }
      }),
    onConfirm: (code) =>
      void run('confirm', async () => {
        const answer = await api.twoFactor.enable({ code, password: password.current });
        password.current = '';
        setEnrolling(false);
        setEnrolment(null);
        setRecoveryCodes(answer.recoveryCodes);
        toast(TWO_FACTOR_MESSAGES.enabled);
        await load(true);
      }),
    onCancelEnrolment: () => {
      password.current = '';
      setEnrolling(false);
      setEnrolment(null);
      setError(null);
    },
    onRecoveryCodesSaved: () => setRecoveryCodes(null),
    onCopied: () => toast(TWO_FACTOR_MESSAGES.copied),
    onDisable: (proof) =>
      void run('disable', async () => {
        await api.twoFactor.disable(proofOf(proof));
        toast(TWO_FACTOR_MESSAGES.disabled);
        await load(true);
      }),
    onRegenerate: (proof) =>
      void run('regenerate', async () => {
        const answer = await api.twoFactor.regenerateRecoveryCodes(proofOf(proof));
        setRecoveryCodes(answer.recoveryCodes);
        toast(TWO_FACTOR_MESSAGES.regenerated);
        await load(true);
      }),
  };
}
