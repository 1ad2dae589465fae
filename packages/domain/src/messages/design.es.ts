/** Not in the spec: the blog's design (accent colour, fonts, logo, favicon, custom CSS). */
export const DESIGN_MESSAGES = {
  accentColorInvalid: 'El color de acento debe ser un color hexadecimal, como #0b57d0 o #06c',
  fontInvalid: 'Elige una de las fuentes de la lista',
  logoInvalid: 'El logo debe ser una imagen de la biblioteca de este blog',
  faviconInvalid: 'El icono debe ser una imagen de la biblioteca de este blog',
  coverImageInvalid: 'La imagen de portada debe ser una imagen de la biblioteca de este blog',
  socialImageInvalid:
    'La imagen para redes sociales debe ser una imagen de la biblioteca de este blog',
  customCssNotText: 'El CSS personalizado debe ser texto',
  customCssTooLong: (kilobytes: number) =>
    `El CSS personalizado no puede ocupar más de ${kilobytes} KB`,
  customCssAngleBracket:
    'El CSS personalizado no puede contener el carácter «<» (ni etiquetas HTML como </style>)',
  customCssImport: 'El CSS personalizado no puede usar @import: escribe las reglas directamente',
  customCssOtherOrigin:
    'El CSS personalizado no puede cargar nada de otra web: usa direcciones de este blog (que empiecen por /)',
  /** The panel's 'Diseño', next to the colour picker: which modes adjust it, and both figures. */
  accentAdjusted: (modes: string, light: string, dark: string) =>
    `Para que se lea bien como texto, el blog ajusta tu color en ${modes}. Contraste de tu color: ${light}:1 sobre fondo claro y ${dark}:1 sobre fondo oscuro (AA pide 4,5:1).`,
  accentKept: (light: string, dark: string) =>
    `Tu color se usa tal cual. Contraste: ${light}:1 sobre fondo claro y ${dark}:1 sobre fondo oscuro.`,
  codeInjectionNotText: 'El código insertado debe ser texto',
  codeInjectionTooLong: (kilobytes: number) =>
    `El código insertado no puede ocupar más de ${kilobytes} KB`,
  scriptOriginsNotList: 'Los orígenes de scripts deben ser una lista de direcciones',
  scriptOriginsTooMany: (most: number) => `Puedes permitir como mucho ${most} orígenes de scripts`,
  scriptOriginInvalid: (value: string) =>
    `«${value.slice(0, 80)}» no es un origen válido: escribe solo https:// y el dominio, como https://cdn.ejemplo.com`,
  headerStyleInvalid: 'Elige un estilo de cabecera: clásico, centrado o mínimo',
  homeLayoutInvalid: 'Elige cómo se ven las entradas de la portada: en lista o en cuadrícula',
  footerTextNotText: 'El texto del pie debe ser texto',
  footerTextTooLong: (most: number) => `El texto del pie no puede tener más de ${most} caracteres`,
  footerLinksNotList: 'Los enlaces del pie deben ser una lista de enlaces con texto y dirección',
  footerLinksTooMany: (most: number) => `El pie puede tener como mucho ${most} enlaces`,
  footerLinkLabelRequired: 'Escribe el texto del enlace',
  footerLinkLabelTooLong: (most: number) =>
    `El texto del enlace no puede tener más de ${most} caracteres`,
  footerLinkUrlInvalid:
    'La dirección del enlace debe empezar por https://, http:// o / (una página de este blog)',
  footerLinkUrlTooLong: (most: number) =>
    `La dirección del enlace no puede tener más de ${most} caracteres`,
} as const;
