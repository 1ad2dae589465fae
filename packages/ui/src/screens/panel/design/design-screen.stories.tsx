import {
  accentPalette,
  accentPaletteNotice,
  DESIGN_MESSAGES,
  LAYOUT_DEFAULTS,
} from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { DesignScreen } from './design-screen';
import {
  customDesignSettings,
  designImages,
  designLibrary,
  plainDesignSettings,
} from './design-screen.fixtures';

const media = {
  loadPage: fn(async ({ page, limit }: { search: string; page: number; limit: number }) => ({
    items: designLibrary.slice((page - 1) * limit, page * limit),
    total: designLibrary.length,
  })),
  upload: fn(async (file: File) => ({
    id: 99,
    url: '/media/b/nueva.png',
    thumbnail: designLibrary[0]?.thumbnail ?? '',
    name: file.name,
  })),
};

const meta = {
  title: 'Screens/Panel/Design',
  component: DesignScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    settings: plainDesignSettings,
    images: designImages,
    plan: 'PRO',
    media,
    onSave: fn(),
    onDismissSaved: fn(),
    onUpgrade: fn(),
  },
} satisfies Meta<typeof DesignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The template's own look: every field empty, no notice, nothing to save. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin logo')).toBeVisible();
    await expect(canvas.getByText('Sin icono')).toBeVisible();
    await expect(canvas.getByLabelText('Código del color (hexadecimal)')).toHaveValue('');
    await expect(canvas.getByLabelText('Fuente de los títulos')).toHaveValue('');
    await expect(canvas.queryByTestId('accent-notice')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      accentColor: null,
      headingFont: null,
      bodyFont: null,
      logoId: null,
      faviconId: null,
      coverImageId: null,
      socialImageId: null,
      customCss: null,
      codeInjectionHead: null,
      codeInjectionFoot: null,
      scriptOrigins: [],
      ...LAYOUT_DEFAULTS,
    });
  },
};

/** A saved custom design: the logo, the square icon, the yellow adjusted with both figures. */
export const CustomColorAdjusted: Story = {
  tags: ['screenshot'],
  args: { settings: customDesignSettings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const palette = accentPalette('#ffd400');
    if (!palette) throw new Error('a colour');
    await expect(canvas.getByTestId('accent-notice')).toHaveTextContent(
      accentPaletteNotice(palette),
    );
    await expect(canvas.getByTestId('accent-notice')).toHaveTextContent(/modo claro/);
    await expect(canvas.getByAltText('Logo: logo-cuaderno.png')).toBeVisible();
    await expect(canvas.getByAltText('Icono: icono-brujula.png')).toBeVisible();
    await expect(canvas.getByLabelText('Color de acento')).toHaveValue('#ffd400');
    await expect(canvas.getByLabelText('Fuente de los títulos')).toHaveValue('lora');
  },
};

/** Typing a colour shows the adjustment at once; choosing a logo from the library; saving. */
export const PickAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText('Código del color (hexadecimal)'), '#0b57d0');
    await expect(canvas.getByTestId('accent-notice')).toHaveTextContent(/modo oscuro/);
    await userEvent.click(canvas.getByRole('button', { name: 'Elegir logo' }));
    await userEvent.click(await page.findByRole('button', { name: 'logo-cuaderno.png' }));
    await waitFor(() => expect(canvas.getByAltText('Logo: logo-cuaderno.png')).toBeVisible());
    await userEvent.selectOptions(canvas.getByLabelText('Fuente del texto'), 'merriweather');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      accentColor: '#0b57d0',
      headingFont: null,
      bodyFont: 'merriweather',
      logoId: 41,
      faviconId: null,
      coverImageId: null,
      socialImageId: null,
      customCss: null,
      codeInjectionHead: null,
      codeInjectionFoot: null,
      scriptOrigins: [],
      ...LAYOUT_DEFAULTS,
    });
  },
};

/** An invalid hex says why at the field and keeps the save from leaving. */
export const InvalidColor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Código del color (hexadecimal)'), 'azul');
    await expect(canvas.getByText(DESIGN_MESSAGES.accentColorInvalid)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** FREE: the CSS field disabled, with the PRO offer. */
export const FreeWithProOffer: Story = {
  tags: ['screenshot'],
  args: { plan: 'FREE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('CSS personalizado')).toBeDisabled();
    await expect(canvas.getByLabelText('Código en la cabecera (head)')).toBeDisabled();
    await expect(canvas.getByLabelText('Orígenes de scripts permitidos')).toBeDisabled();
    await expect(canvas.getAllByText('Disponible en el plan PRO.')).toHaveLength(4);
    await expect(canvas.getByRole('list', { name: 'Opciones del plan PRO' })).toBeVisible();
  },
};

/** Code injection (PRO): an origin that is not https:// alone is refused as it is typed. */
export const ScriptOriginError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText('Orígenes de scripts permitidos'),
      'https://cdn.ejemplo.com/{enter}http://otra.example',
    );
    await expect(
      canvas.getByText(DESIGN_MESSAGES.scriptOriginInvalid('http://otra.example')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Custom CSS is checked as it is typed, by the rule the server applies. */
export const CustomCssError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const css = canvas.getByLabelText('CSS personalizado');
    await userEvent.type(css, '@import url(x.css);');
    await expect(canvas.getByText(DESIGN_MESSAGES.customCssImport)).toBeVisible();
    await userEvent.clear(css);
    await userEvent.type(css, 'body {{ background: url("https://otra.example/x.png") }');
    await expect(canvas.getByText(DESIGN_MESSAGES.customCssOtherOrigin)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** 'Descartar cambios' goes back to the saved design; 'Restaurar…' asks first, then clears. */
export const DiscardAndRestore: Story = {
  args: { settings: customDesignSettings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const hex = canvas.getByLabelText('Código del color (hexadecimal)');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar cambios' }));
    await expect(hex).toHaveValue('#ffd400');
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar valores por defecto' }));
    await userEvent.click(await page.findByRole('button', { name: 'Restaurar' }));
    await expect(hex).toHaveValue('');
    await expect(canvas.getByText('Sin logo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      accentColor: null,
      headingFont: null,
      bodyFont: null,
      logoId: null,
      faviconId: null,
      coverImageId: null,
      socialImageId: null,
      customCss: null,
      codeInjectionHead: null,
      codeInjectionFoot: null,
      scriptOrigins: [],
      ...LAYOUT_DEFAULTS,
    });
  },
};

/** Saving: the button waits. */
export const Saving: Story = {
  args: { settings: customDesignSettings, isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Guardando/ })).toBeDisabled();
  },
};

/** A refused save: the server's sentence above the form and at its field. */
export const SaveError: Story = stateStory(
  {
    settings: customDesignSettings,
    saveError: 'Error al guardar configuraciones. Por favor, inténtalo de nuevo.',
  },
  { alert: 'Error al guardar configuraciones. Por favor, inténtalo de nuevo.' },
);

export const Loading: Story = stateStory(
  { status: 'loading', settings: null },
  { status: 'Cargando el diseño' },
);
