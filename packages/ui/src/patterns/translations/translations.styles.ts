import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

/** A language's name with its state beside it. */
export const VersionName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['2']};
`;

export const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

/** The missing language to create and its button, side by side at the fields' baseline. */
export const CreateRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space['2']};

  & > :first-child {
    flex: 1;
    min-width: 8rem;
  }
`;
