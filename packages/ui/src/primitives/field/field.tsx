import { type ReactNode, useId } from 'react';
import { FieldError } from '../field-error/field-error';
import { FieldRoot, FooterRow, Hint, Label, Required } from './field.styles';

export type FieldOwnProps = {
  label: string;
  hint?: string;
  /** The validation message; sets `aria-invalid` on the control. */
  error?: string | null;
};

export type FieldIds = {
  controlId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  /** The control's own attributes, ready to spread: its id, required, invalid and described-by. */
  control: {
    id: string;
    required: boolean | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
};

/** What a control's Field takes from the control's props. */
export type FieldPlacement = FieldOwnProps & {
  id?: string;
  required?: boolean;
  className?: string;
};

type FieldProps = FieldPlacement & {
  /** Extra element at the end of the footer row (the textarea's counter). */
  aside?: ReactNode;
  asideId?: string;
  children: (ids: FieldIds) => ReactNode;
};

/** Label, control, hint and error wired together with ids; used by every form control. */
export function Field({ aside, asideId, children, ...placement }: FieldProps) {
  const { label, hint, error, id, required, className } = placement;
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId, asideId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldRoot className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </Label>
      {children({
        controlId,
        describedBy,
        isInvalid: Boolean(error),
        control: {
          id: controlId,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        },
      })}
      {hint || error || aside ? (
        <FooterRow>
          <div>
            <FieldError id={errorId}>{error}</FieldError>
            {hint ? <Hint id={hintId}>{hint}</Hint> : null}
          </div>
          {aside}
        </FooterRow>
      ) : null}
    </FieldRoot>
  );
}

/** Splits a control's props into its Field's and the rest, which go on the control itself. */
export function splitFieldProps<P extends FieldPlacement>({
  label,
  hint,
  error,
  id,
  required,
  className,
  ...rest
}: P): [FieldPlacement, Omit<P, keyof FieldPlacement>] {
  return [{ label, hint, error, id, required, className }, rest];
}
