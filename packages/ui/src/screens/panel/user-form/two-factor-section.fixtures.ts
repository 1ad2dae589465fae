import { fn } from 'storybook/test';

/** What the two-factor section asks of its app, each a spy. */
export const twoFactorActions = () => ({
  onStart: fn(),
  onConfirm: fn(),
  onCancelEnrolment: fn(),
  onRecoveryCodesSaved: fn(),
  onDisable: fn(),
  onRegenerate: fn(),
});
