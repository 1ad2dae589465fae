export {
  EnrolmentForm,
  type EnrolmentFormProps,
  RecoveryCodesPanel,
  type RecoveryCodesPanelProps,
} from './two-factor';
