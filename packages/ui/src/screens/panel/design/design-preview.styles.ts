import styled from 'styled-components';
import { raisedBox, sideColumns, stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';

export const PreviewPane = styled.section`
  ${stack('4')}
  ${raisedBox}
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeMd};
  }
`;

export const PreviewNote = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

export const PreviewControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};

  & > * {
    flex: 1 1 8rem;
  }
`;

export const PreviewBox = styled.div<{ $phone: boolean }>`
  width: 100%;
  max-width: ${({ $phone }) => ($phone ? '390px' : '100%')};
  margin-inline: auto;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  overflow: hidden;
`;

export const PreviewFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 36rem;
  border: 0;
  background: #fff;
`;

/** The form and, beside it, the preview (one under the other on a phone). */
export const DesignColumns = styled.div`
  ${sideColumns('minmax(0, 1fr) minmax(0, 1fr)')}

  & > aside {
    position: sticky;
    top: ${tokens.space['4']};
  }
`;
