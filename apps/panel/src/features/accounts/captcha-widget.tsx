// The build without inlined styles and workers: its stylesheet and its SHA worker are files of
// the panel's build, so the page's policy needs neither inline styles nor `blob:` workers.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/es-es';
import { TRUSTED_TYPE_POLICIES } from '@bitacora/domain';
import type {} from 'altcha/types/react';
import shaWorkerUrl from 'altcha/workers/sha?worker&url';
import { useEffect, useRef } from 'react';

/** The slice of the Trusted Types API used here (the DOM typings in use do not have it). */
interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): string };
}

/**
 * Under the panel's Trusted Types policy a worker's address must be a TrustedScriptURL: this
 * policy makes one for the build's own worker file and for nothing else.
 */
const workerPolicy = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes?.createPolicy(
  TRUSTED_TYPE_POLICIES.captchaWorker,
  {
    createScriptURL(url) {
      if (url !== shaWorkerUrl) throw new TypeError(`Not the captcha's worker: ${url}`);
      return url;
    },
  },
);

// The server signs SHA-256 challenges (apps/server/src/captcha); the other SHA sizes share the worker.
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(
    algorithm,
    () => new Worker(workerPolicy?.createScriptURL(shaWorkerUrl) ?? shaWorkerUrl),
  );
}

// The widget's footer ('Protegido por ALTCHA') is written as raw HTML from its translations,
// which Trusted Types refuses; the widget works the same without it. A default, so that the
// first render already leaves it out.
$altcha.defaults.set('hideFooter', true);

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
