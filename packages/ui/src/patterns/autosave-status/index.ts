export { AutosaveStatus, type AutosaveStatusProps } from './autosave-status';
