import {
  BODY_IMAGE_LIMITS,
  GALLERY_MESSAGES as G,
  GALLERY_LIMITS,
  type GalleryImage,
  BODY_IMAGE_MESSAGES as T,
  type UploadProgress,
  validateBodyImageText,
  validateMediaUpload,
} from '@bitacora/domain';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { Spinner } from '../../primitives/spinner/spinner';
import { TextField } from '../../primitives/text-field/text-field';
import { UploadProgressBar } from '../upload-progress/upload-progress';
import { BodyImageFields } from './body-image-fields';
import { Grid, Pager, Preview, Tab, Tabs, Thumb } from './media-picker.styles';

/** What the editor inserts as a gallery: its pictures, each described, and an optional caption. */
export type InsertedGallery = { images: GalleryImage[]; caption: string };

/** An image of the blog's library, as the picker shows it. */
export type PickerImage = {
  id: number;
  /** The address stored in the post (the original's). */
  url: string;
  /** A small copy for the grid. */
  thumbnail: string;
  name: string;
};

export type PickerPage = { items: PickerImage[]; total: number };

/** What the editor inserts. */
export type InsertedImage = { src: string; alt: string; caption: string };

/**
 * What the dialog ends with: a body image with its words (`onInsert`, the editor), a picture
 * alone (`onPick`, a field that takes an image's address), chosen or uploaded, no words asked,
 * or several pictures as a gallery (`onInsertGallery`), each with its alt text.
 */
type PickerOutcome =
  | { onInsert: (image: InsertedImage) => void; onPick?: never; onInsertGallery?: never }
  | { onPick: (image: PickerImage) => void; onInsert?: never; onInsertGallery?: never }
  | { onInsertGallery: (gallery: InsertedGallery) => void; onInsert?: never; onPick?: never };

export type MediaPickerProps = PickerOutcome & {
  open: boolean;
  onClose: () => void;
  /** The dialog's name; 'Insertar imagen' (or 'Insertar galería') when not given. */
  title?: string;
  /** One page of the library, newest first, filtered by name. */
  loadPage: (query: { search: string; page: number; limit: number }) => Promise<PickerPage>;
  /**
   * Uploads a file to the library; it has passed the media library's checks. `onProgress`, when
   * the library tells it, shows 'Reduciendo la foto…' and 'Subiendo… N %' instead of a spinner.
   */
  upload: (file: File, onProgress?: (progress: UploadProgress) => void) => Promise<PickerImage>;
  /** A file dropped or pasted into the editor: the dialog opens on it, uploading. */
  initialFile?: File | null;
  pageSize?: number;
};

/** The blog's media library, as a screen passes it to the picker's users. */
export type MediaLibrary = Pick<MediaPickerProps, 'loadPage' | 'upload'>;

type PickerTab = 'library' | 'upload';

/**
 * 'Insertar imagen': a picture from the blog's library (search, pages) or a new upload, then
 * its alt text (required) and caption. Its forms live in the dialog, never in the post's form.
 * With `onInsertGallery` ('Insertar galería') the pictures are toggled on and off instead, 2 to
 * 12 of them, and then each gets its alt text as a single image does.
 */
export function MediaPicker({
  open,
  onClose,
  onInsert,
  onPick,
  onInsertGallery,
  title = onInsertGallery ? G.title : T.title,
  loadPage,
  upload,
  initialFile = null,
  pageSize = 12,
}: MediaPickerProps) {
  const [tab, setTab] = useState<PickerTab>('library');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<PickerPage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PickerImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState<{ alt?: string; caption?: string }>({});
  /** The gallery's pictures in the order chosen, and whether their alt texts are being asked. */
  const [selection, setSelection] = useState<PickerImage[]>([]);
  const [describing, setDescribing] = useState(false);
  const [alts, setAlts] = useState<Record<number, string>>({});
  const [altErrors, setAltErrors] = useState<Record<number, string>>({});
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const formId = useId();
  const tabsId = useId();
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const uploadRef = useRef(upload);
  uploadRef.current = upload;

  // `send` reads refs and setters only; the dialog starts over each time it opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!open) return;
    setTab(initialFile ? 'upload' : 'library');
    setSearch('');
    setPage(1);
    setChosen(null);
    setAlt('');
    setCaption('');
    setErrors({});
    setUploadError(null);
    setSelection([]);
    setDescribing(false);
    setAlts({});
    setAltErrors({});
    setSelectionError(null);
    if (initialFile) void send(initialFile);
  }, [open, initialFile]);

  useEffect(() => {
    if (!open || tab !== 'library') return;
    let current = true;
    setLoadError(null);
    loadRef.current({ search: search.trim(), page, limit: pageSize }).then(
      (found) => {
        if (current) setResult(found);
      },
      () => {
        if (current) setLoadError(T.loadFailed);
      },
    );
    return () => {
      current = false;
    };
  }, [open, tab, search, page, pageSize]);

  async function send(file: File) {
    const refused = validateMediaUpload(file);
    if (refused) {
      setUploadError(refused);
      return;
    }
    setUploadError(null);
    setUploading(true);
    setProgress(null);
    try {
      choose(await uploadRef.current(file, setProgress));
    } catch (failure) {
      const message = (failure as { body?: { error?: unknown } })?.body?.error;
      setUploadError(typeof message === 'string' ? message : T.uploadFailed);
    } finally {
      setUploading(false);
      setProgress(null);
    }
  }

  /**
   * A picture chosen or uploaded: described next for the body, handed over as it is, or (a
   * gallery) added to the selection, an uploaded one shown there among the library's.
   */
  const choose = (image: PickerImage) => {
    if (onPick) onPick(image);
    else if (!onInsertGallery) setChosen(image);
    else {
      // After an upload's wait: the selection as it is now, not as it was when the upload began.
      setSelection((current) =>
        current.length >= GALLERY_LIMITS.max || current.some((item) => item.id === image.id)
          ? current
          : [...current, image],
      );
      setTab('library');
    }
  };

  /** A gallery's picture clicked: in or out of the selection, never past the maximum. */
  const toggle = (image: PickerImage) => {
    const isIn = selection.some((item) => item.id === image.id);
    if (!isIn && selection.length >= GALLERY_LIMITS.max) {
      setSelectionError(G.tooMany);
      return;
    }
    setSelectionError(null);
    setSelection(isIn ? selection.filter((item) => item.id !== image.id) : [...selection, image]);
  };

  const describeSelection = () => {
    if (selection.length < GALLERY_LIMITS.min) {
      setSelectionError(G.tooFew);
      return;
    }
    setSelectionError(null);
    setDescribing(true);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The post form around the editor must not see this form's submit.
    event.stopPropagation();
    if (onInsertGallery) {
      submitGallery();
      return;
    }
    if (!chosen) return;
    const found = validateBodyImageText({ alt, caption });
    setErrors(found);
    if (found.alt || found.caption) return;
    onInsert?.({ src: chosen.url, alt: alt.trim(), caption: caption.trim() });
  };

  /** Each picture's alt text is checked as a single image's is; the caption is the gallery's. */
  const submitGallery = () => {
    const found: Record<number, string> = {};
    for (const image of selection) {
      const refused = validateBodyImageText({ alt: alts[image.id] ?? '', caption: '' }).alt;
      if (refused) found[image.id] = refused;
    }
    const captionError = validateBodyImageText({ alt: 'galería', caption }).caption;
    setAltErrors(found);
    setErrors(captionError ? { caption: captionError } : {});
    if (Object.keys(found).length > 0 || captionError) return;
    onInsertGallery?.({
      images: selection.map((image) => ({ src: image.url, alt: (alts[image.id] ?? '').trim() })),
      caption: caption.trim(),
    });
  };

  const pages = result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        onInsertGallery ? (
          <>
            {describing ? (
              <Button variant="secondary" onClick={() => setDescribing(false)}>
                {G.back}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            {describing ? (
              <Button type="submit" form={formId}>
                {G.insert}
              </Button>
            ) : (
              <Button onClick={describeSelection}>{G.next}</Button>
            )}
          </>
        ) : (
          <>
            {chosen ? (
              <Button variant="secondary" onClick={() => setChosen(null)}>
                Elegir otra
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            {onPick ? null : (
              <Button type="submit" form={formId} disabled={!chosen}>
                {T.insert}
              </Button>
            )}
          </>
        )
      }
    >
      {describing ? (
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          {selection.map((image) => (
            <Preview key={image.id}>
              <img src={image.thumbnail} alt="" />
              <TextField
                label={G.altOf(image.name)}
                hint={T.altHint}
                required
                maxLength={BODY_IMAGE_LIMITS.alt}
                value={alts[image.id] ?? ''}
                error={altErrors[image.id]}
                onChange={(event) => setAlts({ ...alts, [image.id]: event.target.value })}
              />
            </Preview>
          ))}
          <TextField
            label={G.caption}
            maxLength={BODY_IMAGE_LIMITS.caption}
            value={caption}
            error={errors.caption}
            onChange={(event) => setCaption(event.target.value)}
          />
        </form>
      ) : chosen ? (
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          <Preview>
            <img src={chosen.thumbnail} alt="" />
            <span>{chosen.name}</span>
          </Preview>
          <BodyImageFields
            alt={alt}
            caption={caption}
            errors={errors}
            onAltChange={setAlt}
            onCaptionChange={setCaption}
          />
        </form>
      ) : (
        <>
          <p>{onInsertGallery ? G.choose : T.choose}</p>
          {onInsertGallery ? <p aria-live="polite">{G.chosen(selection.length)}</p> : null}
          {selectionError ? <Alert tone="error">{selectionError}</Alert> : null}
          <Tabs role="tablist" aria-label={title}>
            {(['library', 'upload'] as const).map((name) => (
              <Tab
                key={name}
                type="button"
                role="tab"
                id={`${tabsId}-${name}`}
                aria-controls={`${tabsId}-${name}-panel`}
                aria-selected={tab === name}
                onClick={() => setTab(name)}
              >
                {name === 'library' ? T.library : T.upload}
              </Tab>
            ))}
          </Tabs>
          {tab === 'library' ? (
            <section
              role="tabpanel"
              id={`${tabsId}-library-panel`}
              aria-labelledby={`${tabsId}-library`}
            >
              <TextField
                label={T.search}
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
              {loadError ? <Alert tone="error">{loadError}</Alert> : null}
              {!result && !loadError ? <Spinner /> : null}
              {result && result.items.length === 0 ? <p>{T.empty}</p> : null}
              {result && result.items.length > 0 ? (
                <Grid>
                  {result.items.map((item) => (
                    <li key={item.id}>
                      <Thumb
                        type="button"
                        onClick={() => (onInsertGallery ? toggle(item) : choose(item))}
                        aria-label={item.name}
                        aria-pressed={
                          onInsertGallery
                            ? selection.some((chosenItem) => chosenItem.id === item.id)
                            : undefined
                        }
                      >
                        <img src={item.thumbnail} alt="" loading="lazy" />
                      </Thumb>
                    </li>
                  ))}
                </Grid>
              ) : null}
              {result && pages > 1 ? (
                <Pager aria-label="Páginas de imágenes">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setPage((p) => p - 1)}
                  >
                    Anterior
                  </Button>
                  <span>{T.page(page, pages)}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    Siguiente
                  </Button>
                </Pager>
              ) : null}
            </section>
          ) : (
            <section
              role="tabpanel"
              id={`${tabsId}-upload-panel`}
              aria-labelledby={`${tabsId}-upload`}
            >
              {uploading && progress !== null ? (
                <UploadProgressBar progress={progress} />
              ) : uploading ? (
                <Spinner label={T.uploading} showLabel />
              ) : (
                <label>
                  Elegir imagen (JPG, PNG o WebP, hasta 5MB; una foto más grande se reduce)
                  <input type="file" accept="image/jpeg,image/png,image/webp" onChange={pick} />
                </label>
              )}
              {uploadError ? <Alert tone="error">{uploadError}</Alert> : null}
            </section>
          )}
        </>
      )}
    </Modal>
  );
}
