import { ForgotPasswordScreen } from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';

/** Forgot password: the neutral confirmation whether or not the email exists. */
export default function ForgotPasswordRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);

  return (
    <ForgotPasswordScreen
      isSubmitting={isSubmitting}
      result={result}
      onSubmit={async ({ email }) => {
        setIsSubmitting(true);
        setResult(null);
        try {
          await api.auth.forgotPassword({ email });
          setResult('sent');
        } catch (error) {
          console.error('No se pudo pedir el enlace', error);
          setResult('failed');
        } finally {
          setIsSubmitting(false);
        }
      }}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
