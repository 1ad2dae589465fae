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
