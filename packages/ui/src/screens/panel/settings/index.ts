export {
  type SettingsFormValues,
  SettingsScreen,
  type SettingsScreenProps,
} from './settings-screen';
