import { useEffect, useRef } from 'react';

/**
 * Tells the screen's owner whether the form differs from what was saved, each time that
 * changes (the panel asks before leaving a dirty form).
 */
export function useReportDirty(
  dirty: boolean,
  onDirtyChange: ((dirty: boolean) => void) | undefined,
): void {
  const report = useRef(onDirtyChange);
  report.current = onDirtyChange;
  useEffect(() => {
    report.current?.(dirty);
  }, [dirty]);
}
