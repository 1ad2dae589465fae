import { accessibilityWarnings } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessibilityPanel } from './accessibility-panel';

/** A body with one of each warning, read by the domain's rules as the form does. */
const BODY_WITH_WARNINGS = [
  '<figure><img src="/media/playa.jpg" alt=""></figure>',
  '<h2>El viaje</h2><h4>El primer día</h4>',
  '<p>Las fotos están <a href="/fotos">aquí</a>.</p>',
  `<p>${Array(160).fill('palabra').join(' ')}</p>`,
].join('');

const meta = {
  title: 'Patterns/AccessibilityPanel',
  component: AccessibilityPanel,
  tags: ['autodocs'],
  args: { warnings: [], onReveal: fn() },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <AccessibilityPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof AccessibilityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A body with nothing to point out says so, and lists nothing. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Accesibilidad' });
    await expect(within(panel).getByRole('status')).toHaveTextContent(
      'No hay avisos de accesibilidad.',
    );
    await expect(within(panel).queryByRole('button')).toBeNull();
  },
};

/**
 * Several warnings, each a button that goes to its place in the editor. No picture of its own: a
 * hover left by the runner's pointer changed it between runs; the post form's pictures hold the
 * panel.
 */
export const Several: Story = {
  args: { warnings: accessibilityWarnings(BODY_WITH_WARNINGS) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Accesibilidad' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('4 avisos de accesibilidad');
    await expect(within(panel).getByText(/puedes publicar igualmente/)).toBeVisible();
    const buttons = within(panel).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Imagen sin texto alternativo (playa.jpg): describe lo que muestra para quien no puede verla.',
      'El encabezado «El primer día» salta del nivel 2 al nivel 4: usa un encabezado de nivel 3.',
      'El enlace «aquí» no dice a dónde lleva: escribe en su texto de qué trata lo enlazado.',
      'El párrafo que empieza «palabra palabra palabra palabra palabra…» tiene 160 palabras: divídelo en párrafos de hasta 150 para que se lea mejor.',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: /El enlace «aquí»/ }));
    await expect(args.onReveal).toHaveBeenCalledWith({ element: 'link', index: 0 });
  },
};

/** One warning is counted in the singular. */
export const One: Story = {
  args: { warnings: accessibilityWarnings('<h3>Detalles</h3>') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 aviso de accesibilidad');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
