import { PAYMENT_CONNECTION_MESSAGES as C } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentConnection } from './payment-connection';
import {
  connectedAccount,
  expiredAccount,
  noAccount,
  unconfiguredAccount,
} from './settings-screen.fixtures';

const meta = {
  title: 'Screens/Panel/Settings/PaymentConnection',
  component: PaymentConnection,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    connection: connectedAccount,
    onConnect: fn(),
    onDisconnect: fn(),
  },
} satisfies Meta<typeof PaymentConnection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected: the account and since when; 'Desconectar' asks first, saying what keeps running. */
export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(C.statusConnected)).toBeVisible();
    await expect(canvas.getByText('VENDEDOR_PRUEBA_9337')).toBeVisible();
    await expect(canvas.getByText('02/11/2026')).toBeVisible();
    await expect(canvas.getByText(C.sandboxNote)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: C.connect })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: C.disconnect }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: C.disconnectTitle });
    await expect(within(dialog).getByText(C.disconnectConfirm(3))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDisconnect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: C.disconnect }));
    const again = await page.findByRole('alertdialog', { name: C.disconnectTitle });
    await userEvent.click(within(again).getByRole('button', { name: C.disconnect }));
    await expect(args.onDisconnect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** Not connected: why it is needed, and 'Conectar con Mercado Pago'. */
export const NotConnected: Story = {
  args: { connection: noAccount },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(C.statusNotConnected)).toBeVisible();
    await expect(canvas.getByText(C.needed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: C.connect }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

/** Going to Mercado Pago: the button waits. */
export const Connecting: Story = {
  args: { connection: noAccount, isConnecting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: C.connecting })).toBeDisabled();
  },
};

/** The provider stopped accepting the connection: say so and offer 'Conectar de nuevo'. */
export const Expired: Story = {
  args: { connection: expiredAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(C.statusExpired)).toBeVisible();
    await expect(canvas.getByText(C.expiredHelp)).toBeVisible();
    await expect(canvas.getByRole('button', { name: C.reconnect })).toBeEnabled();
  },
};

/** A server without Mercado Pago's application: nothing to press, and who can fix it. */
export const NotConfigured: Story = {
  args: { connection: unconfiguredAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(C.notConfigured)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The last action failed: the server's sentence above the state. */
export const ActionError: Story = {
  args: { connection: noAccount, error: C.connectFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(C.connectFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: C.connect })).toBeEnabled();
  },
};

/** The state could not be read. */
export const LoadError: Story = {
  args: { status: 'error', connection: null, error: C.loadFailed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(C.loadFailed)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Reading the state. */
export const Loading: Story = {
  args: { status: 'loading', connection: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: C.accountTitle })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
