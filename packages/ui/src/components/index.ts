export * from './sortable-list';
