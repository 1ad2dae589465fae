import { PAGE_MESSAGES, pageFallbackSlug } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { editorReady, stateStory, typeTitleAndBody } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { PageFormScreen } from './page-form-screen';
import { aboutPage, fixedNow, portuguesePage } from './page-form-screen.fixtures';

const meta = {
  title: 'Screens/Panel/PageForm',
  component: PageFormScreen,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    status: 'ready',
    now: fixedNow,
    onCheckSlug: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof PageFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new page: slug prefix '/', Borrador; 'Volver a páginas' and Cancelar. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByText('/')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Borrador' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a páginas' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Each change reports the page as typed and whether it differs from the saved one. */
export const ReportsChanges: Story = {
  args: { mode: 'edit', initial: aboutPage, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await waitFor(() =>
      expect(args.onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ dirty: false })),
    );
    await userEvent.click(canvas.getByRole('switch', { name: /Borrador|Publicado/ }));
    await waitFor(() =>
      expect(args.onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ dirty: true })),
    );
  },
};

/** A copy kept when the session ended is offered back; 'Descartar' forgets it. */
export const DraftOffered: Story = {
  args: {
    draftOffer: {
      message: 'Tienes una versión sin guardar de esta página del 05/03/2024, 14:07. ¿Recuperarla?',
      onRecover: fn(),
      onDiscard: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByText(/versión sin guardar de esta página/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.draftOffer?.onDiscard).toHaveBeenCalledOnce();
  },
};

/** A valid page is sent with the lower-case status; the slug followed the title. */
export const CreateSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeTitleAndBody(canvasElement, 'Política de privacidad', 'Texto legal');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Página' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        values: {
          title: 'Política de privacidad',
          slug: 'politica-de-privacidad',
          content: '<p>Texto legal</p>',
          excerpt: '',
          status: 'draft',
          publishAt: '',
          visibility: 'public',
          visibilityTiers: [],
        },
        image: { file: null, removeExisting: false },
      }),
    );
  },
};

/**
 * 'Programar la publicación': the date and time are entered in the blog's zone and sent as typed;
 * one already past is refused in the form.
 */
export const ScheduleSubmits: Story = {
  args: { mode: 'edit', initial: aboutPage, timeZone: 'Europe/Madrid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Publicado' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Programar la publicación' }));
    await expect(canvas.getByRole('switch', { name: 'Programado' })).not.toBeChecked();
    const when = canvas.getByLabelText(/^Fecha y hora de publicación/);
    // A date input is filled as a browser's picker does: the whole value at once.
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Página' }));
    await expect(
      await canvas.findByText('La fecha de publicación debe ser posterior a este momento'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    fireEvent.change(when, { target: { value: '2027-03-28T02:30' } });
    await expect(
      canvas.getByText('Se publicará el 28/03/2027, 03:30 (hora de Europe/Madrid).'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Página' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ status: 'scheduled', publishAt: '2027-03-28T02:30' }),
        }),
      ),
    );
  },
};

/** A scheduled page opens with its time shown in the blog's zone. */
export const EditScheduled: Story = {
  args: {
    mode: 'edit',
    initial: { ...aboutPage, status: 'SCHEDULED', publishAt: '2027-07-01T19:15:00.000Z' },
    timeZone: 'Europe/Madrid',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Programar la publicación' })).toBeChecked();
    await expect(canvas.getByLabelText(/^Fecha y hora de publicación/)).toHaveValue(
      '2027-07-01T21:15',
    );
  },
};

/** A page saved with its slug cleared is sent with the title's slug and a 6-digit suffix. */
export const ClearedSlugFallsBack: Story = {
  args: { mode: 'edit', initial: aboutPage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Slug'));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Página' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          values: expect.objectContaining({ slug: pageFallbackSlug('Sobre mí', fixedNow()) }),
        }),
      ),
    );
  },
};

/** Editing: the stored values and the image with its id. */
export const Edit: Story = {
  tags: ['screenshot'],
  args: { mode: 'edit', initial: aboutPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByLabelText(/^Título/)).toHaveValue('Sobre mí');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('sobre-mi');
    await expect(canvas.getByText('ID de imagen: 58')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Publicado' })).toBeChecked();
  },
};

/** A saved page: 'Vista previa' beside 'Volver a páginas', its old addresses and sharing. */
export const EditWithPublishingTools: Story = {
  args: {
    mode: 'edit',
    initial: aboutPage,
    onOwnPreview: fn(),
    oldAddresses: { addresses: [{ id: 2, url: 'http://demo.localhost:3000/quien-soy' }] },
    previewSharing: {
      links: [
        {
          uuid: '0b9e1c1e-4a4b-4c55-9a3f-6f1f2d3c4b5a',
          expiresAt: '2026-12-03T10:30:00.000Z',
          createdByName: 'Ana Admin',
        },
      ],
      onShare: fn(),
      onRevoke: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Vista previa' }));
    await expect(args.onOwnPreview).toHaveBeenCalledOnce();
    const old = within(canvas.getByRole('region', { name: 'Direcciones anteriores' }));
    await expect(old.getByRole('link', { name: 'demo.localhost:3000/quien-soy' })).toBeVisible();
    // Without 'Quitar': this member may not change the page.
    await expect(old.queryByRole('button')).toBeNull();
    const sharing = within(canvas.getByRole('region', { name: 'Compartir vista previa' }));
    await userEvent.click(sharing.getByRole('button', { name: /^Revocar el enlace/ }));
    await expect(args.previewSharing?.onRevoke).toHaveBeenCalledWith(
      '0b9e1c1e-4a4b-4c55-9a3f-6f1f2d3c4b5a',
    );
  },
};

/** Submitting empty: the validation messages. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Página' }));
    await expect(canvas.getByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Content is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving. */
export const Saving: Story = {
  args: { mode: 'edit', initial: aboutPage, isSaving: true },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Guardando/ })).toBeDisabled();
    await expect(within(canvasElement).getByLabelText(/^Imagen destacada/)).toBeDisabled();
  },
};

/** The red banner (docs/product.md#page-messages). */
export const SaveError: Story = {
  args: { mode: 'edit', initial: aboutPage, saveError: PAGE_MESSAGES.saveFailed },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error saving page');
  },
};

/** Loading the page. */
export const Loading: Story = stateStory(
  { mode: 'edit', status: 'loading' },
  { status: 'Cargando página...' },
);

/** 'Error al cargar la página' (docs/product.md#page-messages). */
export const LoadError: Story = stateStory(
  { mode: 'edit', status: 'error' },
  { alert: 'Error al cargar la página' },
);

/** On the dark theme. */
export const Dark: Story = {
  args: { mode: 'edit', initial: aboutPage },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  tags: ['screenshot'],
  args: { mode: 'edit', initial: aboutPage },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
  },
};

/**
 * A page's 'Idioma' and 'Traducciones', as a post's: its Portuguese draft linked, the languages
 * it lacks offered, and a page at '/{lang}/' in another language than the blog's main one.
 */
export const Translations: Story = {
  args: {
    mode: 'edit',
    initial: aboutPage,
    languages: {
      main: 'es',
      translations: [portuguesePage],
      hrefOf: (version) => `/cms/pages/${version.uuid}/edit`,
      onCreate: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await expect(
      canvas.getByRole('link', { name: 'Editar la versión en portugués: Sobre mim' }),
    ).toHaveAttribute('href', `/cms/pages/${portuguesePage.uuid}/edit`);
    const missing = canvas.getByRole('combobox', { name: 'Idioma de la traducción' });
    await expect(
      within(missing)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inglés', 'Francés']);
    await userEvent.selectOptions(missing, 'Francés');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear traducción' }));
    await expect(args.languages?.onCreate).toHaveBeenCalledWith('fr');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Idioma' }), 'Francés');
    await expect(canvas.getByText('/fr/')).toBeVisible();
  },
};

/**
 * A copy kept in the browser keeps the language it was typed in; one kept with a language the
 * blog cannot write in starts from the saved page's.
 */
export const RecoveredLanguage: Story = {
  args: {
    mode: 'edit',
    initial: aboutPage,
    languages: { main: 'es', hrefOf: (version) => `/cms/pages/${version.uuid}/edit` },
    startFrom: {
      title: 'About me',
      slug: 'about',
      content: '<p>Hi</p>',
      excerpt: '',
      status: 'draft',
      language: 'en',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('en');
    await expect(canvas.getByText('/en/')).toBeVisible();
  },
};

/** A kept copy's language the blog cannot write in gives way to the saved page's. */
export const RecoveredOddLanguage: Story = {
  args: {
    ...RecoveredLanguage.args,
    startFrom: {
      title: 'Über mich',
      slug: 'uber-mich',
      content: '<p>Hallo</p>',
      excerpt: '',
      status: 'draft',
      language: 'de' as 'en',
    },
  },
  play: async ({ canvasElement }) => {
    await editorReady(canvasElement);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  },
};
