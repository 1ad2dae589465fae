import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    children: 'Los dominios personalizados están disponibles temporalmente para todos los planes.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information, announced politely. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/dominios/);
  },
};

/** A success. */
export const Success: Story = {
  args: { tone: 'success', children: '¡Cuenta creada con éxito! Puedes iniciar sesión.' },
};

/** A warning with an action: the image removal notice and its 'Cancelar'. */
export const WarningWithAction: Story = {
  args: {
    tone: 'warning',
    children: 'La imagen se eliminará al guardar.',
    action: (
      <Button size="sm" variant="secondary">
        Cancelar
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** An error, announced at once (`role="alert"`), that can be closed. */
export const ErrorDismissible: Story = {
  args: {
    tone: 'error',
    title: 'No se pudo guardar',
    children: 'Error al cargar la imagen',
    onDismiss: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar la imagen');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** All four tones. */
export const Tones: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert tone="info">Información</Alert>
      <Alert tone="success">Configuración guardada correctamente</Alert>
      <Alert tone="warning">La imagen se eliminará al guardar.</Alert>
      <Alert tone="error">Error al cargar la imagen</Alert>
    </div>
  ),
};

/** On a 375 px phone the text wraps. */
export const Mobile: Story = {
  ...ErrorDismissible,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** All tones on the dark theme. */
export const Dark: Story = { ...Tones, tags: ['screenshot'], globals: { theme: 'dark' } };
