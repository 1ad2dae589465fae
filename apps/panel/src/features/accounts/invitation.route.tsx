import type { AcceptInvitationResponse, InvitationPreview } from '@bitacora/api';
import { INVITATION_MESSAGES } from '@bitacora/domain';
import { InvitationScreen, type InvitationScreenProps } from '@bitacora/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { deviceId } from './device-id.ts';
import { useEnterPanel } from './enter-panel.ts';

const ACCEPT_FAILED = 'No se pudo aceptar la invitación. Inténtalo de nuevo.';

/**
 * The mailed invitation link (`/invitacion?token=`): set a password or prove the account's, join
 * the blog, then 'Ir a mi panel' into it, signed in by the acceptance.
 */
export default function InvitationRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [status, setStatus] = useState<InvitationScreenProps['status']>('loading');
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [accepted, setAccepted] = useState<AcceptInvitationResponse | null>(null);
  const enterPanel = useEnterPanel();

  useEffect(() => {
    if (!token?.trim()) return;
    let cancelled = false;
    setStatus('loading');
    api.invitations.get(token.trim()).then(
      (preview) => {
        if (cancelled) return;
        setInvitation(preview);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (cancelled) return;
        console.error('No se pudo leer la invitación', failure);
        setError(serverText(failure) ?? INVITATION_MESSAGES.invalid);
        setStatus('refused');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, token]);

  return (
    <InvitationScreen
      token={token}
      status={status}
      invitation={invitation}
      error={error}
      isSubmitting={isSubmitting}
      onSubmit={async (input) => {
        setIsSubmitting(true);
        setError(null);
        try {
          setAccepted(await api.invitations.accept({ ...input, device: deviceId() }));
          setStatus('done');
        } catch (failure) {
          console.error('No se pudo aceptar la invitación', failure);
          setError(serverText(failure) ?? ACCEPT_FAILED);
        } finally {
          setIsSubmitting(false);
        }
      }}
      onGoToPanel={
        accepted ? () => enterPanel(accepted, accepted.blogUuid, accepted.email) : undefined
      }
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
