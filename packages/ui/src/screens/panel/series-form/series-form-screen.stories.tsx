import { SERIES_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { blogLanguages } from '../series-list/series-list-screen.fixtures';
import { SeriesFormScreen } from './series-form-screen';
import { editedSeries } from './series-form-screen.fixtures';

const meta = {
  title: 'Screens/Panel/SeriesForm',
  component: SeriesFormScreen,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    status: 'ready',
    series: null,
    authorId: 2,
    onCheckSlug: fn(),
    onSave: fn(),
    onBack: fn(),
    onEditPost: fn(),
  },
} satisfies Meta<typeof SeriesFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creating: the slug follows the title; 'Guardar' sends the values. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Título/), 'Rutas de otoño en Navarra');
    await expect(canvas.getByLabelText(/^Slug/)).toHaveValue('rutas-de-otono-en-navarra');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Hayedos y embalses.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      uuid: null,
      title: 'Rutas de otoño en Navarra',
      slug: 'rutas-de-otono-en-navarra',
      description: 'Hayedos y embalses.',
      cover: null,
      removeCover: false,
    });
  },
};

/** A blog in one language: no 'Idioma', and the save names none. */
export const OneLanguage: Story = {
  args: { languages: ['es'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Idioma')).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Título/), 'Rutas');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.not.objectContaining({ language: expect.anything() }),
    );
  },
};

/** A blog in two languages: a new series starts in the main one; the chosen one is sent. */
export const CreateInLanguage: Story = {
  args: { languages: blogLanguages },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const language = canvas.getByLabelText('Idioma');
    await expect(language).toHaveDisplayValue('Español');
    await userEvent.type(canvas.getByLabelText(/^Título/), 'The Northern Way');
    await userEvent.selectOptions(language, 'en');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      uuid: null,
      title: 'The Northern Way',
      slug: 'the-northern-way',
      description: '',
      cover: null,
      removeCover: false,
      language: 'en',
    });
  },
};

/** Editing starts from the series' language; changing it makes the form differ from the saved. */
export const EditLanguage: Story = {
  args: {
    mode: 'edit',
    series: { ...editedSeries, language: 'en' },
    languages: blogLanguages,
    onDirtyChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const language = canvas.getByLabelText('Idioma');
    await expect(language).toHaveDisplayValue('Inglés');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await userEvent.selectOptions(language, 'fr');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ uuid: editedSeries.uuid, language: 'fr' }),
    );
  },
};

/** Each change reports whether the form now differs from the saved series (or an empty one). */
export const ReportsChanges: Story = {
  args: { mode: 'edit', series: editedSeries, onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    const description = canvas.getByLabelText('Descripción');
    await userEvent.type(description, '!');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.type(description, '{Backspace}');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** Title and slug required. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(canvas.getByText(SERIES_MESSAGES.titleRequired)).toBeVisible();
    await expect(canvas.getByText(SERIES_MESSAGES.slugRequired)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No signed-in user id, no save. */
export const NoAuthor: Story = {
  args: { authorId: null, mode: 'edit', series: editedSeries },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERIES_MESSAGES.userMissing);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing: the posts ordered by sequence number, '?' for none; edit leads to the post. */
export const Edit: Story = {
  tags: ['screenshot'],
  args: { mode: 'edit', series: editedSeries },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('region', { name: 'Posts en esta serie' }));
    const titles = list.getAllByRole('listitem').map((item) => item.textContent);
    await expect(titles[0]).toContain('1Irún');
    await expect(titles[1]).toContain('2San Sebastián');
    await expect(titles[2]).toContain('?Notas sueltas');
    await userEvent.click(list.getByRole('button', { name: 'Editar Notas sueltas' }));
    await expect(args.onEditPost).toHaveBeenCalledWith({ uuid: editedSeries.posts[0]?.uuid });
  },
};

/** A series renamed before: its old addresses under the form, each with 'Quitar'. */
export const EditWithOldAddresses: Story = {
  args: {
    mode: 'edit',
    series: editedSeries,
    oldAddresses: {
      addresses: [{ id: 9, url: 'http://pro.localhost:3000/series/camino-norte' }],
      onRemove: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const old = within(
      within(canvasElement).getByRole('region', { name: 'Direcciones anteriores' }),
    );
    await userEvent.click(
      old.getByRole('button', {
        name: 'Quitar la dirección anterior pro.localhost:3000/series/camino-norte',
      }),
    );
    await expect(args.oldAddresses?.onRemove).toHaveBeenCalledWith(9);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The slug is taken. */
export const SlugTaken: Story = {
  args: { slugAvailability: { status: 'taken', slug: 'el-camino-del-norte' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Título/), 'El Camino del Norte');
    await expect(canvas.getByLabelText(/^Slug/)).toHaveAccessibleDescription(
      /El slug "el-camino-del-norte" ya está en uso\. Por favor, elige otro\./,
    );
  },
};

/** Saving: 'Guardando...'. */
export const Saving: Story = {
  args: { mode: 'edit', series: editedSeries, isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guardando...' }),
    ).toBeDisabled();
  },
};

/** The save failed (docs/product.md#series-messages). */
export const SaveError: Story = stateStory(
  { saveError: SERIES_MESSAGES.saveFailed },
  { alert: SERIES_MESSAGES.saveFailed },
);

/** Loading: 'Cargando...'. */
export const Loading: Story = stateStory(
  { mode: 'edit', status: 'loading' },
  { status: 'Cargando...' },
);

/** The series failed to load (docs/product.md#series-messages). */
export const LoadError: Story = stateStory(
  { mode: 'edit', status: 'error' },
  { alert: SERIES_MESSAGES.loadFailed },
);

/** A new series on a FREE blog: the PRO offer instead of the form, its plans start the upgrade. */
export const FreePlan: Story = {
  args: { upgradeOffer: { canUpgrade: true, onUpgrade: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SERIES_MESSAGES.needPro)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Contratar PRO anual/ }));
    await expect(args.upgradeOffer?.onUpgrade).toHaveBeenCalledWith({ interval: 'yearly' });
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  tags: ['screenshot'],
  globals: MOBILE_GLOBALS,
  args: { mode: 'edit', series: editedSeries },
};

/** On the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { mode: 'edit', series: editedSeries },
};
