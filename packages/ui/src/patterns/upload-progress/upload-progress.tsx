import { type UploadProgress, uploadProgressText } from '@bitacora/domain';
import styled from 'styled-components';
import { tokens } from '../../tokens/tokens';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
  font-variant-numeric: tabular-nums;

  progress {
    width: 100%;
    height: 0.5rem;
    accent-color: ${tokens.color.primary};
  }
`;

export type UploadProgressBarProps = { progress: UploadProgress };

/**
 * An upload under way: 'Reduciendo la foto…' while a large photo is made smaller in the
 * browser (a bar without a value, as nobody knows how long it takes), then 'Subiendo… 45 %'.
 */
export function UploadProgressBar({ progress }: UploadProgressBarProps) {
  const text = uploadProgressText(progress);
  return (
    <Wrap>
      <span role="status">{text}</span>
      {progress.stage === 'reducing' ? (
        <progress aria-label={text} />
      ) : (
        <progress aria-label="Progreso de la subida" max={100} value={progress.percent}>
          {Math.round(progress.percent)} %
        </progress>
      )}
    </Wrap>
  );
}
