export {
  DesignPreview,
  type DesignPreviewProps,
  type PreviewItem,
  previewAddress,
} from './design-preview';
export {
  DEFAULT_DESIGN,
  DesignScreen,
  type DesignScreenProps,
  type DesignValues,
  designValuesOf,
} from './design-screen';
