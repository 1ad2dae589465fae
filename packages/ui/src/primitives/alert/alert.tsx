import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const palette = {
  info: [tokens.color.infoBg, tokens.color.infoFg, tokens.color.infoBorder],
  success: [tokens.color.successBg, tokens.color.successFg, tokens.color.successBorder],
  warning: [tokens.color.warningBg, tokens.color.warningFg, tokens.color.warningBorder],
  error: [tokens.color.errorBg, tokens.color.errorFg, tokens.color.errorBorder],
} as const satisfies Record<AlertTone, readonly [string, string, string]>;

const icons: Record<AlertTone, string> = { info: 'ℹ', success: '✓', warning: '!', error: '✕' };

const Root = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['3']};
  padding: ${tokens.space['3']} ${tokens.space['4']};
  border: 1px solid ${({ $tone }) => palette[$tone][2]};
  border-radius: ${tokens.radius.md};
  background: ${({ $tone }) => palette[$tone][0]};
  color: ${({ $tone }) => palette[$tone][1]};
  font-size: ${tokens.font.sizeSm};
`;

const Icon = styled.span`
  flex: none;
  font-weight: ${tokens.font.weightBold};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};
`;

const Title = styled.p`
  font-weight: ${tokens.font.weightSemibold};
`;

const Dismiss = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: ${tokens.font.sizeMd};
  line-height: 1;
  padding: ${tokens.space['1']};
  border-radius: ${tokens.radius.sm};
`;

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** An action beside the text, such as 'Cancelar' on a removal notice. */
  action?: ReactNode;
  /** Shows a close button labelled 'Cerrar'. */
  onDismiss?: () => void;
};

/** A banner. Errors use `role="alert"` (announced at once); the others `role="status"`. */
export function Alert({ tone = 'info', title, children, action, onDismiss, ...rest }: AlertProps) {
  return (
    <Root role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      <Icon aria-hidden="true">{icons[tone]}</Icon>
      <Body>
        {title ? <Title>{title}</Title> : null}
        {children ? <div>{children}</div> : null}
      </Body>
      {action}
      {onDismiss ? (
        <Dismiss type="button" aria-label="Cerrar" onClick={onDismiss}>
          ×
        </Dismiss>
      ) : null}
    </Root>
  );
}
