export {
  type RecommendationEditorState,
  RecommendationFormModal,
  type RecommendationFormModalProps,
  type RecommendationFormValues,
} from './recommendation-form-modal';
export { RecommendationsScreen, type RecommendationsScreenProps } from './recommendations-screen';
