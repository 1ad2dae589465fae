import { ResetPasswordScreen } from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';

/** Reset password: the token comes from `?token=`. */
export default function ResetPasswordRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [result, setResult] = useState<'done' | 'failed' | null>(null);

  return (
    <ResetPasswordScreen
      token={searchParams.get('token')}
      isSubmitting={isSubmitting}
      result={result}
      onSubmit={async (input) => {
        setIsSubmitting(true);
        setResult(null);
        try {
          await api.auth.resetPassword(input);
          setResult('done');
        } catch (error) {
          console.error('No se pudo cambiar la contraseña', error);
          setResult('failed');
        } finally {
          setIsSubmitting(false);
        }
      }}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
