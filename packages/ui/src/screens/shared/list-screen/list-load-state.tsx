import type { ReactNode } from 'react';
import { LoadingRegion } from '../../../primitives/skeleton/skeleton';
import { LoadErrorRow } from './load-error-row';

export type ListLoadStateProps = {
  status: 'loading' | 'ready' | 'error';
  error?: string | null;
  /** Shown when the load failed without a message of its own. */
  loadFailed: string;
  onRetry?: () => void;
  /** Announced while the rows load, e.g. 'Cargando posts...'. */
  loadingLabel: string;
  /** The list, showing its own skeleton while loading. */
  children: ReactNode;
};

/** A list in its three states: announced while loading, shown when ready, else the load error. */
export function ListLoadState({
  status,
  error,
  loadFailed,
  onRetry,
  loadingLabel,
  children,
}: ListLoadStateProps) {
  if (status === 'error') return <LoadErrorRow message={error || loadFailed} onRetry={onRetry} />;
  return status === 'loading' ? (
    <LoadingRegion label={loadingLabel}>{children}</LoadingRegion>
  ) : (
    children
  );
}
