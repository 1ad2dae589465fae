import { DESIGN_MESSAGES, LAYOUT_DEFAULTS, LAYOUT_LIMITS } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignScreen } from './design-screen';
import {
  designImages,
  fullFooterSettings,
  gridLayoutSettings,
  plainDesignSettings,
} from './design-screen.fixtures';

const meta = {
  title: 'Screens/Panel/Design/Layout',
  component: DesignScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    settings: plainDesignSettings,
    images: designImages,
    plan: 'PRO',
    onSave: fn(),
    onDismissSaved: fn(),
    onUpgrade: fn(),
  },
} satisfies Meta<typeof DesignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never set: the classic header, the list, author, reading time and excerpt shown, no footer. */
export const LayoutDefaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('group', { name: 'Estilo de la cabecera' });
    await expect(within(header).getByRole('radio', { name: /^Clásica/ })).toBeChecked();
    const home = canvas.getByRole('group', { name: 'Entradas de la página de inicio' });
    await expect(within(home).getByRole('radio', { name: /^En lista/ })).toBeChecked();
    for (const name of [
      'Mostrar el autor',
      'Mostrar el tiempo de lectura',
      'Mostrar el extracto',
    ]) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(canvas.getByLabelText('Texto del pie')).toHaveValue('');
    await expect(canvas.getByText(`0/${LAYOUT_LIMITS.footerText}`)).toBeVisible();
    await expect(canvas.queryByLabelText('Dirección del enlace 1')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ ...LAYOUT_DEFAULTS }));
  },
};

/** The admin picks the grid and the centred header, hides the reading time, and saves. */
export const GridAndCentredHeader: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Centrada/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^En cuadrícula/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mostrar el tiempo de lectura' }));
    await userEvent.type(canvas.getByLabelText('Texto del pie'), 'Hecho en Lima');
    await expect(canvas.getByText(`13/${LAYOUT_LIMITS.footerText}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        headerStyle: 'centered',
        homeLayout: 'grid',
        showAuthor: true,
        showReadingTime: false,
        showExcerpt: true,
        footerText: 'Hecho en Lima',
        footerLinks: [],
      }),
    );
  },
};

/** A saved layout: the grid, the centred header, no reading time, a footer text and two links. */
export const SavedGridLayout: Story = {
  tags: ['screenshot'],
  args: { settings: gridLayoutSettings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Centrada/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^En cuadrícula/ })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Mostrar el tiempo de lectura' }),
    ).not.toBeChecked();
    await expect(canvas.getByLabelText('Texto del enlace 1')).toHaveValue('Sobre mí');
    await expect(canvas.getByLabelText('Dirección del enlace 2')).toHaveValue(
      'https://mastodon.social/@cuaderno',
    );
  },
};

/** A footer link's address is checked as it is typed; the save waits until it is right. */
export const FooterLinkInvalidAddress: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir enlace' }));
    await userEvent.type(canvas.getByLabelText('Texto del enlace 1'), 'Contacto');
    const address = canvas.getByLabelText('Dirección del enlace 1');
    await userEvent.type(address, 'javascript:alert(1)');
    await expect(canvas.getByText(DESIGN_MESSAGES.footerLinkUrlInvalid)).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Once the address is right the error goes, and the link is saved trimmed. */
export const FooterLinkSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir enlace' }));
    await userEvent.type(canvas.getByLabelText('Texto del enlace 1'), 'Contacto ');
    const address = canvas.getByLabelText('Dirección del enlace 1');
    await userEvent.type(address, 'contacto');
    await expect(canvas.getByText(DESIGN_MESSAGES.footerLinkUrlInvalid)).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, '/contacto');
    await expect(canvas.queryByText(DESIGN_MESSAGES.footerLinkUrlInvalid)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ footerLinks: [{ label: 'Contacto', url: '/contacto' }] }),
    );
  },
};

/** A link with an address and no text says so; an empty row is left out of the save. */
export const FooterLinkWithoutText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir enlace' }));
    await userEvent.type(canvas.getByLabelText('Dirección del enlace 1'), 'https://ejemplo.com');
    await expect(canvas.getByText(DESIGN_MESSAGES.footerLinkLabelRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar el enlace 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir enlace' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ footerLinks: [] }));
  },
};

/** At the domain's most links, 'Añadir enlace' waits and says why; removing one frees it. */
export const TooManyLinks: Story = {
  tags: ['screenshot'],
  args: { settings: fullFooterSettings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Añadir enlace' });
    await expect(add).toBeDisabled();
    await expect(
      canvas.getByText(DESIGN_MESSAGES.footerLinksTooMany(LAYOUT_LIMITS.footerLinks)),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Quitar el enlace ${LAYOUT_LIMITS.footerLinks}` }),
    );
    await expect(add).toBeEnabled();
    await expect(
      canvas.queryByText(DESIGN_MESSAGES.footerLinksTooMany(LAYOUT_LIMITS.footerLinks)),
    ).toBeNull();
  },
};

/** 'Descartar cambios' brings the saved layout back; 'Restaurar…' its defaults. */
export const LayoutDiscardAndRestore: Story = {
  args: { settings: gridLayoutSettings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('radio', { name: /^Mínima/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar el enlace 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar cambios' }));
    await expect(canvas.getByRole('radio', { name: /^Centrada/ })).toBeChecked();
    await expect(canvas.getByLabelText('Texto del enlace 1')).toHaveValue('Sobre mí');
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar valores por defecto' }));
    await expect(await page.findByText(/cabecera clásica, entradas en lista/)).toBeVisible();
    await userEvent.click(await page.findByRole('button', { name: 'Restaurar' }));
    await expect(canvas.getByRole('radio', { name: /^Clásica/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^En lista/ })).toBeChecked();
    await expect(canvas.queryByLabelText('Texto del enlace 1')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ ...LAYOUT_DEFAULTS }));
  },
};

/** A save the server refused at a link: its sentence under that link's field. */
export const FooterLinkServerError: Story = {
  args: {
    settings: gridLayoutSettings,
    fieldErrors: { 'footerLinks.1.url': DESIGN_MESSAGES.footerLinkUrlInvalid },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Dirección del enlace 2')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(DESIGN_MESSAGES.footerLinkUrlInvalid)).toBeVisible();
  },
};
