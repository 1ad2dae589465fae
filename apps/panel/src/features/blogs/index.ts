/** What other parts of the panel use of blogs: the sidebar's link to the blog itself. */
export { useOwnVisitLink } from './use-own-visit-link.ts';
