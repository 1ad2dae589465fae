import {
  formatMoney,
  formatPublicDate,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  type LanguageVersion,
  READER_MEMBERSHIP_MESSAGES,
  suggestedTips,
  TIP_MESSAGE_MAX,
  TIP_NAME_MAX,
  tagPath,
} from '@bitacora/domain';
import { escapeHtml, safeHref } from '../../../platform/http/html.ts';
import { ACCOUNT_PATH, SIGN_IN_PATH } from '../../members/index.ts';
import { TIP_PATH } from '../../memberships/index.ts';
import { pageLanguagePath } from '../addresses.ts';
import { commentRefusalTable } from '../comment-refusals.ts';
import { PUBLIC_MESSAGES } from '../messages.ts';
import { imageTag, type Picture } from '../pictures.ts';
import type { PublicComment } from '../queries.ts';
import type { Site } from '../site.ts';

/** A post as lists show it. */
export interface PostCard {
  title: string;
  slug: string;
  /** The post's own address, in its language (`itemPath`). */
  href: string;
  excerpt: string;
  publishedAt: Date | null;
  authorName: string | null;
  /** The author's page on the blog, when they have one. */
  authorHref?: string | null;
  category: { name: string; slug: string } | null;
  picture: Picture | null;
}

export interface PostView extends PostCard {
  content: string;
  /** The post's language and its other published versions, for the language switcher. */
  language?: LanguageVersion['language'];
  versions?: readonly LanguageVersion[];
  /** The featured image's alternative text, and its caption ('' for none). */
  imageAlt: string;
  imageCaption: string;
  readingMinutes: number;
  /** Marks the article's end for the read beacon (a counted blog's published post). */
  readBeacon?: boolean;
  authorBio: string | null;
  series: {
    title: string;
    slug: string;
    position: number;
    count: number;
    previous: { title: string; href: string } | null;
    next: { title: string; href: string } | null;
  } | null;
  comments: PublicComment[];
  /** False when the post, its age or the blog closes it: the page says so instead of the form. */
  commentsOpen?: boolean;
  tags?: { name: string; slug: string }[];
  /** Posts to read after this one: public ones, their title, excerpt and date only. */
  related?: RelatedPost[];
}

export interface RelatedPost {
  title: string;
  /** Its own address, in its language. */
  href: string;
  excerpt: string;
  publishedAt: Date | null;
}

/** 'Related posts' under a post: links, dates and public excerpts, nothing past a paywall. */
function relatedList(site: Site, related: PostView['related']): string {
  if (!related || related.length === 0) return '';
  const items = related
    .map(
      (post) =>
        `<li><a href="${escapeHtml(post.href)}">${escapeHtml(post.title)}</a> <span class="meta">${dateTag(site, post.publishedAt)}</span>${
          post.excerpt && site.layout.showExcerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : ''
        }</li>`,
    )
    .join('');
  return `<section class="box related" aria-labelledby="relacionadas"><h2 id="relacionadas">${escapeHtml(site.t.relatedPosts)}</h2><ul>${items}</ul></section>`;
}

/** A month of the archive by name, capitalised ('Marzo de 2026'; `year` false: 'Marzo'). */
export function monthName(site: Site, year: number, month: number, withYear = true): string {
  const name = new Intl.DateTimeFormat(LANGUAGE_LOCALES[site.pageLanguage], {
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 15));
  return name.charAt(0).toLocaleUpperCase(site.pageLanguage) + name.slice(1);
}

/** The archive's address of a month: `/archive/2026/03`. */
export const archiveMonthPath = (year: number, month: number) =>
  `/archive/${year}/${String(month).padStart(2, '0')}`;

/** The archive's index: each year's months with published posts and how many, newest first. */
export function archiveIndex(
  site: Site,
  heading: string,
  months: readonly { year: number; month: number; posts: number }[],
): string {
  const years = [...new Set(months.map((m) => m.year))];
  const sections = years
    .map(
      (year) =>
        `<section class="archive-year" aria-labelledby="archivo-${year}"><h2 id="archivo-${year}"><a href="${pageLanguagePath(site, `/archive/${year}`)}">${year}</a></h2><ul class="archive-months">${months
          .filter((m) => m.year === year)
          .map(
            (m) =>
              `<li><a href="${pageLanguagePath(site, archiveMonthPath(m.year, m.month))}">${escapeHtml(monthName(site, m.year, m.month, false))}</a> <span class="meta">(${escapeHtml(site.t.archivePosts(m.posts))})</span></li>`,
          )
          .join('')}</ul></section>`,
    )
    .join('');
  return `<h1>${escapeHtml(heading)}</h1>${sections || `<p>${escapeHtml(site.t.noPosts)}</p>`}`;
}

/**
 * The sites the blog recommends, in the order it added them: each its title linking to it (the
 * blogger's own choice, so a plain `noopener`), its host and the reason when there is one.
 */
export function recommendationList(
  site: Site,
  items: readonly { url: string; title: string; reason: string }[],
): string {
  const entries = items
    .map((item) => {
      const href = safeHref(item.url);
      if (href === null) return '';
      const host = new URL(href).host.replace(/^www\./, '');
      const reason = item.reason ? `<p>${escapeHtml(item.reason)}</p>` : '';
      return `<li><h2><a href="${escapeHtml(href)}" rel="noopener">${escapeHtml(item.title)}</a></h2><p class="meta">${escapeHtml(host)}</p>${reason}</li>`;
    })
    .join('');
  return `<h1>${escapeHtml(site.t.recommendations)}</h1><p>${escapeHtml(site.t.recommendationsIntro(site.title))}</p><ul class="recommendations">${entries}</ul>`;
}

/** The post's tags, each linking to its tag page. */
function tagList(site: Site, tags: PostView['tags']): string {
  if (!tags || tags.length === 0) return '';
  return `<nav class="tags" aria-label="${escapeHtml(site.t.tags)}"><ul>${tags
    .map(
      (tag) =>
        `<li><a href="${pageLanguagePath(site, tagPath(encodeURIComponent(tag.slug)))}" rel="tag">${escapeHtml(tag.name)}</a></li>`,
    )
    .join('')}</ul></nav>`;
}

export interface CommentFormState {
  /** After a successful send without JavaScript. */
  sent?: boolean;
  /** The comment being answered (`?responder={uuid}`), when it is one the page shows. */
  replyTo?: string;
  errors?: string[];
  values?: { authorName?: string; authorEmail?: string; content?: string; notifyReplies?: boolean };
}

const CARD_SIZES = {
  default: '(min-width: 46rem) 43.5rem, 100vw',
  minimal: '(min-width: 38rem) 35.5rem, 100vw',
  professional: '(min-width: 960px) 24rem, (min-width: 700px) 45vw, 100vw',
};

function dateTag(site: Site, date: Date | null): string {
  if (!date) return '';
  return `<time datetime="${date.toISOString()}">${escapeHtml(formatPublicDate(date, site.pageLanguage, { timeZone: site.timeZone }))}</time>`;
}

/** The author's name, linked to their page when they have one. */
function authorName(site: Site, post: PostCard): string {
  const name = escapeHtml(post.authorName ?? site.t.unknownAuthor);
  return post.authorHref
    ? `<a class="author" rel="author" href="${escapeHtml(post.authorHref)}">${name}</a>`
    : `<span class="author">${name}</span>`;
}

function byline(
  site: Site,
  post: PostCard,
  readingMinutes?: number,
  commentCount?: number,
): string {
  const parts = [
    site.layout.showAuthor ? `${escapeHtml(site.t.by)} ${authorName(site, post)}` : '',
    dateTag(site, post.publishedAt),
    post.category
      ? `${escapeHtml(site.t.inCategory)} <a href="${pageLanguagePath(site, `/category/${encodeURIComponent(post.category.slug)}`)}">${escapeHtml(post.category.name)}</a>`
      : '',
    readingMinutes === undefined || !site.layout.showReadingTime
      ? ''
      : `<span class="reading-time">${escapeHtml(site.t.readingTime(readingMinutes))}</span>`,
    commentCount === undefined
      ? ''
      : `<a class="comment-count" href="#comentarios">${escapeHtml(site.t.commentCount(commentCount))}</a>`,
  ];
  return `<p class="meta">${parts.filter(Boolean).join(' · ')}</p>`;
}

function card(site: Site, post: PostCard, index: number): string {
  const href = escapeHtml(post.href);
  const image = post.picture
    ? `<a href="${href}" tabindex="-1" aria-hidden="true">${imageTag(post.picture, {
        alt: '',
        sizes: CARD_SIZES[site.template],
        eager: index === 0,
      })}</a>`
    : '';
  return `<article class="card">${image}<h2><a href="${href}">${escapeHtml(post.title)}</a></h2>${byline(site, post)}${
    post.excerpt && site.layout.showExcerpt ? `<p>${escapeHtml(post.excerpt)}</p>` : ''
  }</article>`;
}

/** Page n of a listing at `path`, ready for an attribute. */
const pageLink = (path: string) => (n: number) => (n === 1 ? path : `${path}?page=${n}`);

/**
 * A listing's neighbouring pages for the head's `rel="prev"`/`rel="next"` links; `link` as in
 * {@link pager}.
 */
export function pageNeighbours(
  path: string,
  page: number,
  pages: number,
  link = pageLink(path),
): { prev: string | null; next: string | null } {
  return {
    prev: page > 1 && page <= pages ? link(page - 1) : null,
    next: page < pages ? link(page + 1) : null,
  };
}

/** Links to a listing's pages; `link` makes page n's address, ready for an attribute. */
export function pager(
  site: Site,
  path: string,
  page: number,
  pages: number,
  link = pageLink(path),
): string {
  if (pages <= 1) return '';
  return `<nav class="pager" aria-label="${escapeHtml(site.t.pagination)}">${
    page > 1
      ? `<a href="${link(page - 1)}" rel="prev">← ${escapeHtml(site.t.newer)}</a>`
      : '<span></span>'
  }<span class="meta">${escapeHtml(site.t.pageOf(page, pages))}</span>${
    page < pages
      ? `<a href="${link(page + 1)}" rel="next">${escapeHtml(site.t.older)} →</a>`
      : '<span></span>'
  }</nav>`;
}

/** A heading and a list of posts: the home page, a category, a series. */
export function postList(
  site: Site,
  input: {
    heading: string;
    intro?: string;
    /** A cover under the heading (a series'). */
    cover?: { picture: Picture; alt: string } | null;
    posts: PostCard[];
    pager?: string;
    headingLevel?: 1 | 2;
    /** The home page of a blog that chose the grid. */
    grid?: boolean;
  },
): string {
  const level = input.headingLevel ?? 1;
  const heading = `<h${level}>${escapeHtml(input.heading)}</h${level}>`;
  const intro = input.intro ? `<p class="meta">${escapeHtml(input.intro)}</p>` : '';
  const cover = input.cover ? heroImage(site, input.cover.picture, input.cover.alt) : '';
  const cards =
    input.posts.length === 0
      ? `<p>${escapeHtml(site.t.noPosts)}</p>`
      : `<div class="${input.grid ? 'cards cards-grid' : 'cards'}">${input.posts.map((post, i) => card(site, post, i)).join('')}</div>`;
  return `${heading}${intro}${cover}${cards}${input.pager ?? ''}`;
}

function seriesNav(site: Site, post: PostView): string {
  const series = post.series;
  if (!series) return '';
  const title = site.showSeriesPages
    ? `<a href="${pageLanguagePath(site, `/series/${encodeURIComponent(series.slug)}`)}">${escapeHtml(series.title)}</a>`
    : escapeHtml(series.title);
  const link = (target: { title: string; href: string } | null, label: string, rel: string) =>
    target
      ? `<a href="${escapeHtml(target.href)}" rel="${rel}">${escapeHtml(label)}: ${escapeHtml(target.title)}</a>`
      : '<span></span>';
  return `<nav class="box series-nav" aria-label="${escapeHtml(site.t.series)}"><p><strong>${escapeHtml(site.t.series)}: ${title}</strong> · <span class="part">${escapeHtml(
    site.t.part(series.position, series.count),
  )}</span></p><div class="links">${link(series.previous, site.t.previousPart, 'prev')}${link(series.next, site.t.nextPart, 'next')}</div></nav>`;
}

/**
 * The comment form, enhanced: sent as JSON to `POST /api/comments` without leaving the page;
 * on a network failure the form is submitted the plain way.
 */
/**
 * The read beacon of a counted blog's post (docs/decisions/028-private-analytics.md): once the
 * end of the article is on screen, one empty POST; nothing at all under Do-Not-Track or Global
 * Privacy Control, or without sendBeacon and IntersectionObserver.
 */
export const READ_SCRIPT = `(function(){var n=navigator,w=window,e=document.querySelector('[data-read-end]');if(!e||!n.sendBeacon||!w.IntersectionObserver||n.doNotTrack==='1'||w.doNotTrack==='1'||n.globalPrivacyControl)return;var o=new IntersectionObserver(function(x){if(x[0]&&x[0].isIntersecting){o.disconnect();n.sendBeacon('/api/analytics/read/'+encodeURIComponent(e.getAttribute('data-read-end')))}});o.observe(e)})()`;

export const COMMENT_SCRIPT = `document.querySelectorAll('form.comment-form').forEach(function(f){if(window.fetch)fetch('/api/comments/form-token/'+encodeURIComponent(f.elements.postUuid.value)).then(function(r){return r.json()}).then(function(j){if(j.token)f.elements.formToken.value=j.token}).catch(function(){});f.addEventListener('submit',function(e){if(!window.fetch)return;e.preventDefault();var d=new FormData(f),b={};d.forEach(function(v,k){b[k]=v});var s=f.querySelector('[role=status]'),btn=f.querySelector('button');btn.disabled=true;fetch('/api/comments',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(b)}).then(function(r){return r.json().then(function(j){if(r.ok){f.reset();s.textContent=f.dataset.pending}else{var m=f.dataset.errors&&JSON.parse(f.dataset.errors),e=String(j.error||''),n=5381,i;for(i=0;i<e.length;i++)n=((n*33)^e.charCodeAt(i))>>>0;s.textContent=m?m[n]||m[0]:j.error||f.dataset.error}})}).catch(function(){f.submit()}).finally(function(){btn.disabled=false})})})`;

/** A counted blog's post page runs both in its one inline script. */
export const COMMENT_AND_READ_SCRIPT = `${COMMENT_SCRIPT};${READ_SCRIPT}`;

/** A comment, its replies nested under it (one level), each reply marked when it is the blog's. */
function commentItem(site: Site, postHref: string, c: PublicComment): string {
  const t = site.t;
  const head = `<p class="meta"><strong>${escapeHtml(c.authorName)}</strong> · ${dateTag(site, c.createdAt)}${
    c.isStaffReply ? ` · <span class="staff">${escapeHtml(t.staffReply)}</span>` : ''
  }${
    c.sourceUrl
      ? ` · <a class="mention" href="${escapeHtml(c.sourceUrl)}" rel="nofollow ugc">${escapeHtml(t.mention)}</a>`
      : ''
  }</p><p>${escapeHtml(c.content)}</p>`;
  if (!c.replies) return `<article class="comment reply">${head}</article>`;
  const replies =
    c.replies.length > 0
      ? `<div class="replies">${c.replies.map((r) => commentItem(site, postHref, r)).join('')}</div>`
      : '';
  const answer = `<p class="reply-link"><a href="${escapeHtml(postHref)}?${REPLY_PARAM}=${encodeURIComponent(c.uuid)}#comentar">${escapeHtml(t.reply)}</a></p>`;
  return `<article class="comment" id="comentario-${escapeHtml(c.uuid)}">${head}${answer}${replies}</article>`;
}

/** How many comments a post shows, replies included. */
export const shownCommentCount = (comments: readonly PublicComment[]) =>
  comments.reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0);

/** The query of a comment's 'Responder' link: the page then shows the form answering it. */
export const REPLY_PARAM = 'responder';

function commentForm(
  site: Site,
  post: PostView & { uuid: string },
  state: CommentFormState,
): string {
  const t = site.t;
  if (post.commentsOpen === false) {
    return `<p class="comments-closed" id="comentar">${escapeHtml(t.commentsClosed)}</p>`;
  }
  const commenter = site.commentsMembersOnly ? site.commenter : null;
  if (site.commentsMembersOnly && commenter === null) {
    // Without members on the blog there is nowhere to sign in: the line says so only.
    const line = site.membersEnabled
      ? `<a href="${SIGN_IN_PATH}">${escapeHtml(t.signInToComment)}</a>`
      : escapeHtml(t.commentsMembersOnly);
    return `<p class="comments-members" id="comentar">${line}</p>`;
  }
  const parent = state.replyTo
    ? post.comments.find((c) => c.uuid === state.replyTo && c.replies)
    : undefined;
  const replying = parent
    ? `<p class="notice">${escapeHtml(t.replyingTo(parent.authorName))} · <a href="${escapeHtml(post.href)}#comentar">${escapeHtml(t.cancelReply)}</a></p>
<input type="hidden" name="parentUuid" value="${escapeHtml(parent.uuid)}">`
    : '';
  const values = state.values ?? {};
  // The API's refusals, said in Spanish, as the page's script shows them in its language.
  const refusals = commentRefusalTable(site.pageLanguage);
  const notice = state.sent
    ? `<p class="notice" role="status">${escapeHtml(t.pending)}</p>`
    : state.errors && state.errors.length > 0
      ? `<div class="errors" role="alert"><p>${escapeHtml(t.commentError)}</p><ul>${state.errors
          .map((error) => `<li>${escapeHtml(error)}</li>`)
          .join('')}</ul></div>`
      : '';
  return `<h3 id="comentar">${escapeHtml(t.leaveComment)}</h3>${notice}
<form class="comment-form" method="post" action="${escapeHtml(post.href)}/comments" data-pending="${escapeHtml(t.pending)}" data-error="${escapeHtml(t.commentError)}"${refusals ? ` data-errors="${escapeHtml(JSON.stringify(refusals))}"` : ''}>
<input type="hidden" name="postUuid" value="${escapeHtml(post.uuid)}">${replying}
<input type="hidden" name="formToken" value="">
<label>${escapeHtml(t.name)}<input name="authorName" autocomplete="name" required maxlength="100" value="${escapeHtml(values.authorName ?? commenter?.name)}"></label>
<label>${escapeHtml(t.email)} <span class="hint">${escapeHtml(t.emailHint)}</span><input type="email" name="authorEmail" autocomplete="email" required maxlength="254" value="${escapeHtml(commenter ? commenter.email : values.authorEmail)}"${commenter ? ' readonly' : ''}></label>
<label>${escapeHtml(t.comment)}<textarea name="content" required maxlength="2000">${escapeHtml(values.content)}</textarea></label>
<label class="notify"><input type="checkbox" name="notifyReplies" value="on"${values.notifyReplies ? ' checked' : ''}> ${escapeHtml(t.notifyReplies)}</label>
<div class="hp" aria-hidden="true"><label>${escapeHtml(t.website)}<input name="website" tabindex="-1" autocomplete="off"></label></div>
<p role="status" aria-live="polite"></p>
<button type="submit">${escapeHtml(t.send)}</button>
</form>`;
}

/** How wide the template's column is, for `sizes` of the images that fill it. */
export function columnSizes(site: Pick<Site, 'template'>): string {
  return site.template === 'professional'
    ? '(min-width: 960px) 50rem, 100vw'
    : '(min-width: 46rem) 43.5rem, 100vw';
}

/** The wide image under a heading (a post's, a series' cover), as wide as the template's column. */
function heroImage(site: Site, picture: Picture, alt: string): string {
  return imageTag(picture, {
    alt,
    sizes: columnSizes(site),
    eager: true,
    className: 'hero',
  });
}

export function postArticle(
  site: Site,
  post: PostView & { uuid: string },
  state: CommentFormState,
): string {
  const hero = post.picture
    ? `<figure class="hero-figure">${heroImage(site, post.picture, post.imageAlt)}${
        post.imageCaption ? `<figcaption>${escapeHtml(post.imageCaption)}</figcaption>` : ''
      }</figure>`
    : '';
  const comments =
    post.comments.length === 0
      ? `<p>${escapeHtml(site.t.noComments)}</p>`
      : post.comments.map((c) => commentItem(site, post.href, c)).join('');
  const shown = shownCommentCount(post.comments);
  return `<article class="post"><header><h1 class="post-title">${escapeHtml(post.title)}</h1>${byline(site, post, post.readingMinutes, shown)}${languageSwitcher(post.language, post.versions)}</header>${hero}${seriesNav(site, post)}<div class="content">${post.content}</div>${
    post.readBeacon ? `<div data-read-end="${escapeHtml(post.uuid)}"></div>` : ''
  }${tagList(site, post.tags)}${
    post.authorBio
      ? `<aside class="box author-box"><p><strong>${
          post.authorHref
            ? `<a href="${escapeHtml(post.authorHref)}">${escapeHtml(post.authorName ?? '')}</a>`
            : escapeHtml(post.authorName ?? '')
        }</strong></p><p>${escapeHtml(post.authorBio)}</p></aside>`
      : ''
  }</article>${relatedList(site, post.related)}${tipForm(site)}
<section class="comments" id="comentarios" aria-labelledby="comentarios-titulo"><h2 id="comentarios-titulo">${escapeHtml(site.t.comments)} (${shown})</h2>${comments}${commentForm(site, post, state)}</section>`;
}

/**
 * 'Invítame un café' at the foot of a post, where the blog takes tips: one, three or five coffees
 * or an amount the reader types, and an optional name and message. A plain form: it works without
 * JavaScript, and its answer links to the provider's page.
 */
export function tipForm(site: Site): string {
  const currency = site.tipCurrency;
  // Offered once the blog's own MercadoPago account can take it.
  if (!currency || !site.paymentsConnected) return '';
  const M = READER_MEMBERSHIP_MESSAGES[site.pageLanguage];
  const choices = suggestedTips(currency)
    .map(
      (amount, i) =>
        `<label><input type="radio" name="amount" value="${amount}"${i === 0 ? ' checked' : ''}> ${escapeHtml(formatMoney(amount, currency, site.pageLanguage))}</label>`,
    )
    .join(' ');
  return `<section class="box tip" id="propina" aria-labelledby="propina-titulo"><h2 id="propina-titulo">${escapeHtml(M.tipsTitle)}</h2><p>${escapeHtml(M.tipsIntro)}</p><form method="post" action="${pageLanguagePath(site, TIP_PATH)}"><fieldset><legend>${escapeHtml(M.tipAmount)}</legend>${choices} <label>${escapeHtml(M.tipOther)} <input name="other" inputmode="decimal" size="8" autocomplete="off"></label></fieldset><p><label>${escapeHtml(M.tipName)} <input name="name" maxlength="${TIP_NAME_MAX}" autocomplete="name"></label></p><p><label>${escapeHtml(M.tipMessage)} <textarea name="message" maxlength="${TIP_MESSAGE_MAX}" rows="2"></textarea></label></p><p><button type="submit">${escapeHtml(M.tipButton)}</button></p></form></section>`;
}

/** The paywall box's class, named by the page's JSON-LD. */
export const PAYWALL_CLASS = 'paywall';

/**
 * Where a gated item's free preview ends: what the rest needs, and where to get it. Its class is
 * the one the page's JSON-LD names as the part not free to read (Google's paywalled content).
 * Without members on the blog there is nowhere to go: the box says so only.
 */
export function paywallBox(
  site: Site,
  locked: 'members' | 'paid',
  tiers: readonly string[] = [],
): string {
  const paidTitle =
    tiers.length > 0
      ? site.t.paidTiersBox(
          new Intl.ListFormat(site.pageLanguage, { type: 'disjunction' }).format(tiers),
        )
      : site.t.paidOnlyBox;
  const [title, text, href, label] =
    locked === 'members'
      ? [site.t.membersOnlyBox, site.t.joinToRead, SIGN_IN_PATH, site.t.signIn]
      : [paidTitle, site.t.upgradeToRead, ACCOUNT_PATH, site.t.myAccount];
  const link = site.membersEnabled
    ? `<p>${escapeHtml(text)}</p><p><a href="${href}">${escapeHtml(label)}</a></p>`
    : '';
  return `<aside class="box ${PAYWALL_CLASS}"><p><strong>${escapeHtml(title)}</strong></p>${link}</aside>`;
}

/**
 * The head of an author's page: their picture, name, bio and social links; their posts follow.
 */
export function authorHead(
  site: Site,
  author: {
    name: string;
    bio: string | null;
    picture: Picture | null;
    social: readonly { name: string; href: string }[];
  },
): string {
  const picture = author.picture
    ? imageTag(author.picture, {
        alt: author.name,
        sizes: '8rem',
        eager: true,
        className: 'avatar',
      })
    : '';
  const social =
    author.social.length > 0
      ? `<nav aria-label="${escapeHtml(site.t.authorSocialLinks(author.name))}"><ul class="author-social">${author.social
          .map(
            (link) =>
              `<li><a href="${escapeHtml(link.href)}" rel="me noopener">${escapeHtml(link.name)}</a></li>`,
          )
          .join('')}</ul></nav>`
      : '';
  return `<header class="author-head">${picture}<p class="meta">${escapeHtml(site.t.author)}</p><h1>${escapeHtml(author.name)}</h1>${
    author.bio ? `<p class="bio">${escapeHtml(author.bio)}</p>` : ''
  }${social}</header>`;
}

/**
 * The other published versions of a post or page, each a link named in its own language
 * (docs/decisions/074-language-addresses.md); nothing when the text is in one language only.
 */
export function languageSwitcher(
  language: LanguageVersion['language'] | undefined,
  versions: readonly LanguageVersion[] | undefined,
): string {
  const others = versions?.filter((v) => v.language !== language) ?? [];
  if (language === undefined || others.length === 0) return '';
  const links = others
    .map(
      (v) =>
        `<li><a href="${escapeHtml(v.href)}" hreflang="${v.language}" lang="${v.language}">${escapeHtml(LANGUAGE_NAMES[v.language])}</a></li>`,
    )
    .join('');
  return `<nav class="translations" aria-label="${escapeHtml(PUBLIC_MESSAGES[language].otherLanguages)}"><ul>${links}</ul></nav>`;
}

export function staticPage(page: {
  title: string;
  content: string;
  picture: Picture | null;
  language?: LanguageVersion['language'];
  versions?: readonly LanguageVersion[];
}): string {
  const hero = page.picture
    ? imageTag(page.picture, {
        alt: page.title,
        sizes: '(min-width: 46rem) 43.5rem, 100vw',
        eager: true,
        className: 'hero',
      })
    : '';
  return `<article class="page"><h1 class="post-title">${escapeHtml(page.title)}</h1>${languageSwitcher(page.language, page.versions)}${hero}<div class="content">${page.content}</div></article>`;
}

/** A post or page in the trash: gone on purpose, not a broken link. */
export function goneBody(site: Site): string {
  return `<h1>${escapeHtml(site.t.goneTitle)}</h1><p>${escapeHtml(site.t.goneText)}</p><p><a href="/">${escapeHtml(site.t.backHome)}</a></p>`;
}

export function notFoundBody(site: Site): string {
  return `<h1>${escapeHtml(site.t.notFoundTitle)}</h1><p>${escapeHtml(site.t.notFoundText)}</p><p><a href="/">${escapeHtml(site.t.backHome)}</a></p>`;
}
