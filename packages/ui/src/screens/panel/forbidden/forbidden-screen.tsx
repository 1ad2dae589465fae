import { FORBIDDEN_SCREEN_TITLE } from '@bitacora/domain';
import styled from 'styled-components';
import { ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { tokens } from '../../../tokens/tokens';

export type ForbiddenScreenProps = {
  /** Why the screen is closed to the viewer, e.g. who manages it. */
  reason: string;
  /** Where 'Volver al Dashboard' leads. */
  dashboardHref?: string;
  onNavigate?: NavigateHandler;
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space['3']};
  max-width: 36rem;
  padding: ${tokens.space['6']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens.font.sizeXl};
`;

const Reason = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

/**
 * A panel screen the viewer's role may not open: said in place of the screen, inside the
 * panel, with the way back, instead of a silent trip elsewhere.
 */
export function ForbiddenScreen({
  reason,
  dashboardHref = '/cms/dashboard',
  onNavigate,
}: ForbiddenScreenProps) {
  return (
    <Root aria-labelledby="forbidden-title">
      <Title id="forbidden-title">{FORBIDDEN_SCREEN_TITLE}</Title>
      <Reason>{reason}</Reason>
      <ButtonLink href={dashboardHref} onNavigate={onNavigate}>
        Volver al Dashboard
      </ButtonLink>
    </Root>
  );
}
