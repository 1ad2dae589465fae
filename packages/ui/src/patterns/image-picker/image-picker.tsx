import {
  ACCEPTED_IMAGE_TYPES,
  type FeaturedImageOwner,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
} from '@bitacora/domain';
import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import {
  Actions,
  Body,
  ChooseButton,
  Details,
  FileInput,
  Placeholder,
  Preview,
} from './image-picker.styles';
import { useChosenImage } from './use-chosen-image';

/** What the form keeps: a new file to upload, and whether the stored image goes on save. */
export type ImagePickerChange = { file: File | null; removeExisting: boolean };

export type ImagePickerProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'children'
> & {
  label: string;
  /** The stored image, if any. */
  imageUrl?: string | null;
  /** Shown under the stored image (the page form shows it). */
  imageId?: string | number | null;
  /** Whose image it is: the domain's featured-image rule differs (a series cover has 5MB). */
  owner: FeaturedImageOwner;
  /** The form's own message; a failed check on the chosen file is shown instead. */
  error?: string | null;
  hint?: string;
  /**
   * Runs on a chosen file before its checks: the panel makes a photo over 5MB smaller there, so
   * a series cover from a phone fits its limit. The file it answers is the one kept.
   */
  prepareFile?: (file: File) => Promise<File>;
  onChange: (change: ImagePickerChange) => void;
};

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
const REMOVAL_NOTICE = 'La imagen se eliminará al guardar.';

/**
 * A featured image with its preview (docs/product.md#images). 'Quitar imagen' marks the stored
 * image for removal (undone by the notice's 'Cancelar'); a new file is checked when chosen and,
 * once accepted, clears the mark.
 */
export function ImagePicker({
  label,
  imageUrl,
  imageId,
  owner,
  error,
  hint,
  disabled,
  required,
  id,
  className,
  prepareFile,
  onChange,
  ...rest
}: ImagePickerProps) {
  const { file, previewUrl, issue, choose, clear } = useChosenImage(owner);
  const [removeExisting, setRemoveExisting] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // The button just clicked disappears; focus goes to the one that takes its place.
  const focusNext = useRef<'remove' | 'cancel' | 'choose' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    rootRef.current?.querySelector<HTMLElement>(`[data-action="${target}"]`)?.focus();
  });

  const hasExisting = Boolean(imageUrl);
  const shownUrl = file ? previewUrl : hasExisting && !removeExisting ? imageUrl : null;
  const chooseText = shownUrl ? 'Cambiar imagen' : 'Elegir imagen';
  const defaultHint = `JPG, PNG o WebP de al menos ${MIN_IMAGE_WIDTH}×${MIN_IMAGE_HEIGHT}px${
    owner === 'series' ? `, hasta 5MB${prepareFile ? '; una foto más grande se reduce' : ''}` : ''
  }.`;

  const handleFile = async (chosen: File) => {
    const candidate = prepareFile ? await prepareFile(chosen) : chosen;
    if (await choose(candidate)) {
      setRemoveExisting(false);
      onChange({ file: candidate, removeExisting: false });
    }
  };

  const remove = () => {
    clear();
    if (file) {
      onChange({ file: null, removeExisting: false });
      focusNext.current = hasExisting ? 'remove' : 'choose';
      return;
    }
    setRemoveExisting(true);
    focusNext.current = 'cancel';
    onChange({ file: null, removeExisting: true });
  };

  const cancelRemoval = () => {
    setRemoveExisting(false);
    focusNext.current = 'remove';
    onChange({ file: null, removeExisting: false });
  };

  return (
    <Field
      label={label}
      hint={hint ?? defaultHint}
      error={issue ?? error}
      id={id}
      required={required}
      className={className}
    >
      {({ controlId, describedBy, isInvalid }) => (
        <Body ref={rootRef}>
          {shownUrl ? (
            <Preview src={shownUrl} alt={file ? `Vista previa de ${file.name}` : 'Imagen actual'} />
          ) : (
            <Placeholder aria-hidden="true">Sin imagen</Placeholder>
          )}
          {file ? <Details>{file.name}</Details> : null}
          {!file && shownUrl && imageId != null ? <Details>ID de imagen: {imageId}</Details> : null}
          {removeExisting ? (
            <Alert
              tone="warning"
              action={
                <Button
                  size="sm"
                  variant="secondary"
                  data-action="cancel"
                  disabled={disabled}
                  onClick={cancelRemoval}
                >
                  Cancelar
                </Button>
              }
            >
              {REMOVAL_NOTICE}
            </Alert>
          ) : null}
          <Actions>
            <ChooseButton as="span" $variant="secondary" $size="md" $fullWidth={false}>
              <span aria-hidden="true">{chooseText}</span>
              <FileInput
                {...rest}
                type="file"
                id={controlId}
                data-action="choose"
                accept={ACCEPT}
                disabled={disabled}
                aria-label={`${label}: ${chooseText}`}
                aria-invalid={isInvalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const candidate = event.target.files?.[0];
                  // Cleared so that choosing the same file again is noticed.
                  event.target.value = '';
                  if (candidate) void handleFile(candidate);
                }}
              />
            </ChooseButton>
            {shownUrl ? (
              <Button variant="secondary" data-action="remove" disabled={disabled} onClick={remove}>
                Quitar imagen
              </Button>
            ) : null}
          </Actions>
        </Body>
      )}
    </Field>
  );
}
