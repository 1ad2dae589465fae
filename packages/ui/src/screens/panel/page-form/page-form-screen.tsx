import type { Page } from '@bitacora/api';
import { PAGE_MESSAGES, pageSlugOrFallback, validatePage } from '@bitacora/domain';
import type { ImagePickerChange } from '../../../patterns/image-picker/image-picker';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ErrorRow } from '../../shared/page-header/page-header.styles';
import {
  ContentForm,
  ContentFormFrame,
  type ContentFormScreenProps,
  ContentFormSkeleton,
  type ContentFormValues,
} from '../content-form';

/** What 'Guardar Página' sends: the fields every item has; pages send the form's lower-case status. */
export type PageFormValues = ContentFormValues;

export type PageFormSubmit = { values: PageFormValues; image: ImagePickerChange };

/** The fields as typed, and whether they differ from the saved page (or an empty new one). */
export type PageFormEdit = { values: PageFormValues; dirty: boolean };

export type PageFormScreenProps = ContentFormScreenProps<PageFormValues, Page> & {
  /** 'Volver a páginas'. */
  onBack: () => void;
};

/** Page form (docs/product.md#page-form). */
export function PageFormScreen({
  onSubmit,
  now = () => new Date(),
  ...props
}: PageFormScreenProps) {
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

  const { initial } = props;
  return (
    <ContentForm
      {...props}
      key={`${initial?.uuid ?? 'new'}:${initial?.revision ?? 0}${props.startFrom ? ':recovered' : ''}`}
      heading={heading}
      headerActions={back}
      slugPrefix="/"
      imageOwner="page"
      showImageId
      submitLabel="Guardar Página"
      isSaving={props.isSaving ?? false}
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
    />
  );
}
