import type {
  BlogExport,
  BlogImport,
  ConfirmImportInput,
  ImportPreview,
  ImportReportDto,
} from '@bitacora/api';
import {
  formatCount,
  formatDateTime,
  formatMegabytes,
  IMPORT_FILE_EXTENSIONS,
  IMPORT_MAX_INVITES,
  IMPORT_SOURCES,
  importProgressLabel,
  moreLabel,
  siteUrlError,
  TRANSFER_MESSAGES,
  TRANSFER_STATE_LABELS,
  validateImportFile,
} from '@bitacora/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { NavigateHandler } from '../../../layouts/app-link/app-link';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Field } from '../../../primitives/field/field';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { Spinner } from '../../../primitives/spinner/spinner';
import { TextField } from '../../../primitives/text-field/text-field';
import { LoadErrorRow } from '../../shared/list-screen/load-error-row';
import { PageHeader } from '../../shared/page-header/page-header.styles';
import { SettingsSections } from '../settings/settings-sections';
import {
  Actions,
  Card,
  Checkbox,
  Counts,
  Details,
  FileInput,
  Form,
  History,
  Invites,
  Layout,
  Muted,
  Progress,
  ProgressBlock,
  Sources,
} from './import-export-screen.styles';

/** What is being done to the shown import, so its buttons wait. */
export type ImportAction = 'upload' | 'images' | 'confirm' | 'cancel' | 'retry';

export type ImportExportScreenProps = {
  /** The first load of the imports and exports. */
  status: 'loading' | 'ready' | 'error';
  error?: string | null;
  /** 'Reintentar' after a failed first load. */
  onReload?: () => void;
  /** The import in progress or just finished; null shows the file picker. */
  currentImport: BlogImport | null;
  /** The call under way on the import ('upload' while the file is sent). */
  importAction?: ImportAction | null;
  /** A failed upload or action, in Spanish. */
  importError?: string | null;
  onUpload: (file: File) => void;
  /** A zip of a Ghost site's content/images, for images that name the old site. */
  onUploadImages: (file: File) => void;
  onConfirm: (input: ConfirmImportInput) => void;
  onCancel: () => void;
  onRetry: () => void;
  /** Back to the file picker after a report or a failure. */
  onNewImport: () => void;
  /** The blog's latest exports, newest first. */
  exports: BlogExport[];
  isStartingExport?: boolean;
  exportError?: string | null;
  onStartExport: () => void;
  onNavigate?: NavigateHandler;
};

/** A list the server sent in part: its items, then 'y N más' from its total. */
function PartialList<T>({
  heading,
  items,
  total,
  render,
  intro,
}: {
  heading: string;
  items: readonly T[];
  total: number;
  render: (item: T) => ReactNode;
  intro?: string;
}) {
  const headingId = useId();
  if (total === 0 && items.length === 0) return null;
  const more = moreLabel(items.length, total);
  return (
    <Details>
      <h3 id={headingId}>
        {heading} ({formatCount(Math.max(total, items.length))})
      </h3>
      {intro ? <Muted>{intro}</Muted> : null}
      <ul aria-labelledby={headingId}>
        {items.map((item, index) => (
          // The server's rows have no id of their own, and their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{render(item)}</li>
        ))}
        {more ? <li>{more}</li> : null}
      </ul>
    </Details>
  );
}

function CountList({ counts }: { counts: [string, number][] }) {
  return (
    <Counts>
      {counts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </Counts>
  );
}

function ImportPicker({
  isUploading,
  uploadError,
  onUpload,
}: {
  isUploading: boolean;
  uploadError?: string | null;
  onUpload: (file: File) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateImportFile(file);
    setIssue(problem);
    if (problem || !file) return;
    onUpload(file);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={TRANSFER_MESSAGES.importHeading}>
      <Muted>{TRANSFER_MESSAGES.importIntro}</Muted>
      <Sources>
        {IMPORT_SOURCES.map((source) => (
          <div key={source.name}>
            <dt>{source.name}</dt>
            <dd>{source.how}</dd>
          </div>
        ))}
      </Sources>
      {uploadError ? <Alert tone="error">{uploadError}</Alert> : null}
      <Field label={TRANSFER_MESSAGES.fileLabel} hint={TRANSFER_MESSAGES.fileHint} error={issue}>
        {({ controlId, describedBy, isInvalid }) => (
          <FileInput
            id={controlId}
            type="file"
            name="file"
            accept={IMPORT_FILE_EXTENSIONS.join(',')}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            disabled={isUploading}
            onChange={(event) => {
              const next = event.target.files?.[0] ?? null;
              setFile(next);
              // Too large is said at once, before anything is sent.
              setIssue(next ? validateImportFile(next) : null);
            }}
          />
        )}
      </Field>
      <Actions>
        <Button type="submit" isLoading={isUploading} loadingText={TRANSFER_MESSAGES.uploading}>
          {TRANSFER_MESSAGES.upload}
        </Button>
      </Actions>
    </Form>
  );
}

const previewCounts = (preview: ImportPreview): [string, number][] => [
  ['Entradas', preview.posts],
  ['Páginas', preview.pages],
  ['Borradores', preview.drafts],
  ['Programadas', preview.scheduled],
  ['Comentarios', preview.comments],
  ['Categorías nuevas', preview.categories.new],
  ['Categorías existentes', preview.categories.existing],
  ['Etiquetas', preview.tags],
  ['Imágenes', preview.images],
  ['Autores miembros', preview.authors.members],
  ['Autores a invitar', preview.authors.toInvite],
  ['Autores sin email', preview.authors.withoutEmail],
];

function ImportPreviewForm({
  blogImport,
  preview,
  action,
  actionError,
  onConfirm,
  onCancel,
  onUploadImages,
}: {
  blogImport: BlogImport;
  preview: ImportPreview;
  action: ImportAction | null;
  actionError?: string | null;
  onConfirm: (input: ConfirmImportInput) => void;
  onCancel: () => void;
  onUploadImages: (file: File) => void;
}) {
  // Nobody is invited unless ticked, and at most IMPORT_MAX_INVITES.
  const [chosen, setChosen] = useState<string[]>([]);
  const candidates = preview.authors.candidates ?? [];
  const invites = { inviteAuthors: chosen.length > 0, authorsToInvite: chosen };
  const toggle = (email: string, on: boolean) =>
    setChosen((current) => (on ? [...current, email] : current.filter((other) => other !== email)));
  const [siteUrl, setSiteUrl] = useState('');
  const [siteUrlIssue, setSiteUrlIssue] = useState<string | null>(null);
  const [imagesFile, setImagesFile] = useState<File | null>(null);
  const [imagesIssue, setImagesIssue] = useState<string | null>(null);
  // With the images' zip uploaded, the old site's address is only a fallback.
  const hasImages = blogImport.imagesFileName !== null;

  const sendImages = () => {
    if (!imagesFile) {
      setImagesIssue(TRANSFER_MESSAGES.imagesZipRequired);
      return;
    }
    const problem = validateImportFile(imagesFile);
    setImagesIssue(problem);
    if (!problem) onUploadImages(imagesFile);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasImages && siteUrl.trim() === '') {
      onConfirm(invites);
      return;
    }
    if (preview.needsSiteUrl) {
      const problem = siteUrlError(siteUrl);
      setSiteUrlIssue(problem);
      if (problem) return;
      onConfirm({ ...invites, siteUrl: siteUrl.trim() });
      return;
    }
    onConfirm(invites);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={TRANSFER_MESSAGES.previewHeading}>
      <h3>{TRANSFER_MESSAGES.previewHeading}</h3>
      <Muted>
        {blogImport.fileName} · {formatMegabytes(blogImport.fileBytes)}
      </Muted>
      <CountList counts={previewCounts(preview)} />
      {preview.alreadyImported > 0 ? (
        <Alert tone="info">{TRANSFER_MESSAGES.alreadyImported(preview.alreadyImported)}</Alert>
      ) : null}
      <PartialList
        heading={TRANSFER_MESSAGES.conflictsHeading}
        intro={TRANSFER_MESSAGES.conflictsIntro}
        items={preview.slugsTaken}
        total={preview.slugsTakenTotal}
        render={(item) => (
          <>
            {item.title}: <code>{item.slug}</code> → <code>{item.to}</code>
          </>
        )}
      />
      <PartialList
        heading={TRANSFER_MESSAGES.warningsHeading}
        items={preview.warnings}
        total={preview.warningsTotal}
        render={(warning) => warning.message}
      />
      {candidates.length > 0 ? (
        <Invites>
          <legend>{TRANSFER_MESSAGES.inviteAuthors}</legend>
          <Muted>{TRANSFER_MESSAGES.inviteAuthorsHint}</Muted>
          {candidates.map((author) => {
            const on = chosen.includes(author.email);
            return (
              <Checkbox key={author.email}>
                <input
                  type="checkbox"
                  name="authorsToInvite"
                  value={author.email}
                  checked={on}
                  disabled={!on && chosen.length >= IMPORT_MAX_INVITES}
                  onChange={(event) => toggle(author.email, event.target.checked)}
                />
                <span>
                  {author.name || author.email}
                  <small>{author.email}</small>
                </span>
              </Checkbox>
            );
          })}
          {preview.authors.toInvite > candidates.length ? (
            <Muted>
              {TRANSFER_MESSAGES.moreAuthors(preview.authors.toInvite - candidates.length)}
            </Muted>
          ) : null}
        </Invites>
      ) : null}
      {preview.needsSiteUrl ? (
        <TextField
          label={TRANSFER_MESSAGES.siteUrl}
          name="siteUrl"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          required={!hasImages}
          value={siteUrl}
          error={siteUrlIssue}
          hint={TRANSFER_MESSAGES.siteUrlHint}
          onChange={(event) => setSiteUrl(event.target.value)}
        />
      ) : null}
      {preview.needsSiteUrl && hasImages ? (
        <Alert tone="info">{`Las imágenes se traerán de ${blogImport.imagesFileName}.`}</Alert>
      ) : null}
      {preview.needsSiteUrl ? (
        <Field
          label={TRANSFER_MESSAGES.imagesZip}
          hint={TRANSFER_MESSAGES.imagesZipHint}
          error={imagesIssue}
        >
          {({ controlId, describedBy, isInvalid }) => (
            <FileInput
              id={controlId}
              type="file"
              name="images"
              accept=".zip"
              aria-describedby={describedBy}
              aria-invalid={isInvalid || undefined}
              disabled={action !== null}
              onChange={(event) => {
                const next = event.target.files?.[0] ?? null;
                setImagesFile(next);
                setImagesIssue(next ? validateImportFile(next) : null);
              }}
            />
          )}
        </Field>
      ) : null}
      {preview.needsSiteUrl ? (
        <Actions>
          <Button
            variant="secondary"
            isLoading={action === 'images'}
            loadingText={TRANSFER_MESSAGES.uploadingImages}
            disabled={action !== null}
            onClick={sendImages}
          >
            {TRANSFER_MESSAGES.uploadImages}
          </Button>
        </Actions>
      ) : null}
      {actionError ? <Alert tone="error">{actionError}</Alert> : null}
      <Actions>
        <Button
          variant="secondary"
          isLoading={action === 'cancel'}
          loadingText={TRANSFER_MESSAGES.cancelling}
          disabled={action !== null}
          onClick={onCancel}
        >
          {TRANSFER_MESSAGES.cancel}
        </Button>
        <Button
          type="submit"
          isLoading={action === 'confirm'}
          loadingText={TRANSFER_MESSAGES.confirming}
          disabled={action !== null}
        >
          {TRANSFER_MESSAGES.confirm}
        </Button>
      </Actions>
    </Form>
  );
}

/** A bar with its label; without a known total it only says that work goes on. */
function ProgressBar({
  label,
  progress,
}: {
  label: string;
  progress: { done: number; total: number } | null;
}) {
  const labelId = useId();
  const known = progress !== null && progress.total > 0;
  return (
    <ProgressBlock>
      <p id={labelId}>{label}</p>
      {known ? (
        <Progress aria-labelledby={labelId} max={progress.total} value={progress.done} />
      ) : (
        <Progress aria-labelledby={labelId} />
      )}
    </ProgressBlock>
  );
}

const reportCounts = (report: ImportReportDto): [string, number][] => [
  ['Entradas', report.created.posts],
  ['Páginas', report.created.pages],
  ['Categorías', report.created.categories],
  ['Etiquetas', report.created.tags],
  ['Comentarios', report.created.comments],
  ['Imágenes', report.created.images],
  ['Invitaciones', report.created.invitations],
  // Only Bitácora's own exports carry series and a menu: shown when there were any.
  ...(report.created.series > 0 ? [['Series', report.created.series] as [string, number]] : []),
  ...(report.created.menuItems > 0
    ? [['Elementos del menú', report.created.menuItems] as [string, number]]
    : []),
];

function ImportReport({
  report,
  onNewImport,
}: {
  report: ImportReportDto;
  onNewImport: () => void;
}) {
  return (
    <>
      <Alert tone="success" title={TRANSFER_MESSAGES.reportHeading} />
      <h3>Creado</h3>
      <CountList counts={reportCounts(report)} />
      <PartialList
        heading={TRANSFER_MESSAGES.skippedHeading}
        items={report.skipped}
        total={report.skippedTotal}
        render={(item) => `${item.title}: ${item.reason}`}
      />
      <PartialList
        heading={TRANSFER_MESSAGES.renamedHeading}
        items={report.renamed}
        total={report.renamedTotal}
        render={(item) => (
          <>
            {item.title}: <code>{item.from}</code> → <code>{item.to}</code>
          </>
        )}
      />
      <PartialList
        heading={TRANSFER_MESSAGES.imagesFailedHeading}
        items={report.imagesFailed}
        total={report.imagesFailedTotal}
        render={(image) => (
          <>
            <code>{image.address}</code>: {image.reason}
          </>
        )}
      />
      <PartialList
        heading={TRANSFER_MESSAGES.warningsHeading}
        items={report.warnings}
        total={report.warningsTotal}
        render={(warning) => warning.message}
      />
      <Actions>
        <Button variant="secondary" onClick={onNewImport}>
          {TRANSFER_MESSAGES.importAnother}
        </Button>
      </Actions>
    </>
  );
}

function ImportPanel(props: ImportExportScreenProps) {
  const { currentImport: current, importAction = null, importError } = props;
  if (!current || current.state === 'cancelled') {
    return (
      <ImportPicker
        isUploading={importAction === 'upload'}
        uploadError={importError}
        onUpload={props.onUpload}
      />
    );
  }
  switch (current.state) {
    case 'analysing':
      return (
        <>
          <Muted>{current.fileName}</Muted>
          <Spinner showLabel label={TRANSFER_MESSAGES.analysing} />
          {importError ? <Alert tone="error">{importError}</Alert> : null}
          <Actions>
            <Button
              variant="secondary"
              isLoading={importAction === 'cancel'}
              loadingText={TRANSFER_MESSAGES.cancelling}
              onClick={props.onCancel}
            >
              {TRANSFER_MESSAGES.cancel}
            </Button>
          </Actions>
        </>
      );
    case 'ready':
      return current.preview ? (
        <ImportPreviewForm
          key={current.id}
          blogImport={current}
          preview={current.preview}
          action={importAction}
          actionError={importError}
          onConfirm={props.onConfirm}
          onCancel={props.onCancel}
          onUploadImages={props.onUploadImages}
        />
      ) : null;
    case 'running':
      return (
        <>
          <Muted>{current.fileName}</Muted>
          <ProgressBar
            label={
              current.progress
                ? importProgressLabel(current.progress)
                : TRANSFER_MESSAGES.confirming
            }
            progress={current.progress}
          />
        </>
      );
    case 'done':
      return current.report ? (
        <ImportReport report={current.report} onNewImport={props.onNewImport} />
      ) : null;
    case 'failed':
      return (
        <>
          <Alert tone="error" title={TRANSFER_MESSAGES.failedHeading}>
            {current.error ?? TRANSFER_MESSAGES.failedFallback}
          </Alert>
          <Muted>{current.fileName}</Muted>
          {importError ? <Alert tone="error">{importError}</Alert> : null}
          <Actions>
            <Button
              variant="secondary"
              disabled={importAction !== null}
              onClick={props.onNewImport}
            >
              {TRANSFER_MESSAGES.importAnother}
            </Button>
            <Button
              isLoading={importAction === 'retry'}
              loadingText={TRANSFER_MESSAGES.retrying}
              onClick={props.onRetry}
            >
              {TRANSFER_MESSAGES.retry}
            </Button>
          </Actions>
        </>
      );
  }
}

/** 'Descargar (12,5 MB)' until the link expires, with its date. */
function ExportDownload({ blogExport }: { blogExport: BlogExport }) {
  if (!blogExport.downloadUrl) return <Muted>{TRANSFER_MESSAGES.exportExpired}</Muted>;
  const size = blogExport.bytes === null ? '' : ` (${formatMegabytes(blogExport.bytes)})`;
  return (
    <a href={blogExport.downloadUrl} download>
      {`Descargar${size}`}
    </a>
  );
}

function LatestExport({ blogExport }: { blogExport: BlogExport }) {
  switch (blogExport.state) {
    case 'running':
      return (
        <ProgressBar
          label={
            blogExport.progress && blogExport.progress.total > 0
              ? `${TRANSFER_MESSAGES.exportRunning} ${formatCount(blogExport.progress.done)} de ${formatCount(blogExport.progress.total)}`
              : TRANSFER_MESSAGES.exportRunning
          }
          progress={blogExport.progress}
        />
      );
    case 'done':
      return (
        <Alert tone="success" title="Tu exportación está lista">
          <p>
            <ExportDownload blogExport={blogExport} />
          </p>
          {blogExport.downloadUrl && blogExport.expiresAt ? (
            <p>{`Disponible hasta el ${formatDateTime(blogExport.expiresAt)}.`}</p>
          ) : null}
          <p>{TRANSFER_MESSAGES.exportEmailed}</p>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error">{blogExport.error ?? TRANSFER_MESSAGES.exportFailedFallback}</Alert>
      );
  }
}

function ExportPanel({
  exports,
  isStartingExport = false,
  exportError,
  onStartExport,
}: Pick<
  ImportExportScreenProps,
  'exports' | 'isStartingExport' | 'exportError' | 'onStartExport'
>) {
  const historyId = useId();
  const [latest, ...previous] = exports;
  return (
    <>
      <Muted>{TRANSFER_MESSAGES.exportIntro}</Muted>
      {exportError ? <Alert tone="error">{exportError}</Alert> : null}
      <Actions>
        <Button
          isLoading={isStartingExport}
          loadingText={TRANSFER_MESSAGES.startingExport}
          disabled={latest?.state === 'running'}
          onClick={onStartExport}
        >
          {TRANSFER_MESSAGES.startExport}
        </Button>
      </Actions>
      {latest ? <LatestExport blogExport={latest} /> : null}
      {previous.length > 0 ? (
        <Details>
          <h3 id={historyId}>{TRANSFER_MESSAGES.previousExports}</h3>
          <History aria-labelledby={historyId}>
            {previous.map((item) => (
              <li key={item.id}>
                <span>
                  {formatDateTime(item.createdAt)} · {TRANSFER_STATE_LABELS[item.state]}
                </span>
                {item.state === 'done' ? <ExportDownload blogExport={item} /> : null}
              </li>
            ))}
          </History>
        </Details>
      ) : null}
    </>
  );
}

/**
 * 'Importar / Exportar' (Configuración): an import from the file through its analysis, preview,
 * progress and report (or its failure); and the blog's export as a zip with its download link.
 */
export function ImportExportScreen(props: ImportExportScreenProps) {
  const { status, error, onReload, onNavigate } = props;
  return (
    <section aria-labelledby="import-export-title">
      <PageHeader>
        <h1 id="import-export-title">{TRANSFER_MESSAGES.title}</h1>
      </PageHeader>
      <SettingsSections current="importExport" onNavigate={onNavigate} />
      {status === 'error' ? (
        <LoadErrorRow message={error || TRANSFER_MESSAGES.loadFailed} onRetry={onReload} />
      ) : status === 'loading' ? (
        <LoadingRegion label="Cargando importaciones y exportaciones...">
          <Layout>
            <Card>
              <Skeleton height="2.5rem" />
              <Skeleton height="8rem" />
            </Card>
            <Card>
              <Skeleton height="2.5rem" />
              <Skeleton height="4rem" />
            </Card>
          </Layout>
        </LoadingRegion>
      ) : (
        <Layout>
          <Card aria-labelledby="import-title">
            <h2 id="import-title">{TRANSFER_MESSAGES.importHeading}</h2>
            <ImportPanel {...props} />
          </Card>
          <Card aria-labelledby="export-title">
            <h2 id="export-title">{TRANSFER_MESSAGES.exportHeading}</h2>
            <ExportPanel
              exports={props.exports}
              isStartingExport={props.isStartingExport}
              exportError={props.exportError}
              onStartExport={props.onStartExport}
            />
          </Card>
        </Layout>
      )}
    </section>
  );
}
