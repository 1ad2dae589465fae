import { COMMENT_NOTIFICATION_MESSAGES as M } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playAlert, stateStory } from '../../story-helpers/plays';
import { CommentNotificationsSection } from './comment-notifications-section';

const meta = {
  title: 'Screens/Panel/UserForm/CommentNotificationsSection',
  component: CommentNotificationsSection,
  tags: ['autodocs'],
  args: { status: 'ready', mode: 'EACH', onChange: fn(), onRetry: fn() },
} satisfies Meta<typeof CommentNotificationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading the stored choice. */
export const Loading: Story = stateStory(
  { status: 'loading', mode: undefined },
  { status: M.loading },
);

/** The default: a mail per comment; picking another saves it, picking the same does nothing. */
export const EachComment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: M.sectionTitle }));
    await expect(group.getAllByRole('radio')).toHaveLength(3);
    await expect(group.getByRole('radio', { name: 'Cada comentario' })).toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: 'Cada comentario' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(group.getByRole('radio', { name: 'Un resumen diario' }));
    await expect(args.onChange).toHaveBeenCalledWith('DIGEST');
  },
};

/** Saving 'Ninguno': it shows picked, and the options wait until the answer. */
export const Saving: Story = {
  args: { saving: 'OFF' },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: M.sectionTitle }));
    await expect(group.getByRole('radio', { name: 'Ninguno' })).toBeChecked();
    for (const radio of group.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** A failed save: said above the options, the stored choice still marked. */
export const SaveFailed: Story = {
  args: { mode: 'DIGEST', error: M.saveFailed },
  play: async (context) => {
    await playAlert(M.saveFailed)(context);
    const group = within(
      within(context.canvasElement).getByRole('group', { name: M.sectionTitle }),
    );
    await expect(group.getByRole('radio', { name: 'Un resumen diario' })).toBeChecked();
  },
};

/** The choice could not be loaded: the alert and 'Reintentar'. */
export const LoadFailed: Story = {
  args: { status: 'error', mode: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: M.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
