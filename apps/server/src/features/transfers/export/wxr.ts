import { cdata, escapeXml } from './xml.ts';

/**
 * WordPress eXtended RSS 1.2, as WordPress's exporter writes it (`export_wp()` in
 * wp-admin/includes/export.php), so its importer reads the file as one of its own. Written in
 * pieces (head, each item, foot) so a big blog is never one string.
 */

export type ContentStatus = 'DRAFT' | 'PUBLISHED' | 'SCHEDULED' | 'TRASHED';
export type CommentStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'SPAM';

const WP_STATUS: Record<ContentStatus, string> = {
  PUBLISHED: 'publish',
  SCHEDULED: 'future',
  DRAFT: 'draft',
  TRASHED: 'trash',
};

const WP_COMMENT_APPROVED: Record<CommentStatus, string> = {
  APPROVED: '1',
  PENDING: '0',
  SPAM: 'spam',
  REJECTED: 'trash',
};

/** WordPress's `Y-m-d H:i:s`, in UTC (`_gmt` fields) or in the blog's zone. */
export function wpDate(date: Date, timeZone?: string): string {
  if (!timeZone) return date.toISOString().slice(0, 19).replace('T', ' ');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export interface WxrChannel {
  title: string;
  /** The blog's address, `https://…`; empty when unknown. */
  link: string;
  description: string;
  language: string;
  exportedAt: Date;
}

export function wxrHead(channel: WxrChannel): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
	<title>${escapeXml(channel.title)}</title>
	<link>${escapeXml(channel.link)}</link>
	<description>${escapeXml(channel.description)}</description>
	<pubDate>${channel.exportedAt.toUTCString()}</pubDate>
	<language>${escapeXml(channel.language)}</language>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>${escapeXml(channel.link)}</wp:base_site_url>
	<wp:base_blog_url>${escapeXml(channel.link)}</wp:base_blog_url>
`;
}

export const wxrFoot = '</channel>\n</rss>\n';

export interface WxrAuthor {
  id: number;
  /** WordPress matches authors by login; the email is one no two members share. */
  login: string;
  email: string;
  displayName: string;
}

export function wxrAuthor(author: WxrAuthor): string {
  return `	<wp:author><wp:author_id>${author.id}</wp:author_id><wp:author_login>${cdata(author.login)}</wp:author_login><wp:author_email>${cdata(author.email)}</wp:author_email><wp:author_display_name>${cdata(author.displayName)}</wp:author_display_name><wp:author_first_name>${cdata('')}</wp:author_first_name><wp:author_last_name>${cdata('')}</wp:author_last_name></wp:author>\n`;
}

export interface WxrTerm {
  id: number;
  slug: string;
  name: string;
  /** The parent category's slug; empty for a top-level one (and for tags). */
  parentSlug?: string;
}

export function wxrCategory(term: WxrTerm): string {
  return `	<wp:category><wp:term_id>${term.id}</wp:term_id><wp:category_nicename>${cdata(term.slug)}</wp:category_nicename><wp:category_parent>${cdata(term.parentSlug ?? '')}</wp:category_parent><wp:cat_name>${cdata(term.name)}</wp:cat_name></wp:category>\n`;
}

export function wxrTag(term: WxrTerm): string {
  return `	<wp:tag><wp:term_id>${term.id}</wp:term_id><wp:tag_slug>${cdata(term.slug)}</wp:tag_slug><wp:tag_name>${cdata(term.name)}</wp:tag_name></wp:tag>\n`;
}

export interface WxrComment {
  id: number;
  authorName: string;
  authorEmail: string;
  content: string;
  status: CommentStatus;
  createdAt: Date;
  /** The comment it answers; 0 for one on the post itself. */
  parentId: number;
}

export interface WxrItem {
  id: number;
  type: 'post' | 'page' | 'attachment';
  title: string;
  /** Its public address; empty when unknown. */
  link: string;
  guid: string;
  slug: string;
  status: ContentStatus;
  /** Publication (or the scheduled moment, or creation for a draft). */
  date: Date;
  modified: Date;
  authorLogin: string;
  html: string;
  excerpt: string;
  category: { slug: string; name: string } | null;
  tags: { slug: string; name: string }[];
  /** Post meta, `_wp_old_slug` and `_thumbnail_id` among them. */
  meta: { key: string; value: string }[];
  comments: WxrComment[];
  /**
   * A version of a multilingual blog: its language and translation group as Polylang's two
   * taxonomies (`language`, `post_translations`); absent on a blog in one language.
   */
  translation?: { language: string; languageName: string; group: string | null };
  /** Attachments only: where the importer downloads the file from. */
  attachmentUrl?: string;
  parentId?: number;
}

export function wxrItem(item: WxrItem, timeZone: string): string {
  const lines = [
    '	<item>',
    `		<title>${cdata(item.title)}</title>`,
    `		<link>${escapeXml(item.link)}</link>`,
    `		<pubDate>${item.date.toUTCString()}</pubDate>`,
    `		<dc:creator>${cdata(item.authorLogin)}</dc:creator>`,
    `		<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
    '		<description></description>',
    `		<content:encoded>${cdata(item.html)}</content:encoded>`,
    `		<excerpt:encoded>${cdata(item.excerpt)}</excerpt:encoded>`,
    `		<wp:post_id>${item.id}</wp:post_id>`,
    `		<wp:post_date>${cdata(wpDate(item.date, timeZone))}</wp:post_date>`,
    `		<wp:post_date_gmt>${cdata(wpDate(item.date))}</wp:post_date_gmt>`,
    `		<wp:post_modified>${cdata(wpDate(item.modified, timeZone))}</wp:post_modified>`,
    `		<wp:post_modified_gmt>${cdata(wpDate(item.modified))}</wp:post_modified_gmt>`,
    `		<wp:comment_status>${cdata(item.type === 'post' ? 'open' : 'closed')}</wp:comment_status>`,
    `		<wp:ping_status>${cdata('closed')}</wp:ping_status>`,
    `		<wp:post_name>${cdata(item.slug)}</wp:post_name>`,
    `		<wp:status>${cdata(item.type === 'attachment' ? 'inherit' : WP_STATUS[item.status])}</wp:status>`,
    `		<wp:post_parent>${item.parentId ?? 0}</wp:post_parent>`,
    '		<wp:menu_order>0</wp:menu_order>',
    `		<wp:post_type>${cdata(item.type)}</wp:post_type>`,
    `		<wp:post_password>${cdata('')}</wp:post_password>`,
    '		<wp:is_sticky>0</wp:is_sticky>',
  ];
  if (item.attachmentUrl !== undefined)
    lines.push(`		<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>`);
  if (item.category)
    lines.push(
      `		<category domain="category" nicename="${escapeXml(item.category.slug)}">${cdata(item.category.name)}</category>`,
    );
  for (const tag of item.tags)
    lines.push(
      `		<category domain="post_tag" nicename="${escapeXml(tag.slug)}">${cdata(tag.name)}</category>`,
    );
  if (item.translation) {
    const { language, languageName, group } = item.translation;
    lines.push(
      `		<category domain="language" nicename="${escapeXml(language)}">${cdata(languageName)}</category>`,
    );
    if (group !== null)
      lines.push(
        `		<category domain="post_translations" nicename="pll_${escapeXml(group)}">${cdata(`pll_${group}`)}</category>`,
      );
  }
  for (const meta of item.meta)
    lines.push(
      `		<wp:postmeta><wp:meta_key>${cdata(meta.key)}</wp:meta_key><wp:meta_value>${cdata(meta.value)}</wp:meta_value></wp:postmeta>`,
    );
  for (const comment of item.comments) {
    lines.push(
      '		<wp:comment>',
      `			<wp:comment_id>${comment.id}</wp:comment_id>`,
      `			<wp:comment_author>${cdata(comment.authorName)}</wp:comment_author>`,
      `			<wp:comment_author_email>${cdata(comment.authorEmail)}</wp:comment_author_email>`,
      '			<wp:comment_author_url></wp:comment_author_url>',
      `			<wp:comment_author_IP>${cdata('')}</wp:comment_author_IP>`,
      `			<wp:comment_date>${cdata(wpDate(comment.createdAt, timeZone))}</wp:comment_date>`,
      `			<wp:comment_date_gmt>${cdata(wpDate(comment.createdAt))}</wp:comment_date_gmt>`,
      `			<wp:comment_content>${cdata(comment.content)}</wp:comment_content>`,
      `			<wp:comment_approved>${cdata(WP_COMMENT_APPROVED[comment.status])}</wp:comment_approved>`,
      `			<wp:comment_type>${cdata('comment')}</wp:comment_type>`,
      `			<wp:comment_parent>${comment.parentId}</wp:comment_parent>`,
      '			<wp:comment_user_id>0</wp:comment_user_id>',
      '		</wp:comment>',
    );
  }
  lines.push('	</item>', '');
  return lines.join('\n');
}
