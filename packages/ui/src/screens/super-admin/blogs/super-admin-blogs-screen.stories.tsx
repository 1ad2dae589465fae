import { BLOG_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withBlogEditor } from '../../shared/blogs/blog-editor-harness';
import { pageOf, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { SuperAdminBlogsScreen } from './super-admin-blogs-screen';
import { blogs, publicDomain } from './super-admin-blogs-screen.fixtures';

const Harness = withBlogEditor(SuperAdminBlogsScreen);

const meta = {
  title: 'Screens/SuperAdmin/Blogs',
  component: SuperAdminBlogsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    blogs,
    publicDomain,
    editor: null,
    onRetry: fn(),
    onEnter: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onSave: fn(),
    onCloseEditor: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof SuperAdminBlogsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every blog, each with view, enter and settings; 'Nuevo Blog' always there. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gestionar Blogs' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Configurar/ })).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Entrar al panel de Cuaderno de viaje' }),
    );
    await expect(args.onEnter).toHaveBeenCalledWith({ uuid: blogs[0]!.uuid });
  },
};

/** Editing a blog changes its plan; the save sends the plan too. */
export const EditPlan: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Configurar Cuaderno de viaje' }),
    );
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('Plan'), 'PRO');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      uuid: blogs[0]!.uuid,
      name: 'Cuaderno de viaje',
      subdomain: 'cuaderno',
      domain: null,
      plan: 'PRO',
    });
  },
};

/** 'Nuevo Blog' opens the empty modal with the plan select at Gratis. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nuevo Blog' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Nuevo Blog' }));
    await expect(dialog.getByLabelText('Plan')).toHaveValue('FREE');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCloseEditor).toHaveBeenCalledOnce();
  },
};

/** No blogs yet. */
export const Empty: Story = stateStory({ blogs: [] }, { text: BLOG_MESSAGES.empty });

/** Loading. */
export const Loading: Story = stateStory({ status: 'loading' }, { status: 'Cargando blogs...' });

/** The server's message when the list fails (docs/product.md#blog-messages). */
export const LoadError: Story = stateStory(
  { status: 'error', error: 'No autorizado para listar blogs' },
  { alert: 'No autorizado para listar blogs' },
);

/** On a 375 px phone. */
export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
