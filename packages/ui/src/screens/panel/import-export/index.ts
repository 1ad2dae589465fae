export {
  type ImportAction,
  ImportExportScreen,
  type ImportExportScreenProps,
} from './import-export-screen';
