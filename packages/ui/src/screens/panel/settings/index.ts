export { PaymentConnection, type PaymentConnectionProps } from './payment-connection';
export {
  type SettingsFormValues,
  SettingsScreen,
  type SettingsScreenProps,
} from './settings-screen';
export { type SettingsSection, SettingsSections } from './settings-sections';
