import { type HTMLAttributes, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { media } from '../../tokens/breakpoints';
import { tokens } from '../../tokens/tokens';

export type ToastTone = 'success' | 'error' | 'info';

const palette = {
  success: [tokens.color.successBg, tokens.color.successFg, tokens.color.successBorder],
  error: [tokens.color.errorBg, tokens.color.errorFg, tokens.color.errorBorder],
  info: [tokens.color.infoBg, tokens.color.infoFg, tokens.color.infoBorder],
} as const satisfies Record<ToastTone, readonly [string, string, string]>;

const Root = styled.div<{ $tone: ToastTone }>`
  position: fixed;
  right: ${tokens.space['6']};
  bottom: ${tokens.space['6']};
  z-index: ${tokens.layer.toast};
  display: flex;
  align-items: center;
  gap: ${tokens.space['3']};
  max-width: 24rem;
  padding: ${tokens.space['3']} ${tokens.space['4']};
  border: 1px solid ${({ $tone }) => palette[$tone][2]};
  border-radius: ${tokens.radius.md};
  background: ${({ $tone }) => palette[$tone][0]};
  color: ${({ $tone }) => palette[$tone][1]};
  box-shadow: ${tokens.shadow.md};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};

  ${media.mobile} {
    left: ${tokens.space['4']};
    right: ${tokens.space['4']};
    bottom: ${tokens.space['4']};
    max-width: none;
  }
`;

const Dismiss = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${tokens.font.sizeMd};
  line-height: 1;
  padding: ${tokens.space['1']};
  cursor: pointer;
`;

const Action = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${tokens.font.weightSemibold};
  text-decoration: underline;
  padding: ${tokens.space['1']};
  cursor: pointer;
`;

export type ToastProps = HTMLAttributes<HTMLDivElement> & {
  /** The message, e.g. 'Configuración guardada correctamente'. */
  message: string;
  tone?: ToastTone;
  /** How long it stays, in ms (3000 for settings); 0 keeps it until dismissed. */
  durationMs?: number;
  /** One button beside the message, e.g. 'Deshacer'; using it also dismisses the toast. */
  action?: { label: string; onAction: () => void };
  onDismiss: () => void;
};

/** A timed notice in a corner (`role="status"`); render it while it should show. */
export function Toast({
  message,
  tone = 'success',
  durationMs = 3000,
  action,
  onDismiss,
  ...rest
}: ToastProps) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (durationMs <= 0) return;
    const timer = setTimeout(() => dismiss.current(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <Root role="status" aria-live="polite" $tone={tone} {...rest}>
      <span>{message}</span>
      {action ? (
        <Action
          type="button"
          onClick={() => {
            action.onAction();
            onDismiss();
          }}
        >
          {action.label}
        </Action>
      ) : null}
      <Dismiss type="button" aria-label="Cerrar aviso" onClick={onDismiss}>
        ×
      </Dismiss>
    </Root>
  );
}
