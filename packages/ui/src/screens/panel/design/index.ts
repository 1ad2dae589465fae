export {
  DEFAULT_DESIGN,
  DesignScreen,
  type DesignScreenProps,
  type DesignValues,
  designValuesOf,
} from './design-screen';
