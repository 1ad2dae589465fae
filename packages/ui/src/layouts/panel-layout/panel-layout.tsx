import type { SessionUser } from '@bitacora/api';
import { type ColorMode, ROLE_LABELS } from '@bitacora/domain';
import { type ReactNode, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Toggle } from '../../primitives/toggle/toggle';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden';
import { media } from '../../tokens/breakpoints';
import { tokens } from '../../tokens/tokens';
import { AppLink, type NavigateHandler } from '../app-link/app-link';
import { MenuToggle } from '../menu-toggle/menu-toggle';
import {
  activeLinkKey,
  defaultPanelLinks,
  type PanelLinkKey,
  type PanelLinks,
  sidebarItemsFor,
} from './panel-links';

/** A count beside a sidebar item; `label` says it in words for screen readers. */
export type SidebarBadge = { count: number; label: string };

export type PanelLayoutProps = {
  user: SessionUser;
  /** The current path; marks the sidebar item it belongs to. */
  activePath: string;
  /** Overrides for the sidebar hrefs. */
  links?: Partial<PanelLinks>;
  colorMode: ColorMode;
  onToggleColorMode: () => void;
  onLogout: () => void;
  onNavigate?: NavigateHandler;
  /** The public address of the active blog, for 'Ver Blog' (opens a new tab). */
  blogUrl: string;
  /** The active blog's name, shown under the brand. */
  blogName?: string;
  /** The active blog's plan: items of a plan's features show only on it. */
  blogPlan?: string;
  /** Counts beside sidebar items ('Comentarios': the pending ones); none shown at 0. */
  badges?: Partial<Record<PanelLinkKey, SidebarBadge>>;
  children: ReactNode;
};

const Shell = styled.div`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  min-height: 100dvh;
  background: ${tokens.color.bg};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const Sidebar = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
  padding: ${tokens.space['5']} ${tokens.space['4']};
  border-right: 1px solid ${tokens.color.border};
  background: ${tokens.color.surface};

  ${media.desktop} {
    position: sticky;
    top: 0;
    height: 100dvh;
    overflow-y: auto;
  }

  ${media.mobile} {
    gap: ${tokens.space['3']};
    padding: ${tokens.space['3']} ${tokens.space['4']};
    border-right: 0;
    border-bottom: 1px solid ${tokens.color.border};
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['3']};
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const BrandName = styled.span`
  font-size: ${tokens.font.sizeXl};
  font-weight: ${tokens.font.weightBold};
`;

const BlogName = styled.span`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Collapsible = styled.div<{ $open: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space['4']};

  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavLink = styled(AppLink)`
  display: block;
  padding: ${tokens.space['2']} ${tokens.space['3']};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.text};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
  text-decoration: none;

  &:hover {
    background: ${tokens.color.secondaryHover};
  }

  &[aria-current='page'] {
    background: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.375rem;
  height: 1.375rem;
  margin-left: ${tokens.space['2']};
  padding: 0 ${tokens.space['1']};
  border-radius: 999px;
  background: ${tokens.color.primary};
  color: ${tokens.color.onPrimary};
  font-size: ${tokens.font.sizeXs};
  font-weight: ${tokens.font.weightSemibold};
  line-height: 1;

  [aria-current='page'] > & {
    background: ${tokens.color.onPrimary};
    color: ${tokens.color.primary};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};
  margin-top: auto;
  padding-top: ${tokens.space['4']};
  border-top: 1px solid ${tokens.color.border};
`;

const UserLine = styled.p`
  display: flex;
  flex-direction: column;
  font-size: ${tokens.font.sizeSm};

  span:last-child {
    color: ${tokens.color.textMuted};
  }
`;

const ActionLink = styled.a`
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
`;

const LogoutButton = styled.button`
  align-self: flex-start;
  min-height: 2.25rem;
  padding: 0 ${tokens.space['3']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.secondary};
  color: ${tokens.color.onSecondary};
  font-size: ${tokens.font.sizeSm};
  cursor: pointer;

  &:hover {
    background: ${tokens.color.secondaryHover};
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${tokens.space['8']};

  ${media.mobile} {
    padding: ${tokens.space['4']};
  }
`;

/** Past 99 the badge says 99+; the words beside it keep the exact count. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

function ItemBadge({ badge }: { badge: SidebarBadge | undefined }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <>
      <Badge aria-hidden="true">{badgeText(badge.count)}</Badge>
      <VisuallyHidden> {badge.label}</VisuallyHidden>
    </>
  );
}

/**
 * Panel layout: the sidebar (collapsed behind 'Menú' below 768 px), the theme switch,
 * 'Ver Blog', the logout button and the page.
 */
export function PanelLayout({
  user,
  activePath,
  links,
  colorMode,
  onToggleColorMode,
  onLogout,
  onNavigate,
  blogUrl,
  blogName,
  blogPlan,
  badges,
  children,
}: PanelLayoutProps) {
  const hrefs: PanelLinks = { ...defaultPanelLinks(user.uuid), ...links };
  const items = sidebarItemsFor(user, blogPlan);
  const current = activeLinkKey(
    activePath,
    hrefs,
    items.map((item) => item.key),
  );
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();

  // After every navigation an open side menu closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => setIsMenuOpen(false), [activePath]);

  const navigate: NavigateHandler = (target) => {
    setIsMenuOpen(false);
    onNavigate?.(target);
  };

  return (
    <Shell>
      <Sidebar>
        <TopRow>
          <Brand>
            <BrandName>Bitácora</BrandName>
            {blogName ? <BlogName>{blogName}</BlogName> : null}
          </Brand>
          <MenuToggle
            isOpen={isMenuOpen}
            controls={menuId}
            onToggle={() => setIsMenuOpen((open) => !open)}
          />
        </TopRow>
        <Collapsible id={menuId} $open={isMenuOpen}>
          <nav aria-label="Panel">
            <NavList>
              {items.map((item) => (
                <li key={item.key}>
                  <NavLink
                    href={hrefs[item.key]}
                    aria-current={item.key === current ? 'page' : undefined}
                    onNavigate={onNavigate ? navigate : undefined}
                    onClick={onNavigate ? undefined : () => setIsMenuOpen(false)}
                  >
                    {item.label}
                    <ItemBadge badge={badges?.[item.key]} />
                  </NavLink>
                </li>
              ))}
            </NavList>
          </nav>
          <Footer>
            <UserLine>
              <span>{user.name}</span>
              <span>{ROLE_LABELS[user.role]}</span>
            </UserLine>
            <Toggle
              checked={colorMode === 'dark'}
              onCheckedChange={() => onToggleColorMode()}
              label="Modo oscuro"
            />
            <ActionLink href={blogUrl} target="_blank" rel="noopener noreferrer">
              Ver Blog
              <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
            </ActionLink>
            <LogoutButton type="button" onClick={() => onLogout()}>
              Cerrar sesión
            </LogoutButton>
          </Footer>
        </Collapsible>
      </Sidebar>
      <Main>{children}</Main>
    </Shell>
  );
}
