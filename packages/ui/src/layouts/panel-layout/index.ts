export { PanelLayout, type PanelLayoutProps, type SidebarBadge } from './panel-layout';
export {
  activeLinkKey,
  defaultPanelLinks,
  type PanelLinkKey,
  type PanelLinks,
  SIDEBAR_ITEMS,
  sidebarItemsFor,
} from './panel-links';
