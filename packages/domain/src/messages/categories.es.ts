import { TAG_NAME_MAX, TAGS_PER_POST_MAX } from '../constants/constants.ts';

/** Category form (docs/product.md#category-messages). */
export const CATEGORY_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  slugRequired: 'El slug es obligatorio',
  /** Our wording: the spec only caps the slug at 50 characters. */
  slugTooLong: 'El slug no puede superar los 50 caracteres',
  loadFailed: 'Failed to connect to server. Please check your connection and try again.',
  noBlog: 'No hay un blog seleccionado',
  blogIdMissing: 'No se pudo obtener el ID del blog',
  saveFailed: 'Error al guardar la categoría',
  deleteFailed: 'Error deleting category',
  empty: 'No hay categorías',
  confirmDelete: '¿Estás seguro de que quieres eliminar esta categoría?',
  /** Not in the spec: the post form's button that creates a category without leaving it. */
  createInPlace: 'Nueva categoría',
  /** Not in the spec: the delete dialog, when the category has posts. */
  postsToMove: (count: number) =>
    count === 1 ? 'Esta categoría tiene 1 post.' : `Esta categoría tiene ${count} posts.`,
  moveTargetLabel: 'Mover sus posts a',
  menuItemsRemoved: (count: number) =>
    count === 1
      ? 'También se quitará 1 elemento del menú que apuntaba a ella.'
      : `También se quitarán ${count} elementos del menú que apuntaban a ella.`,
  /** Not in the spec: a category with posts needs somewhere to send them. */
  moveTargetRequired:
    'Esta categoría tiene posts: elige a qué otra categoría moverlos antes de eliminarla.',
  moveTargetInvalid: 'La categoría a la que mover los posts debe ser otra categoría de este blog.',
  lastWithPosts:
    'No se puede eliminar la única categoría del blog mientras tenga posts: crea otra categoría para moverlos.',
  /** Not in the spec: the blog's default category, a setting (docs/product.md#settings). */
  defaultLabel: 'Categoría por defecto',
  defaultNone: 'Ninguna',
  defaultHint: 'Los posts nuevos empiezan en esta categoría.',
  defaultNotInBlog: 'La categoría por defecto debe ser una categoría de este blog',
} as const;

/** Tags: the post form's tag input and the tag management section. */
export const TAG_MESSAGES = {
  nameRequired: 'La etiqueta no puede estar vacía',
  nameTooLong: `Una etiqueta no puede superar los ${TAG_NAME_MAX} caracteres`,
  nameWithoutLetters: 'Una etiqueta necesita al menos una letra o un número',
  tooMany: `Un post no puede tener más de ${TAGS_PER_POST_MAX} etiquetas`,
  mergeTargetInvalid: 'Elige otra etiqueta de este blog con la que fusionarla.',
  notFound: 'Etiqueta no encontrada',
  nameTaken: 'Ya existe una etiqueta con ese nombre en este blog: fusiónalas en su lugar.',
  /** The post form. */
  inputLabel: 'Etiquetas',
  inputHint: 'Escribe y pulsa Intro o coma para añadir',
  suggestions: 'Etiquetas existentes',
  remove: (name: string) => `Quitar la etiqueta ${name}`,
  /** The management section on the categories screen. */
  sectionTitle: 'Etiquetas',
  empty: 'Aún no hay etiquetas. Se crean al escribirlas en un post.',
  postCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  rename: 'Renombrar',
  renameLabel: (name: string) => `Nuevo nombre para ${name}`,
  merge: 'Fusionar',
  mergeLabel: (name: string) => `Fusionar ${name} con`,
  mergeConfirm: (from: string, into: string) =>
    `Los posts de «${from}» pasarán a «${into}» y «${from}» desaparecerá.`,
  delete: 'Eliminar',
  confirmDelete: (name: string) =>
    `¿Eliminar la etiqueta «${name}»? Sus posts la perderán, pero no cambia nada más de ellos.`,
  save: 'Guardar',
  cancel: 'Cancelar',
  loadFailed: 'No se pudieron cargar las etiquetas',
  saveFailed: 'No se pudo guardar la etiqueta',
} as const;

/**
 * Menu item and menu (docs/product.md#menu-messages; English in the spec; '{host}' read as
 * 'http://').
 */
export const MENU_MESSAGES = {
  labelRequired: 'Menu item label is required',
  urlRequired: 'Menu item URL is required',
  urlInvalid: 'URL must start with http:// https:// or /',
  /** Our wording: the spec only gives the form a minimum of 1. */
  orderInvalid: 'Order must be a whole number of 1 or more',
  loadFailed: 'Failed to load menu. Server may be unavailable.',
  saveFailed: 'Failed to save menu item. Please check the data and try again.',
  deleteFailed: 'Failed to delete menu item',
  empty: 'No menu items found',
  confirmDelete: 'Are you sure you want to delete this menu item?',
} as const;

/** Menu manager: 'N item(s) found'. */
export function menuCountMessage(count: number): string {
  return `${count} item(s) found`;
}
