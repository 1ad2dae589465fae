import { SITE_URL_INVALID, TRANSFER_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { ImportExportScreen } from './import-export-screen';
import {
  analysingImport,
  doneExport,
  doneImport,
  expiredExport,
  failedExport,
  failedImport,
  ghostReadyImport,
  readyImport,
  report,
  runningExport,
  runningImport,
} from './import-export-screen.fixtures';

const meta = {
  title: 'Screens/Panel/ImportExport',
  component: ImportExportScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    currentImport: null,
    exports: [],
    onUpload: fn(),
    onUploadImages: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onNewImport: fn(),
    onStartExport: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ImportExportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file of `megabytes` without allocating them: only its size is read before sending. */
function fileOf(name: string, megabytes: number): File {
  const file = new File(['<rss/>'], name, { type: 'text/xml' });
  Object.defineProperty(file, 'size', { value: megabytes * 1024 * 1024 });
  return file;
}

/**
 * Nothing under way: where each platform's export is made, the 500 MB limit said and checked
 * before anything is sent, then the chosen file goes up.
 */
export const ChooseFile: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Herramientas → Exportar', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Ajustes → Labs → Exportar', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Settings → Exports', { exact: false })).toBeVisible();
    await expect(canvas.getByText('front matter', { exact: false })).toBeVisible();
    const input = canvas.getByLabelText(TRANSFER_MESSAGES.fileLabel);
    await expect(input).toHaveAccessibleDescription(TRANSFER_MESSAGES.fileHint);
    await expect(input).toHaveAttribute('accept', '.xml,.json,.zip,.md');

    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.upload }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(TRANSFER_MESSAGES.fileRequired)).toBeVisible();

    await userEvent.upload(input, fileOf('enorme.xml', 600));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('El archivo pesa 600 MB: el máximo es 500 MB. No se ha enviado nada.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.upload }));
    await expect(args.onUpload).not.toHaveBeenCalled();

    const small = fileOf('cuaderno.xml', 3);
    await userEvent.upload(input, small);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.upload }));
    await expect(args.onUpload).toHaveBeenCalledWith(small);
  },
};

/** The file is being sent: the button waits and the picker is off. */
export const Uploading: Story = {
  args: { importAction: 'upload' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: TRANSFER_MESSAGES.uploading })).toBeDisabled();
    await expect(canvas.getByLabelText(TRANSFER_MESSAGES.fileLabel)).toBeDisabled();
  },
};

/** The server reads the file: a spinner that says so; it can still be dropped. */
export const Analysing: Story = {
  args: { currentImport: analysingImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(TRANSFER_MESSAGES.analysing);
    await expect(canvas.getByText(analysingImport.fileName)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/**
 * The preview: every count, the addresses already taken (the first ones, then how many more),
 * the warnings; no author is ticked for an invitation until the admin ticks one.
 */
export const ReadyWithConflicts: Story = {
  args: { currentImport: readyImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const counts: [string, string][] = [
      ['Entradas', '1240'],
      ['Páginas', '12'],
      ['Borradores', '31'],
      ['Programadas', '2'],
      ['Comentarios', '5830'],
      ['Categorías nuevas', '9'],
      ['Categorías existentes', '3'],
      ['Etiquetas', '214'],
      ['Imágenes', '860'],
      ['Autores miembros', '1'],
      ['Autores a invitar', '2'],
      ['Autores sin email', '1'],
    ];
    for (const [name, value] of counts) {
      await expect(canvas.getByText(name, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        value,
      );
    }
    const conflicts = canvas.getByRole('list', {
      name: `${TRANSFER_MESSAGES.conflictsHeading} (14)`,
    });
    const rows = within(conflicts).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Sobre mí: sobre-mi → sobre-mi-2',
      'Hola mundo: hola-mundo → hola-mundo-2',
      'y 12 más',
    ]);
    await expect(
      canvas.getByText('La entrada «Galería» usa un shortcode que no se convierte.'),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(TRANSFER_MESSAGES.siteUrl)).toBeNull();
    const ana = canvas.getByRole('checkbox', { name: /Ana García/ });
    await expect(ana).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Luis Pérez/ })).not.toBeChecked();
    await userEvent.click(ana);
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      inviteAuthors: true,
      authorsToInvite: ['ana@example.com'],
    });
  },
};

/** 'Cancelar' drops the import. */
export const CancelPreview: Story = {
  args: { currentImport: readyImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.cancel }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * A Ghost export: the old site's address is required and checked before sending; what an
 * earlier run created is said to be skipped.
 */
export const ReadyNeedsSiteUrl: Story = {
  args: { currentImport: ghostReadyImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('40 elementos ya se importaron antes: se saltarán.'),
    ).toBeVisible();
    const address = canvas.getByRole('textbox', { name: new RegExp(TRANSFER_MESSAGES.siteUrl) });
    await expect(address).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.confirm }));
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(SITE_URL_INVALID)).toBeVisible();

    await userEvent.type(address, 'mi-blog.ghost.io');
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.confirm }));
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.clear(address);
    await userEvent.type(address, 'https://mi-blog.ghost.io');
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      inviteAuthors: false,
      authorsToInvite: [],
      siteUrl: 'https://mi-blog.ghost.io',
    });
  },
};

/** Instead of the address, a zip of the site's content/images: checked for a file, then sent. */
export const ReadyUploadsGhostImages: Story = {
  args: { currentImport: ghostReadyImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.uploadImages }));
    await expect(canvas.getByText(TRANSFER_MESSAGES.imagesZipRequired)).toBeVisible();
    await expect(args.onUploadImages).not.toHaveBeenCalled();
    const zip = new File(['PK'], 'content-images.zip', { type: 'application/zip' });
    await userEvent.upload(canvas.getByLabelText(new RegExp(TRANSFER_MESSAGES.imagesZip)), zip);
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.uploadImages }));
    await expect(args.onUploadImages).toHaveBeenCalledWith(zip);
  },
};

/** With the images uploaded, the address may stay empty. */
export const ReadyWithGhostImages: Story = {
  args: { currentImport: { ...ghostReadyImport, imagesFileName: 'content-images.zip' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Las imágenes se traerán de content-images.zip.')).toBeVisible();
    const address = canvas.getByRole('textbox', { name: new RegExp(TRANSFER_MESSAGES.siteUrl) });
    await expect(address).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      inviteAuthors: false,
      authorsToInvite: [],
    });
  },
};

/** Confirming: both buttons wait. */
export const Confirming: Story = {
  args: { currentImport: readyImport, importAction: 'confirm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: TRANSFER_MESSAGES.confirming })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: TRANSFER_MESSAGES.cancel })).toBeDisabled();
  },
};

/** Writing: a real progress bar, named by how far it is. */
export const Running: Story = {
  args: { currentImport: runningImport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Importando… 120 de 10.000' });
    await expect(bar).toHaveAttribute('value', '120');
    await expect(bar).toHaveAttribute('max', '10000');
  },
};

/**
 * The report: what was created, what was skipped and why, the new addresses, the images not
 * fetched with their address; each list ends with how many more the server counted.
 */
export const DoneWithReport: Story = {
  tags: ['screenshot'],
  args: { currentImport: doneImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TRANSFER_MESSAGES.reportHeading)).toBeVisible();
    await expect(
      canvas.getByText('Invitaciones', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('2');
    const skipped = canvas.getByRole('list', { name: `${TRANSFER_MESSAGES.skippedHeading} (3)` });
    await expect(skipped).toHaveTextContent('Borrador sin título: No tiene título ni contenido.');
    await expect(skipped).toHaveTextContent('y 2 más');
    const renamed = canvas.getByRole('list', { name: `${TRANSFER_MESSAGES.renamedHeading} (14)` });
    await expect(renamed).toHaveTextContent('Sobre mí: sobre-mi → sobre-mi-2');
    await expect(renamed).toHaveTextContent('y 13 más');
    const images = canvas.getByRole('list', {
      name: `${TRANSFER_MESSAGES.imagesFailedHeading} (3)`,
    });
    await expect(images).toHaveTextContent(
      'https://cuaderno.example.com/wp-content/uploads/2019/05/playa.jpg: El servidor respondió 404.',
    );
    await expect(canvas.queryByRole('list', { name: /Avisos/ })).toBeNull();
    // A WordPress export brings no series nor menu: their counts are left out.
    await expect(canvas.queryByText('Series', { selector: 'dt' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.importAnother }));
    await expect(args.onNewImport).toHaveBeenCalled();
  },
};

/** A Bitácora export brings its series and its menu: their counts join the report. */
export const DoneWithSeriesAndMenu: Story = {
  args: {
    currentImport: {
      ...doneImport,
      format: 'bitacora',
      report: { ...report, created: { ...report.created, series: 4, menuItems: 7 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Series', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('4');
    await expect(
      canvas.getByText('Elementos del menú', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('7');
  },
};

/** A failure: the server's reason and 'Reintentar'. */
export const Failed: Story = {
  args: { currentImport: failedImport },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Se perdió la conexión con la base de datos. Lo ya importado se conserva.',
    );
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The export is being built: its progress, and no second one meanwhile. */
export const ExportRunning: Story = {
  args: { exports: [runningExport] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Preparando la exportación… 300 de 1252' });
    await expect(bar).toHaveAttribute('value', '300');
    await expect(
      canvas.getByRole('button', { name: TRANSFER_MESSAGES.startExport }),
    ).toBeDisabled();
  },
};

/**
 * The export is ready: the link with its size, until when it works (es-ES, Madrid) and that it
 * went by email too; the earlier ones with their state.
 */
export const ExportDone: Story = {
  args: { exports: [doneExport, failedExport, expiredExport] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Descargar (12,5 MB)' });
    await expect(link).toHaveAttribute('href', doneExport.downloadUrl);
    await expect(canvas.getByText('Disponible hasta el 03/12/2026, 09:05.')).toBeVisible();
    await expect(canvas.getByText(TRANSFER_MESSAGES.exportEmailed)).toBeVisible();
    const history = canvas.getByRole('list', { name: TRANSFER_MESSAGES.previousExports });
    const rows = within(history).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('20/11/2026, 13:00 · Fallida');
    await expect(rows[1]).toHaveTextContent('01/10/2026, 12:00 · Terminada');
    await expect(rows[1]).toHaveTextContent(TRANSFER_MESSAGES.exportExpired);
    await userEvent.click(canvas.getByRole('button', { name: TRANSFER_MESSAGES.startExport }));
    await expect(args.onStartExport).toHaveBeenCalled();
  },
};

/** The export failed: the server's reason; another can be started. */
export const ExportFailed: Story = stateStory(
  { exports: [failedExport] },
  { alert: 'No se pudo escribir el archivo. Inténtalo de nuevo.' },
);

/** The sections of Configuración: this one is the current page; the other is followed in place. */
export const Sections: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Secciones de Configuración' });
    await expect(within(nav).getByRole('link', { name: TRANSFER_MESSAGES.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'General' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/cms/settings' });
  },
};

/** The first load. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Cargando importaciones y exportaciones...',
    );
  },
};

/** The first load failed: the reason and 'Reintentar'. */
export const LoadError: Story = {
  args: { status: 'error', onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TRANSFER_MESSAGES.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** At 375 px the preview and the export stack, and nothing runs off the side. */
export const Mobile: Story = {
  tags: ['screenshot'],
  globals: MOBILE_GLOBALS,
  args: { currentImport: ghostReadyImport, exports: [doneExport] },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(section?.clientWidth ?? 0);
  },
};

/** On the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { currentImport: doneImport, exports: [doneExport, failedExport] },
};
