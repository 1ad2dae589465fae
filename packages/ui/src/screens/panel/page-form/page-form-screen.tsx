import type { Page } from '@bitacora/api';
import {
  type FormContentStatus,
  PAGE_MESSAGES,
  PUBLISHING_MESSAGES,
  pageSlugOrFallback,
  validatePage,
} from '@bitacora/domain';
import type { ReactNode } from 'react';
import type { ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import {
  OldAddresses,
  type OldAddressesProps,
} from '../../../patterns/old-addresses/old-addresses';
import {
  PreviewSharing,
  type PreviewSharingProps,
} from '../../../patterns/preview-sharing/preview-sharing';
import type { EditorMedia } from '../../../patterns/rich-text-editor/rich-text-editor';
import type { SlugAvailability } from '../../../patterns/slug-field/slug-field';
import type { DraftRecoveryAlertProps } from '../../../patterns/unsaved-changes/draft-recovery-alert';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ErrorRow } from '../../shared/page-header/page-header.styles';
import { ContentForm, ContentFormFrame, ContentFormSkeleton } from '../content-form';

/** What 'Guardar Página' sends; pages send the form's lower-case status. */
export type PageFormValues = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  status: FormContentStatus;
  /** While scheduled: 'YYYY-MM-DDTHH:mm' in the blog's zone. */
  publishAt?: string;
};

export type PageFormSubmit = { values: PageFormValues; image: ImagePickerChange };

/** The fields as typed, and whether they differ from the saved page (or an empty new one). */
export type PageFormEdit = { values: PageFormValues; dirty: boolean };

export type PageFormScreenProps = {
  mode: 'create' | 'edit';
  status: 'loading' | 'ready' | 'error';
  /** 'Error al cargar la página' (docs/product.md#page-messages). */
  error?: string | null;
  initial?: Page | null;
  /** An unsaved copy kept in the browser to start from instead of `initial`. */
  startFrom?: PageFormValues | null;
  /** The offer of such a copy ('Recuperar' / 'Descartar'). */
  draftOffer?: DraftRecoveryAlertProps | null;
  /** Every change, and whether the form now differs from the saved page. */
  onEdit?: (edit: PageFormEdit) => void;
  isSaving?: boolean;
  /**
   * The red banner: the server's text, else 'Error saving page' (docs/product.md#page-messages).
   */
  saveError?: string | null;
  slugAvailability?: SlugAvailability;
  onCheckSlug?: (input: { slug: string }) => void;
  onSubmit: (submit: PageFormSubmit) => void;
  onCancel: () => void;
  /** 'Volver a páginas'. */
  onBack: () => void;
  /** 'Vista previa': the saved page in the blog's template, whatever its state (edit mode). */
  onOwnPreview?: () => void;
  /** The page's old addresses (edit mode). */
  oldAddresses?: OldAddressesProps;
  /** 'Compartir vista previa' (edit mode, for who may edit the page). */
  previewSharing?: PreviewSharingProps;
  /** The slug refresh and the fallback slug suffix read this clock. */
  now?: () => Date;
  /** The blog's media library, for images inside the page's body. */
  media?: EditorMedia;
  /** Beside the heading: the automatic save's state and 'Historial'. */
  tools?: ReactNode;
  /** The blog's time zone: a scheduled time is entered in it. */
  timeZone?: string;
};

/** Page form (docs/product.md#page-form). */
export function PageFormScreen(props: PageFormScreenProps) {
  const { mode, status, error, onBack } = props;
  const heading = mode === 'create' ? 'Nueva página' : 'Editar página';
  const back = (
    <Button variant="secondary" onClick={() => onBack()}>
      Volver a páginas
    </Button>
  );

  if (status !== 'ready') {
    return (
      <ContentFormFrame titleId="page-form-title" heading={heading} actions={back}>
        {status === 'loading' ? (
          <ContentFormSkeleton label="Cargando página..." sideHeight="16rem" />
        ) : (
          <ErrorRow>
            <Alert tone="error">{error || PAGE_MESSAGES.loadFailed}</Alert>
          </ErrorRow>
        )}
      </ContentFormFrame>
    );
  }

  const { initial, isSaving = false, onSubmit, now = () => new Date() } = props;
  const { onOwnPreview, oldAddresses, previewSharing } = props;
  return (
    <ContentForm
      key={`${initial?.uuid ?? 'new'}:${initial?.revision ?? 0}${props.startFrom ? ':recovered' : ''}`}
      mode={mode}
      heading={heading}
      headerActions={
        <>
          {props.tools}
          {mode === 'edit' && onOwnPreview ? (
            <Button variant="secondary" onClick={() => onOwnPreview()}>
              {PUBLISHING_MESSAGES.preview}
            </Button>
          ) : null}
          {back}
        </>
      }
      sideExtras={
        mode === 'edit' ? (
          <>
            {oldAddresses ? <OldAddresses {...oldAddresses} /> : null}
            {previewSharing ? <PreviewSharing {...previewSharing} /> : null}
          </>
        ) : null
      }
      initial={initial}
      startFrom={props.startFrom}
      draftOffer={props.draftOffer}
      onEdit={props.onEdit}
      slugPrefix="/"
      media={props.media}
      timeZone={props.timeZone}
      imageOwner="page"
      showImageId
      submitLabel="Guardar Página"
      isSaving={isSaving}
      saveError={props.saveError}
      slugAvailability={props.slugAvailability}
      onCheckSlug={props.onCheckSlug}
      now={now}
      validate={validatePage}
      onValid={(values, image) =>
        onSubmit({
          values: {
            ...values,
            // A page saved with no slug gets one from the title and a 6-digit time suffix.
            slug: pageSlugOrFallback(values.slug, values.title, now()),
          },
          image,
        })
      }
      onCancel={props.onCancel}
    />
  );
}
