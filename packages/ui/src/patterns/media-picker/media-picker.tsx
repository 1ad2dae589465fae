import {
  BODY_IMAGE_LIMITS,
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
import { Grid, Pager, Preview, Tab, Tabs, Thumb } from './media-picker.styles';

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
 * What the dialog ends with: a body image with its words (`onInsert`, the editor), or a picture
 * alone (`onPick`, a field that takes an image's address), chosen or uploaded, no words asked.
 */
type PickerOutcome =
  | { onInsert: (image: InsertedImage) => void; onPick?: never }
  | { onPick: (image: PickerImage) => void; onInsert?: never };

export type MediaPickerProps = PickerOutcome & {
  open: boolean;
  onClose: () => void;
  /** The dialog's name; 'Insertar imagen' when not given. */
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
 */
export function MediaPicker({
  open,
  onClose,
  onInsert,
  onPick,
  title = T.title,
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

  /** A picture chosen or uploaded: described next for the body, or handed over as it is. */
  const choose = (image: PickerImage) => {
    if (onPick) onPick(image);
    else setChosen(image);
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
    if (!chosen) return;
    const found = validateBodyImageText({ alt, caption });
    setErrors(found);
    if (found.alt || found.caption) return;
    onInsert?.({ src: chosen.url, alt: alt.trim(), caption: caption.trim() });
  };

  const pages = result ? Math.max(1, Math.ceil(result.total / pageSize)) : 1;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
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
      }
    >
      {chosen ? (
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          <Preview>
            <img src={chosen.thumbnail} alt="" />
            <span>{chosen.name}</span>
          </Preview>
          <TextField
            label={T.alt}
            hint={T.altHint}
            required
            maxLength={BODY_IMAGE_LIMITS.alt}
            value={alt}
            error={errors.alt}
            onChange={(event) => setAlt(event.target.value)}
          />
          <TextField
            label={T.caption}
            maxLength={BODY_IMAGE_LIMITS.caption}
            value={caption}
            error={errors.caption}
            onChange={(event) => setCaption(event.target.value)}
          />
        </form>
      ) : (
        <>
          <p>{T.choose}</p>
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
                      <Thumb type="button" onClick={() => choose(item)} aria-label={item.name}>
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
