import type { Language } from '@bitacora/domain';
import type { ReactNode } from 'react';
import type { ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import type { OldAddressesProps } from '../../../patterns/old-addresses/old-addresses';
import type { PreviewSharingProps } from '../../../patterns/preview-sharing/preview-sharing';
import type { EditorMedia } from '../../../patterns/rich-text-editor/rich-text-editor';
import type { SlugAvailability } from '../../../patterns/slug-field/slug-field';
import type { DraftRecoveryAlertProps } from '../../../patterns/unsaved-changes/draft-recovery-alert';
import type { ContentFormLanguages } from './content-form';
import type { TierChoice } from './visibility-tiers-field';

/**
 * What the post form and the page form both take: the item to edit, a copy kept in the
 * browser, saving and the tools of an item already saved. `Values` is what the screen sends,
 * `Initial` the saved item.
 */
export type ContentFormScreenProps<Values, Initial> = {
  mode: 'create' | 'edit';
  status: 'loading' | 'ready' | 'error';
  /** The load error or the not-found message (docs/product.md#post-messages, #page-messages). */
  error?: string | null;
  /** The item being edited. */
  initial?: Initial | null;
  /** An unsaved copy kept in the browser to start from instead of `initial`. */
  startFrom?: Values | null;
  /** The offer of such a copy ('Recuperar' / 'Descartar'). */
  draftOffer?: DraftRecoveryAlertProps | null;
  /** Every change, and whether the form now differs from the saved item. */
  onEdit?: (edit: { values: Values; dirty: boolean }) => void;
  isSaving?: boolean;
  /** The red banner: the server's text, else the kind's 'Error saving …'. */
  saveError?: string | null;
  slugAvailability?: SlugAvailability;
  /** Checks a slug in the language the form has chosen. */
  onCheckSlug?: (input: { slug: string; language?: Language }) => void;
  /** 'Idioma' and 'Traducciones' (the blog's main language, the group's other versions). */
  languages?: ContentFormLanguages;
  onSubmit: (submit: { values: Values; image: ImagePickerChange }) => void;
  onCancel: () => void;
  /** 'Vista previa': the saved item in the blog's template, whatever its state (edit mode). */
  onOwnPreview?: () => void;
  /** The item's old addresses (edit mode). */
  oldAddresses?: OldAddressesProps;
  /** 'Compartir vista previa' (edit mode, for who may edit the item). */
  previewSharing?: PreviewSharingProps;
  /** The slug refresh and the fallback slug suffix read this clock; stories pass a fixed one. */
  now?: () => Date;
  /** The blog's media library, for images inside the body. */
  media?: EditorMedia;
  /** Beside the heading: the automatic save's state and 'Historial'. */
  tools?: ReactNode;
  /** The blog's time zone: a scheduled time is entered in it. */
  timeZone?: string;
  /** The blog may keep content for members (PRO): the gated visibilities and the paywall block. */
  membersContent?: boolean;
  /** The blog's paid tiers, offered beside 'Miembros de pago' (PRO, for whoever may list them). */
  tiers?: readonly TierChoice[];
};
