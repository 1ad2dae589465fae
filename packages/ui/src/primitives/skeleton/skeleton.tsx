import type { HTMLAttributes, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../../tokens/tokens';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const shine = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $round: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $round }) => ($round ? tokens.radius.full : tokens.radius.sm)};
  background: linear-gradient(
    90deg,
    ${tokens.color.skeleton} 25%,
    ${tokens.color.skeletonShine} 50%,
    ${tokens.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shine} 1.4s ease-in-out infinite;
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['2']};
`;

export type SkeletonProps = HTMLAttributes<HTMLSpanElement> & {
  width?: string;
  height?: string;
  /** A circle, for avatars. */
  round?: boolean;
  /** Several lines of text; the last is shorter. */
  lines?: number;
};

/** A placeholder while content loads; hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  round = false,
  lines = 1,
  ...rest
}: SkeletonProps) {
  if (lines <= 1) {
    return <Block aria-hidden="true" $width={width} $height={height} $round={round} {...rest} />;
  }
  return (
    <Stack aria-hidden="true" {...rest}>
      {Array.from({ length: lines }, (_, index) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          key={index}
          $width={index === lines - 1 ? '60%' : width}
          $height={height}
          $round={false}
        />
      ))}
    </Stack>
  );
}

/** A skeleton region that also says 'Cargando...' to screen readers. */
export function LoadingRegion({
  label = 'Cargando...',
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
