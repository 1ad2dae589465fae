import { type AccessibilityWarning, accessibilityWarnings } from '@bitacora/domain';
import { useEffect, useState } from 'react';

/** How long the check waits after the last change: it follows the writing, not each key. */
export const ACCESSIBILITY_CHECK_DELAY_MS = 400;

/** The body's accessibility warnings, checked again a moment after it stops changing. */
export function useAccessibilityWarnings(html: string): AccessibilityWarning[] {
  const [warnings, setWarnings] = useState(() => accessibilityWarnings(html));
  useEffect(() => {
    const timer = setTimeout(
      () => setWarnings(accessibilityWarnings(html)),
      ACCESSIBILITY_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [html]);
  return warnings;
}
