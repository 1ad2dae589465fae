import type { Recommendation } from '@bitacora/api';
import { RECOMMENDATION_MESSAGES as M } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listEditorArgs } from '../../story-helpers/list-editor-args';
import { columnHeaders, confirmDeletion, pageOf, stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import type { RecommendationEditorState } from './recommendation-form-modal';
import { RecommendationsScreen, type RecommendationsScreenProps } from './recommendations-screen';
import { recommendations } from './recommendations-screen.fixtures';

/** Plays the app's part: opens and closes the modal. */
function Harness(props: RecommendationsScreenProps) {
  const [editor, setEditor] = useState<RecommendationEditorState>(props.editor);
  return (
    <RecommendationsScreen
      {...props}
      editor={editor}
      onCreate={() => {
        props.onCreate();
        setEditor({ item: null });
      }}
      onEdit={(input) => {
        props.onEdit(input);
        setEditor({ item: props.recommendations.find((item) => item.id === input.id) ?? null });
      }}
      onCloseEditor={() => {
        props.onCloseEditor();
        setEditor(null);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Panel/Recommendations',
  component: RecommendationsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    recommendations,
    ...listEditorArgs(),
    onRetry: fn(),
    onDelete: fn(),
    onNavigate: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof RecommendationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sites in the order added, with Sitio, Motivo and Acciones, under Configuración's sections. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
    await expect(canvas.getByText('2 recomendaciones')).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Sitio', 'Motivo', 'Acciones']);
    const link = canvas.getByRole('link', { name: 'https://cocina-de-mama.example/' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Recetas de siempre, explicadas paso a paso.')).toBeVisible();
    const sections = within(canvas.getByRole('navigation', { name: 'Secciones de Configuración' }));
    await expect(sections.getByRole('link', { name: M.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(sections.getByRole('link', { name: 'General' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/cms/settings' });
  },
};

/** 'Añadir recomendación': trimmed values, the reason optional. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.add }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: M.add }));
    await userEvent.type(dialog.getByLabelText(/^Dirección/), '  https://otro.blog/ ');
    await userEvent.type(dialog.getByLabelText(/^Nombre/), ' Otro blog ');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: null,
      url: 'https://otro.blog/',
      title: 'Otro blog',
      reason: '',
    });
  },
};

/** Editing starts from the recommendation. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Editar Viajes lentos' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith({ id: 22 });
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: M.edit }));
    await expect(dialog.getByLabelText(/^Dirección/)).toHaveValue(
      'http://viajes-lentos.example/blog',
    );
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveValue('Viajes lentos');
    await userEvent.type(dialog.getByLabelText(/^Motivo/), 'Para ir sin prisa');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: 22,
      url: 'http://viajes-lentos.example/blog',
      title: 'Viajes lentos',
      reason: 'Para ir sin prisa',
    });
  },
};

/** The domain's rule, said at each field before anything is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.add }));
    const dialog = within(pageOf(canvasElement).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByText(M.urlRequired)).toBeVisible();
    await expect(dialog.getByText(M.titleRequired)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Dirección/), 'https://ana:clave@otro.blog');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expect(dialog.getByText(M.urlCredentials)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the save (its own blog); the modal stays open with its sentence. */
export const SaveError: Story = {
  args: { editor: { item: recommendations[1] ?? null }, saveError: M.urlOwnBlog },
  play: async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).getByRole('alert')).toHaveTextContent(M.urlOwnBlog);
  },
};

/** Deleting asks first; confirming reports the id. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await confirmDeletion({
      canvasElement,
      button: 'Eliminar La cocina de mamá',
      question: M.confirmDelete,
      onDelete: args.onDelete,
    });
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 21 });
  },
};

/** The deletion failed. */
export const DeleteError: Story = stateStory(
  { deleteError: M.deleteFailed },
  { alert: M.deleteFailed },
);

/** None yet. */
export const Empty: Story = {
  args: { recommendations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 recomendaciones')).toBeVisible();
    await expect(canvas.getByText(M.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.add })).toBeEnabled();
  },
};

const hundred: Recommendation[] = Array.from({ length: 100 }, (_, i) => ({
  id: 100 + i,
  url: `https://sitio-${i}.example/`,
  title: `Sitio ${i}`,
  reason: '',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
}));

/** At 100 adding waits, and the line says why. */
export const Full: Story = {
  args: { recommendations: hundred },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.limitReached(100))).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.add })).toBeDisabled();
  },
};

/** Loading. */
export const Loading: Story = stateStory({ status: 'loading' }, { status: M.loading });

/** The list failed to load. */
export const LoadError: Story = stateStory({ status: 'error' }, { alert: M.loadFailed });

/** On a 375 px phone. */
export const Mobile: Story = { globals: MOBILE_GLOBALS };

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
