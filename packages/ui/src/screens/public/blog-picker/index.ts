export { BlogPickerScreen, type BlogPickerScreenProps } from './blog-picker-screen';
