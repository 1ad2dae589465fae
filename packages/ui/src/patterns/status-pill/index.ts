export { type PillStatus, StatusPill, type StatusPillProps } from './status-pill';
