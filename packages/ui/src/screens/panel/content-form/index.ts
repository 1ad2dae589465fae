export {
  ContentForm,
  type ContentFormEdit,
  type ContentFormInitial,
  type ContentFormLanguages,
  type ContentFormProps,
  type ContentFormSettings,
  type ContentFormValues,
} from './content-form';
export { ContentFormFrame, type ContentFormFrameProps } from './content-form-frame';
export type { ContentFormScreenProps } from './content-form-screen-props';
export { ContentFormSkeleton, type ContentFormSkeletonProps } from './content-form-skeleton';
export type { TierChoice } from './visibility-tiers-field';
