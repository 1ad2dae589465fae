import { BLOG_MESSAGES, subdomainReservedMessage } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withBlogEditor } from '../../shared/blogs/blog-editor-harness';
import { columnHeaders, pageOf, stateStory } from '../../story-helpers/plays';
import { inPublicLayout } from '../../story-helpers/public-page';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { BlogPickerScreen } from './blog-picker-screen';
import { blogs, publicDomain } from './blog-picker-screen.fixtures';

const Harness = withBlogEditor(BlogPickerScreen);

const meta = {
  title: 'Screens/Public/BlogPicker',
  component: BlogPickerScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [inPublicLayout({ hideNavigation: true })],
  args: {
    status: 'ready',
    blogs,
    role: 'ADMIN',
    publicDomain,
    editor: null,
    onResetSelection: fn(),
    onEnter: fn(),
    onRetry: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onSave: fn(),
    onCloseEditor: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof BlogPickerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN: view and enter each blog; no settings, no 'Nuevo Blog'. */
export const AsAdmin: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Selecciona un blog' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Blogs' });
    const headers = columnHeaders(table);
    await expect(headers).toEqual(['Nombre', 'Subdominio', 'Dominio', 'Plan', 'Acciones']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);

    const view = canvas.getByRole('link', { name: /Ver blog Cuaderno de viaje/ });
    await expect(view).toHaveAttribute('href', 'https://cuaderno.bitacora.es');
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByRole('link', { name: /Ver blog Recetas de la abuela Begoña/ }),
    ).toHaveAttribute('href', 'https://recetasdebegona.es');

    await userEvent.click(canvas.getByRole('button', { name: 'Entrar al panel de Código y café' }));
    await expect(args.onEnter).toHaveBeenCalledWith({ uuid: blogs[2]!.uuid });
    await expect(canvas.queryByRole('button', { name: /Configurar/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nuevo Blog' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Reiniciar selección' }));
    await expect(args.onResetSelection).toHaveBeenCalledOnce();
  },
};

/** A member of several blogs can also leave from the picker: 'Cerrar sesión' ends the session. */
export const WithLogout: Story = {
  args: { role: 'AUTHOR', onLogout: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Selecciona un blog' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(args.onEnter).not.toHaveBeenCalled();
  },
};

/** A SUPER_ADMIN also has 'Configurar', which opens the modal on that blog, plan included. */
export const AsSuperAdmin: Story = {
  args: { role: 'SUPER_ADMIN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Configurar Recetas de la abuela Begoña' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith({ uuid: blogs[1]!.uuid });
    const dialog = pageOf(canvasElement).getByRole('dialog', {
      name: 'Editar blog: Recetas de la abuela Begoña',
    });
    await expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue(
      'Recetas de la abuela Begoña',
    );
    await expect(within(dialog).getByLabelText(/Dominio personalizado/)).toHaveValue(
      'recetasdebegona.es',
    );
    await expect(within(dialog).getByLabelText('Plan')).toHaveValue('PRO');
  },
};

/** No blogs: the empty sentence. */
export const Empty: Story = stateStory({ blogs: [] }, { text: BLOG_MESSAGES.empty });

/** Loading: skeleton rows, announced as 'Cargando blogs...'. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando blogs...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list failed; 'Reintentar' asks again (docs/product.md#blog-messages). */
export const LoadError: Story = {
  args: { status: 'error', error: BLOG_MESSAGES.listFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se pudo conectar al servidor. Intenta nuevamente.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** With the create flag: 'Nuevo Blog'; 'Nombre y subdominio son requeridos' on an empty save. */
export const CreateRequiredFields: Story = {
  args: { canCreate: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuevo Blog' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    const dialog = pageOf(canvasElement).getByRole('dialog', { name: 'Nuevo Blog' });
    await expect(within(dialog).queryByLabelText('Plan')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(BLOG_MESSAGES.modalRequired);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The domain's subdomain and custom-domain rules apply in the modal. */
export const CreateInvalidAddress: Story = {
  args: { canCreate: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuevo Blog' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nuevo Blog' }));
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Panel de control');
    await userEvent.type(dialog.getByLabelText(/^Subdominio/), 'admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(subdomainReservedMessage('admin'));
    await userEvent.clear(dialog.getByLabelText(/^Subdominio/));
    await userEvent.type(dialog.getByLabelText(/^Subdominio/), 'mi-panel');
    await userEvent.type(dialog.getByLabelText(/Dominio personalizado/), 'https://mipanel.com/');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(BLOG_MESSAGES.domainHasScheme);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A valid form sends one object; the modal closes when the app says the save succeeded. */
export const CreateSaves: Story = {
  args: { canCreate: true },
  render: (args) => <Harness {...args} closeOnSave />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuevo Blog' }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nuevo Blog' }));
    await userEvent.type(dialog.getByLabelText(/^Nombre/), '  Montañas del norte ');
    await userEvent.type(dialog.getByLabelText(/^Subdominio/), 'Montanas-Norte');
    await userEvent.type(dialog.getByLabelText(/Dominio personalizado/), 'MontanasDelNorte.es');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      uuid: null,
      name: 'Montañas del norte',
      subdomain: 'montanas-norte',
      domain: 'montanasdelnorte.es',
    });
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A failed save is shown inside the modal, which stays open (docs/product.md#blog-messages). */
export const SaveError: Story = {
  args: { role: 'SUPER_ADMIN', editor: { blog: blogs[0]! }, saveError: BLOG_MESSAGES.saveFailed },
  play: async ({ canvasElement }) => {
    const dialog = pageOf(canvasElement).getByRole('dialog', {
      name: 'Editar blog: Cuaderno de viaje',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Error al guardar blog');
  },
};

/** Saving: the modal's button is busy. */
export const Saving: Story = {
  args: { role: 'SUPER_ADMIN', editor: { blog: blogs[0]! }, isSaving: true },
  play: async ({ canvasElement }) => {
    const dialog = pageOf(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Guardando/ })).toBeDisabled();
  },
};

/** On a 375 px phone the table scrolls sideways. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme, as SUPER_ADMIN. */
export const Dark: Story = {
  args: { role: 'SUPER_ADMIN' },
  globals: { theme: 'dark' },
};
