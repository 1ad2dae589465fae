import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ErrorRow } from '../page-header/page-header.styles';

export type LoadErrorRowProps = {
  message: string;
  /** Without it there is no 'Reintentar' button. */
  onRetry?: () => void;
};

/** A list that failed to load: the message and 'Reintentar'. */
export function LoadErrorRow({ message, onRetry }: LoadErrorRowProps) {
  return (
    <ErrorRow>
      <Alert tone="error">{message}</Alert>
      {onRetry ? (
        <Button variant="secondary" onClick={() => onRetry()}>
          Reintentar
        </Button>
      ) : null}
    </ErrorRow>
  );
}
