import type { Language } from '@bitacora/domain';

/**
 * On a blog's host, what a feature's own pages there (the members') get from the public site:
 * the blog, and its page frame in the blog's template and language. Set by the public site's
 * middleware before the request goes on to the feature's routes; unset on the app's own hosts.
 */
export interface BlogPage {
  blogId: number;
  /** The blog's title as its pages show it. */
  name: string;
  language: Language;
  /** `https://blog.example` or `http://demo.localhost:3000`, no trailing slash. */
  origin: string;
  /** Members may join and sign in (PRO, and turned on in the settings). */
  membersEnabled: boolean;
  /**
   * A page of the blog around `main` (already escaped HTML), never cached; `member` says
   * which link the header shows.
   */
  render(page: { status: number; title: string; main: string; member: boolean }): Response;
}
