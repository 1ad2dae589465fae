import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space['3']};
  padding: ${tokens.space['10']} ${tokens.space['4']};
  text-align: center;
  color: ${tokens.color.textMuted};
`;

const Icon = styled.div`
  font-size: 2rem;
  line-height: 1;
`;

const Title = styled.p`
  font-size: ${tokens.font.sizeMd};
  font-weight: ${tokens.font.weightSemibold};
  color: ${tokens.color.text};
`;

const Description = styled.p`
  max-width: 32rem;
  font-size: ${tokens.font.sizeSm};
`;

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** The spec's sentence for the empty list, e.g. 'No hay categorías'. */
  title: string;
  description?: string;
  icon?: ReactNode;
  /** The next step, e.g. a 'Nueva categoría' button. */
  action?: ReactNode;
};

export function EmptyState({ title, description, icon, action, ...rest }: EmptyStateProps) {
  return (
    <Root {...rest}>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  );
}
