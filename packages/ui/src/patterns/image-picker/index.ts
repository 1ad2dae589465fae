export { ImagePicker, type ImagePickerChange, type ImagePickerProps } from './image-picker';
