import styled from 'styled-components';
import { tokens } from '../../../tokens/tokens';

/** The fields of a modal's form, one under another. */
export const ModalForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;
