import type { Page } from '@bitacora/api';
import { NOUNS, PAGE_MESSAGES, POST_MESSAGES, TRASH_MESSAGES } from '@bitacora/domain';
import { CellDetail, CellName, CellStack } from '../../shared/list-screen';
import {
  type ContentListCommonProps,
  type ContentListKind,
  ContentListScreen,
} from '../content-list';

export const PAGES_LOAD_FAILED = 'No se pudieron cargar las páginas. Inténtalo de nuevo.';

export type PagesListHrefs = {
  newPage: string;
  edit: (uuid: string) => string;
};

/** The new-page and edit addresses. */
export const PAGES_LIST_HREFS: PagesListHrefs = {
  newPage: '/cms/pages/new',
  edit: (uuid) => `/cms/pages/${uuid}/edit`,
};

export type PagesListScreenProps = ContentListCommonProps & {
  pages: readonly Page[];
  hrefs?: Partial<PagesListHrefs>;
};

const PAGE_LIST: ContentListKind<Page> = {
  kind: 'page',
  titleId: 'pages-title',
  title: 'Páginas',
  addLabel: 'Add Page',
  noun: NOUNS.page,
  bulkNoun: { one: 'página', many: 'páginas', feminine: true },
  bulkActions: ['publish', 'unpublish', 'delete'],
  loadFailed: PAGES_LOAD_FAILED,
  loadingLabel: 'Cargando páginas...',
  caption: 'Lista de páginas',
  empty: PAGE_MESSAGES.empty,
  deleteTitle: 'Eliminar página',
  deleteMessage: `${PAGE_MESSAGES.confirmDelete} ${TRASH_MESSAGES.pageNote}`,
  countText: (count, capped = false) =>
    capped ? `Más de ${count} páginas` : count === 1 ? '1 página' : `${count} páginas`,
  titleCell: (page) => (
    <CellStack>
      <CellName>{page.title}</CellName>
      <CellDetail>/{page.slug}</CellDetail>
    </CellStack>
  ),
  authorCell: (page) => (
    <CellStack>
      <span>{page.author?.name?.trim() || POST_MESSAGES.noAuthor}</span>
      {page.author?.email ? <CellDetail>{page.author.email}</CellDetail> : null}
    </CellStack>
  ),
};

/**
 * Page list: the count, Título (with slug), Autor (with email), Estado, Última edición, Acciones
 * (docs/product.md#pages).
 */
export function PagesListScreen({ pages, hrefs, ...props }: PagesListScreenProps) {
  const links = { ...PAGES_LIST_HREFS, ...hrefs };
  return (
    <ContentListScreen
      {...props}
      kind={PAGE_LIST}
      rows={pages}
      newHref={links.newPage}
      editHref={links.edit}
    />
  );
}
