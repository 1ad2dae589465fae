import 'altcha';
import 'altcha/i18n/es-es';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';

/** The challenge the server signs (self-hosted proof of work, docs/architecture.md#captcha). */
const CHALLENGE_URL = '/api/captcha/challenge';

type AltchaElement = HTMLElement & { reset: () => void };

export type CaptchaWidgetProps = {
  /** The solved payload, or null when it expires or is reset. */
  onChange: (payload: string | null) => void;
  /** Changing it resets the widget: a payload is good for one request only. */
  resetKey?: number;
};

/** The ALTCHA widget, solved in the browser with the server's challenge. */
export function CaptchaWidget({ onChange, resetKey = 0 }: CaptchaWidgetProps) {
  const ref = useRef<AltchaElement>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      if (detail?.state === 'verified' && detail.payload) change.current(detail.payload);
      else change.current(null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useEffect(() => {
    if (resetKey === 0) return;
    ref.current?.reset();
    change.current(null);
  }, [resetKey]);

  return <altcha-widget ref={ref} challenge={CHALLENGE_URL} language="es-es" name="captcha" />;
}
