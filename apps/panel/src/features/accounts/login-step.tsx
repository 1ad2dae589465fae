// The second step of a sign-in (a code, or enrolling in two-factor) is its own chunk: most
// accounts never see it, and the login screen's first download has a budget.
export { LoginStepScreen } from '@bitacora/ui';
