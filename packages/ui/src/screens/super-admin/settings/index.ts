export {
  PlatformSettingsScreen,
  type PlatformSettingsScreenProps,
} from './platform-settings-screen';
