import { PANEL_SCREENS, RECOMMENDATION_MESSAGES, TRANSFER_MESSAGES } from '@bitacora/domain';
import styled from 'styled-components';
import { AppLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { tokens } from '../../../tokens/tokens';

export type SettingsSection = 'general' | 'importExport' | 'recommendations';

const SECTIONS = [
  { key: 'general', label: 'General', href: PANEL_SCREENS.settings.path },
  { key: 'importExport', label: TRANSFER_MESSAGES.title, href: PANEL_SCREENS.importExport.path },
  {
    key: 'recommendations',
    label: RECOMMENDATION_MESSAGES.title,
    href: PANEL_SCREENS.recommendations.path,
  },
] as const;

const Tabs = styled.nav`
  margin-bottom: ${tokens.space['6']};
  border-bottom: 1px solid ${tokens.color.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space['1']};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    margin-bottom: -1px;
    padding: ${tokens.space['2']} ${tokens.space['3']};
    border-bottom: 2px solid transparent;
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weightMedium};
    text-decoration: none;
  }

  a:hover {
    color: ${tokens.color.text};
  }

  a[aria-current='page'] {
    border-bottom-color: ${tokens.color.primary};
    color: ${tokens.color.text};
  }

  a:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * Configuración's sections: the blog's settings, moving the blog in and out, and the sites it
 * recommends.
 */
export function SettingsSections({
  current,
  onNavigate,
}: {
  current: SettingsSection;
  onNavigate?: NavigateHandler;
}) {
  return (
    <Tabs aria-label="Secciones de Configuración">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <AppLink
              href={section.href}
              onNavigate={onNavigate}
              aria-current={section.key === current ? 'page' : undefined}
            >
              {section.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
