/** What other parts of the panel use of comments: the sidebar's pending count. */
export { PendingCommentsRefresh, usePendingComments } from './pending-comments.tsx';
