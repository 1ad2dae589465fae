import type { Decorator } from '@storybook/react-vite';
import { PublicLayout } from '../../layouts/public-layout/public-layout';

/** Stories show public screens as the app does: inside the public layout. */
export const inPublicLayout =
  (options: { hideNavigation?: boolean } = {}): Decorator =>
  (Story) => (
    <PublicLayout year={2026} hideNavigation={options.hideNavigation}>
      <Story />
    </PublicLayout>
  );

/** The viewport option of `.storybook/preview.tsx` for a 375 px phone. */
export const MOBILE_GLOBALS = { viewport: { value: 'mobile375', isRotated: false } } as const;
