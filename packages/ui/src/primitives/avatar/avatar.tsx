import { type HTMLAttributes, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

const SIZES = { sm: 28, md: 40, lg: 64, xl: 96 } as const;

const Root = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${tokens.radius.full};
  background: ${tokens.color.secondary};
  color: ${tokens.color.onSecondary};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${tokens.font.weightSemibold};
  user-select: none;
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Up to two initials from a name; '?' when there is none. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return initials.toLocaleUpperCase('es-ES') || '?';
}

export type AvatarProps = HTMLAttributes<HTMLSpanElement> & {
  /** The person's name: the image's text alternative and the placeholder's initials. */
  name?: string | null;
  src?: string | null;
  size?: keyof typeof SIZES;
};

/** A picture, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', ...rest }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || 'Sin nombre';
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Root $size={SIZES[size]} {...rest}>
      {showImage ? (
        <Image src={src ?? undefined} alt={label} onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span role="img" aria-label={label}>
          {initialsOf(name)}
        </span>
      )}
    </Root>
  );
}
