import styled from 'styled-components';
import { media } from '../../../tokens/breakpoints';
import { tokens } from '../../../tokens/tokens';

/** The post and page forms: the writing column and a side column of settings. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: ${tokens.space['6']};
  align-items: start;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['5']};
  min-width: 0;
`;

export const SidePanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['5']};
  padding: ${tokens.space['5']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
  min-width: 0;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${tokens.space['2']};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
`;

export const InlineRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${tokens.space['2']};

  & > :first-child {
    flex: 1;
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['2']};
  padding-top: ${tokens.space['4']};
  border-top: 1px solid ${tokens.color.border};
`;

export const Banner = styled.div`
  margin-bottom: ${tokens.space['4']};
`;

/** The editor with the line of its length under it. */
export const EditorWithStats = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};
  min-width: 0;
`;

export const ReadingStats = styled.p`
  margin: 0;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
  text-align: right;
`;

/** A column of checkboxes, each with its words beside it. */
export const CheckList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['2']};
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${tokens.space['2']};
  font-size: ${tokens.font.sizeSm};
`;
