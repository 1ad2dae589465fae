import { BODY_IMAGE_LIMITS, BODY_IMAGE_MESSAGES as T } from '@bitacora/domain';
import { TextField } from '../../primitives/text-field/text-field';

export type BodyImageFieldsProps = {
  alt: string;
  caption: string;
  errors: { alt?: string; caption?: string };
  onAltChange: (alt: string) => void;
  onCaptionChange: (caption: string) => void;
  /** The alt field's id, for a dialog that focuses it on opening. */
  altId?: string;
};

/** An image's alt text (required) and caption, as the body shows them. */
export function BodyImageFields({
  alt,
  caption,
  errors,
  onAltChange,
  onCaptionChange,
  altId,
}: BodyImageFieldsProps) {
  return (
    <>
      <TextField
        id={altId}
        label={T.alt}
        hint={T.altHint}
        required
        maxLength={BODY_IMAGE_LIMITS.alt}
        value={alt}
        error={errors.alt}
        onChange={(event) => onAltChange(event.target.value)}
      />
      <TextField
        label={T.caption}
        maxLength={BODY_IMAGE_LIMITS.caption}
        value={caption}
        error={errors.caption}
        onChange={(event) => onCaptionChange(event.target.value)}
      />
    </>
  );
}
