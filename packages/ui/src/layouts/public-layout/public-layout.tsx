import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { media } from '../../tokens/breakpoints';
import { tokens } from '../../tokens/tokens';
import { AppLink, type NavigateHandler } from '../app-link/app-link';
import { MenuToggle } from '../menu-toggle/menu-toggle';

export type PublicLinks = {
  home: string;
  login: string;
  signup: string;
  about: string;
};

export const DEFAULT_PUBLIC_LINKS: PublicLinks = {
  home: '/',
  login: '/login',
  signup: '/signup',
  about: '/#acerca-de',
};

export type PublicLayoutProps = {
  /** The year in the footer; the app passes it (ui reads no clock). */
  year: number;
  /** Login, signup and blogs are shown without the main navigation. */
  hideNavigation?: boolean;
  links?: Partial<PublicLinks>;
  onNavigate?: NavigateHandler;
  children: ReactNode;
};

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  background: ${tokens.color.bg};
`;

const Header = styled.header`
  border-bottom: 1px solid ${tokens.color.border};
  background: ${tokens.color.surfaceRaised};
`;

const HeaderInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['3']};
  max-width: 72rem;
  margin: 0 auto;
  padding: ${tokens.space['3']} ${tokens.space['6']};

  ${media.mobile} {
    padding: ${tokens.space['3']} ${tokens.space['4']};
  }
`;

const Brand = styled(AppLink)`
  font-size: ${tokens.font.sizeXl};
  font-weight: ${tokens.font.weightBold};
  color: ${tokens.color.text};
  text-decoration: none;
`;

const Nav = styled.nav<{ $open: boolean }>`
  ${media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    flex-basis: 100%;
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${tokens.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const NavLink = styled(AppLink)`
  display: block;
  padding: ${tokens.space['2']} ${tokens.space['3']};
  border-radius: ${tokens.radius.md};
  color: ${tokens.color.text};
  font-weight: ${tokens.font.weightMedium};
  text-decoration: none;

  &:hover {
    background: ${tokens.color.secondary};
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${tokens.space['8']} ${tokens.space['6']};

  ${media.mobile} {
    padding: ${tokens.space['6']} ${tokens.space['4']};
  }
`;

const Footer = styled.footer`
  border-top: 1px solid ${tokens.color.border};
  padding: ${tokens.space['6']};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  text-align: center;
`;

/** Public layout: header with the brand and the main links, the page, the footer. */
export function PublicLayout({
  year,
  hideNavigation = false,
  links,
  onNavigate,
  children,
}: PublicLayoutProps) {
  const hrefs = { ...DEFAULT_PUBLIC_LINKS, ...links };
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const navId = useId();
  const navigate: NavigateHandler = (target) => {
    setIsMenuOpen(false);
    onNavigate?.(target);
  };
  const navigateProp = onNavigate ? navigate : undefined;

  return (
    <Shell>
      <Header>
        <HeaderInner>
          <Brand href={hrefs.home} onNavigate={navigateProp}>
            Bitácora
          </Brand>
          {hideNavigation ? null : (
            <>
              <MenuToggle
                isOpen={isMenuOpen}
                controls={navId}
                onToggle={() => setIsMenuOpen((open) => !open)}
              />
              <Nav id={navId} aria-label="Principal" $open={isMenuOpen}>
                <NavList>
                  <li>
                    <NavLink href={hrefs.login} onNavigate={navigateProp}>
                      Iniciar sesión
                    </NavLink>
                  </li>
                  <li>
                    <NavLink href={hrefs.signup} onNavigate={navigateProp}>
                      Regístrate
                    </NavLink>
                  </li>
                  <li>
                    {/* The landing's own section: a whole page load from the panel. */}
                    <NavLink href={hrefs.about}>Acerca de</NavLink>
                  </li>
                </NavList>
              </Nav>
            </>
          )}
        </HeaderInner>
      </Header>
      <Main>{children}</Main>
      <Footer>
        <p>© {year} Bitácora. Todos los derechos reservados.</p>
      </Footer>
    </Shell>
  );
}
