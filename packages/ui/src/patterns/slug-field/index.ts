export { type SlugAvailability, SlugField, type SlugFieldProps } from './slug-field';
