import { PagesListScreen } from '@bitacora/ui';
import { PAGE_KIND } from './content-kind.ts';
import { useContentListRoute } from './use-content-list-route.ts';

/**
 * Page list: the content list shared with posts (`useContentListRoute`), with the page's calls.
 * The screen shows its own load failure, and a delete refused with the server's text shows it.
 */
export default function PagesListRoute() {
  const { items, listProps } = useContentListRoute(PAGE_KIND);
  return <PagesListScreen {...listProps} pages={items} />;
}
