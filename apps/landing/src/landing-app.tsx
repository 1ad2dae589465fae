import { GlobalStyle, LandingScreen, PublicLayout } from '@bitacora/ui';
import { HEADER_LINKS, LANDING_LINKS } from './panel-links';

export type LandingAppProps = {
  /** The footer's year, the build's. */
  year: number;
};

/**
 * The landing in the public layout (docs/product.md#landing); its links are plain links to the
 * panel.
 */
export function LandingApp({ year }: LandingAppProps) {
  return (
    <>
      <GlobalStyle />
      <PublicLayout year={year} links={HEADER_LINKS}>
        <LandingScreen links={LANDING_LINKS} />
      </PublicLayout>
    </>
  );
}
