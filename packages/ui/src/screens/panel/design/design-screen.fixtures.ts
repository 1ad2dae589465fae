import type { BlogSettings } from '@bitacora/api';
import { LAYOUT_DEFAULTS, LAYOUT_LIMITS } from '@bitacora/domain';
import { storedImageUrl } from '../../../patterns/image-picker/image-picker.fixtures';
import type { PickerImage } from '../../../patterns/media-picker/media-picker';
import { settings } from '../settings/settings-screen.fixtures';

/** The blog's library as the logo and icon pickers page it. */
export const designLibrary: PickerImage[] = [
  {
    id: 41,
    url: '/media/b/logo-cuaderno.png',
    thumbnail: storedImageUrl,
    name: 'logo-cuaderno.png',
  },
  {
    id: 42,
    url: '/media/b/icono-brujula.png',
    thumbnail: storedImageUrl,
    name: 'icono-brujula.png',
  },
  { id: 43, url: '/media/b/picos.jpg', thumbnail: storedImageUrl, name: 'picos.jpg' },
];

export const designImages: Record<number, PickerImage> = Object.fromEntries(
  designLibrary.map((image) => [image.id, image]),
);

/** A blog on its template's look: no colour, fonts, logo, icon or CSS. */
export const plainDesignSettings: BlogSettings = {
  ...settings,
  accentColor: null,
  accentPalette: null,
  headingFont: null,
  bodyFont: null,
  logoId: null,
  faviconId: null,
  customCss: null,
  ...LAYOUT_DEFAULTS,
  footerLinks: [],
};

/** A customised PRO blog: a yellow the light mode darkens for text, serif headings, its CSS. */
export const customDesignSettings: BlogSettings = {
  ...plainDesignSettings,
  accentColor: '#ffd400',
  headingFont: 'lora',
  bodyFont: 'inter',
  logoId: 41,
  faviconId: 42,
  customCss: '.site-header { border-bottom: 4px solid var(--accent); }',
};

/** The home page in a grid under a centred header, no reading time, a footer of its own. */
export const gridLayoutSettings: BlogSettings = {
  ...plainDesignSettings,
  headerStyle: 'centered',
  homeLayout: 'grid',
  showReadingTime: false,
  footerText: '© 2026 Cuaderno de viaje. Textos con licencia CC BY-SA.',
  footerLinks: [
    { label: 'Sobre mí', url: '/sobre-mi' },
    { label: 'Mastodon', url: 'https://mastodon.social/@cuaderno' },
  ],
};

/** The footer already holds the most links the domain allows. */
export const fullFooterSettings: BlogSettings = {
  ...plainDesignSettings,
  footerLinks: Array.from({ length: LAYOUT_LIMITS.footerLinks }, (_, index) => ({
    label: `Enlace ${index + 1}`,
    url: `/pagina-${index + 1}`,
  })),
};
