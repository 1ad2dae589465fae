import { SESSION_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageOf, playAlert, stateStory } from '../../story-helpers/plays';
import { ActiveSessions } from './active-sessions';
import { currentSession, otherSessions } from './user-form-screen.fixtures';

const meta = {
  title: 'Screens/Panel/UserForm/ActiveSessions',
  component: ActiveSessions,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    sessions: [currentSession, ...otherSessions],
    onEnd: fn(),
    onEndOthers: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ActiveSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading the list. */
export const Loading: Story = stateStory(
  { status: 'loading', sessions: [] },
  { status: SESSION_MESSAGES.loading },
);

/** Only this session: nothing to end, and it says so. */
export const OnlyThisOne: Story = {
  args: { sessions: [currentSession] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: SESSION_MESSAGES.title }));
    await expect(items.getAllByRole('listitem')).toHaveLength(1);
    await expect(items.getByText('Chrome en Windows')).toBeVisible();
    await expect(items.getByText(SESSION_MESSAGES.current)).toBeVisible();
    await expect(items.getByText('Este equipo')).toBeVisible();
    await expect(items.getByText('25/11/2026, 12:42')).toBeVisible();
    await expect(canvas.getByText(SESSION_MESSAGES.onlyThis)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Several sessions: each other one can be ended after confirming; this one cannot. */
export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: SESSION_MESSAGES.title }));
    const rows = items.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    const phone = within(rows[1] as HTMLElement);
    await expect(phone.getByText('203.0.113.45')).toBeVisible();
    const end = phone.getByRole('button', { name: SESSION_MESSAGES.end });
    await expect(end).toHaveAccessibleDescription('Safari en iOS');
    await userEvent.click(end);
    const dialog = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByText(SESSION_MESSAGES.endConfirm('Safari en iOS'))).toBeVisible();
    await expect(args.onEnd).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: SESSION_MESSAGES.end }));
    await expect(args.onEnd).toHaveBeenCalledWith(otherSessions[0]);

    await userEvent.click(canvas.getByRole('button', { name: SESSION_MESSAGES.endOthers }));
    const others = within(pageOf(canvasElement).getByRole('alertdialog'));
    await expect(others.getByText(SESSION_MESSAGES.endOthersConfirm)).toBeVisible();
    await userEvent.click(others.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onEndOthers).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: SESSION_MESSAGES.endOthers }));
    await userEvent.click(
      within(pageOf(canvasElement).getByRole('alertdialog')).getByRole('button', {
        name: SESSION_MESSAGES.endOthers,
      }),
    );
    await expect(args.onEndOthers).toHaveBeenCalledTimes(1);
  },
};

/** Ending a session: its button waits, and a failure is said above the list. */
export const EndingFailed: Story = {
  args: { ending: otherSessions[1]?.id, endError: SESSION_MESSAGES.endFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SESSION_MESSAGES.endFailed);
    const laptop = within(canvas.getAllByRole('listitem')[2] as HTMLElement);
    await expect(laptop.getByRole('button', { name: SESSION_MESSAGES.end })).toBeDisabled();
  },
};

/** The list could not be loaded: the alert and 'Reintentar'. */
export const LoadError: Story = {
  args: { status: 'error', sessions: [] },
  play: async (context) => {
    await playAlert(SESSION_MESSAGES.loadFailed)(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: SESSION_MESSAGES.retry }),
    );
    await expect(context.args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
