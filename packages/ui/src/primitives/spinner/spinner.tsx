import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { SpinnerRing, SpinnerWrapper } from './spinner.styles';

const SIZES = { sm: 14, md: 20, lg: 32 } as const;

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & {
  size?: keyof typeof SIZES;
  /** Read by screen readers, and shown beside the ring when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Hides the spinner from assistive technology when something else announces the wait. */
  decorative?: boolean;
};

export function Spinner({
  size = 'md',
  label = 'Cargando...',
  showLabel = false,
  decorative = false,
  ...rest
}: SpinnerProps) {
  if (decorative) {
    return <SpinnerRing $size={SIZES[size]} aria-hidden="true" {...rest} />;
  }
  return (
    <SpinnerWrapper role="status" {...rest}>
      <SpinnerRing $size={SIZES[size]} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerWrapper>
  );
}
