export { Field, type FieldIds, type FieldOwnProps } from './field';
export { controlStyles } from './field.styles';
