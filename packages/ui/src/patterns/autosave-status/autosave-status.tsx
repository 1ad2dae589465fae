import { type AutosaveState, autosaveLabel } from '@bitacora/domain';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

const Status = styled.span<{ $tone: 'muted' | 'warning' }>`
  font-size: ${tokens.font.sizeSm};
  color: ${({ $tone }) => ($tone === 'warning' ? tokens.color.warningFg : tokens.color.textMuted)};
  background: ${({ $tone }) => ($tone === 'warning' ? tokens.color.warningBg : 'transparent')};
  padding: ${({ $tone }) => ($tone === 'warning' ? `0.125rem ${tokens.space['2']}` : '0')};
  border-radius: ${tokens.radius.md};
`;

export type AutosaveStatusProps = {
  state: AutosaveState;
  /** The clock 'Guardado hace N s' counts from; stories pass a fixed one. */
  now?: () => Date;
};

/**
 * The form's automatic save as words: 'Guardado hace N s', 'Guardando…', 'Sin conexión: los
 * cambios se guardarán al volver'. Read out politely as it changes.
 */
export function AutosaveStatus({ state, now = () => new Date() }: AutosaveStatusProps) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (state.kind !== 'saved') return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [state]);
  const warning = state.kind === 'offline' || state.kind === 'failed';
  return (
    <Status role="status" aria-live="polite" $tone={warning ? 'warning' : 'muted'}>
      {autosaveLabel(state, now())}
    </Status>
  );
}
