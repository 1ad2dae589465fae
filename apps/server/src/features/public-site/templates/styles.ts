import type { Template } from '@bitacora/domain';

/*
 * Critical CSS, inlined: one shared base and one block per template. Colours keep AA contrast
 * in light and dark; system fonts, nothing to download. Light and dark differ only in the
 * custom properties of :root, so the dark scheme is one rule. The comments and the footer, below
 * the fold of every post, are laid out only when they near the screen (`content-visibility`),
 * with a remembered size so the scrollbar does not jump.
 */
const BASE = `*,*::before,*::after{box-sizing:border-box}
:root{--bg:#fff;--fg:#1b1b1f;--muted:#52525b;--accent:#0b57d0;--soft:#f4f4f5;--line:#e4e4e7;--radius:12px;--err:#b3261e;--hk:#a626a4;--hs:#2f7a1d;--hn:#a14f00;--ht:#0b57d0;--ha:#b3261e;--hm:#52525b;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#121214;--fg:#ececf0;--muted:#a9a9b3;--accent:#8ab4f8;--soft:#1d1d21;--line:#2e2e34;--err:#f2b8b5;--hk:#d7a6f0;--hs:#9ad18b;--hn:#f2b36b;--ht:#8ab4f8;--ha:#f2b8b5;--hm:#a9a9b3}}
body{margin:0;background:var(--bg);color:var(--fg);font:1.0625rem/1.7 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-text-size-adjust:100%}
a{color:var(--accent);text-underline-offset:.15em}
img{max-width:100%;height:auto}
h1,h2,h3{line-height:1.25;margin:0 0 .5em}
.skip{position:absolute;left:-999px;top:0;background:var(--bg);padding:.5rem 1rem;z-index:9}
.skip:focus{left:1rem}
.wrap{max-width:var(--w,46rem);margin:0 auto;padding:0 1.25rem}
.site-head{padding:2rem 0 1rem}
.brand{font-size:1.75rem;font-weight:700;text-decoration:none;color:var(--fg)}
.tagline{color:var(--muted);margin:.25rem 0 0}
.nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:1rem 0 0;padding:0}
.nav ul ul{display:none}
.nav a{display:inline-block;padding:.5rem 0;min-height:44px;text-decoration:none;font-weight:500}
.search-form{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .5rem;margin:1rem 0 0}
.search-form label{font-size:.9375rem}
.search-form input{min-height:44px;font:inherit;padding:0 .5rem;flex:1 1 10rem;max-width:18rem}
.search-form button{min-height:44px;font:inherit}
.search-form{position:relative}
.search-list{position:absolute;top:100%;left:0;right:0;z-index:5;max-width:32rem;max-height:60vh;overflow:auto;list-style:none;margin:.25rem 0 0;padding:.25rem 0;background:var(--bg);border:1px solid var(--line);border-radius:var(--radius);box-shadow:0 8px 24px rgb(0 0 0/.15)}
.search-list [role=option]{display:block;padding:.5rem .75rem;cursor:pointer;line-height:1.4}
.search-list [aria-selected=true],.search-list [role=option]:hover{background:var(--soft);outline:2px solid var(--accent);outline-offset:-2px}
.search-option-title{display:block;font-weight:600}
.search-option-snippet{display:block;color:var(--muted);font-size:.875rem}
.search-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.search-results{padding-left:1.25rem}
.search-hit h2{font-size:1.25rem;margin:1.5rem 0 .25rem}
mark{background:#fde68a;color:#1b1b1f}
main,main.wrap{padding-top:2rem;padding-bottom:3rem}
.meta{color:var(--muted);font-size:.9375rem}
.card{margin:0 0 2.5rem}
.card h2{font-size:1.5rem}
.card h2 a{color:var(--fg);text-decoration:none}
.card h2 a:hover{color:var(--accent)}
.card img,.hero{display:block;width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius);margin-bottom:1rem;background:var(--soft)}
.hero-figure{margin:0 0 1rem}.hero-figure .hero{margin-bottom:.5rem}.hero-figure figcaption{color:var(--muted);font-size:.9rem}
.author-head{margin-bottom:2rem}.author-head .avatar{display:block;width:8rem;height:8rem;border-radius:50%;object-fit:cover;background:var(--soft)}.author-social{display:flex;flex-wrap:wrap;gap:.75rem;list-style:none;padding:0}
.content{overflow-wrap:break-word}
.content img{border-radius:var(--radius)}
.content figure[data-gallery]{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,11rem),1fr));gap:.5rem;margin:1.5rem 0}
.content figure[data-gallery] img{display:block;width:100%;height:100%;aspect-ratio:1;object-fit:cover}
.content figure[data-gallery] figcaption{grid-column:1/-1;color:var(--muted);font-size:.9rem}
.content pre{overflow:auto;background:var(--soft);padding:1rem;border-radius:8px}
.content hr{border:0;border-top:1px solid var(--line);margin:2rem 0}
.table-scroll{overflow-x:auto;margin:1.5rem 0;border-radius:4px}
.table-scroll:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.content table{border-collapse:collapse;min-width:100%;font-size:.9375rem;line-height:1.5}
.content caption{caption-side:top;text-align:start;color:var(--muted);padding-bottom:.5rem}
.content th,.content td{border:1px solid var(--line);padding:.5rem .75rem;text-align:start;vertical-align:top}
.content thead th{background:var(--soft)}
.hljs-comment,.hljs-quote{color:var(--muted);font-style:italic}
.hljs-keyword,.hljs-selector-tag,.hljs-built_in,.hljs-doctag{color:var(--hk)}
.hljs-string,.hljs-regexp,.hljs-addition,.hljs-attribute{color:var(--hs)}
.hljs-number,.hljs-literal,.hljs-symbol,.hljs-bullet{color:var(--hn)}
.hljs-title,.hljs-section,.hljs-name,.hljs-selector-id,.hljs-selector-class{color:var(--ht)}
.hljs-attr,.hljs-variable,.hljs-template-variable,.hljs-type,.hljs-params{color:var(--ha)}
.hljs-meta,.hljs-deletion{color:var(--hm)}
.video{margin:1.5rem 0}
.video iframe{display:block;width:100%;aspect-ratio:16/9;border:0;border-radius:var(--radius);background:var(--soft)}
.video figcaption{font-size:.9375rem;margin-top:.5rem}
.content blockquote{margin:1.5rem 0;padding-left:1rem;border-left:4px solid var(--line);color:var(--muted)}
.content nav.toc{border:1px solid var(--line);border-radius:var(--radius);padding:.5rem 1.25rem;margin:1.5rem 0;background:var(--soft)}
.content nav.toc ol{margin:0;padding-left:1.25rem}
.content nav.toc a{display:inline-block;padding:.25rem 0}
.content sup{line-height:0}
.content sup a{padding:0 .15em;font-weight:600}
.content [id]{scroll-margin-top:1rem}
.content .footnotes{margin-top:2.5rem;padding-top:1rem;border-top:1px solid var(--line);font-size:.9375rem;color:var(--muted)}
.content .footnotes a[href^="#ref-"]{padding:0 .25em}
.content .footnotes li:target,.content sup:has(:target){background:var(--soft);outline:2px solid var(--accent);outline-offset:2px;border-radius:4px}
.box{border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.25rem;margin:2rem 0;background:var(--soft)}
.box p{margin:.25rem 0}
.series-nav{display:grid;gap:.5rem}
.series-nav .links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem}
.tags ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:1.5rem 0;padding:0}
.tags a{display:inline-block;padding:.25rem .75rem;border:1px solid var(--line);border-radius:999px;background:var(--soft);font-size:.9375rem}
.translations ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:.75rem 0 0;padding:0}
.translations a{display:inline-block;padding:.125rem .625rem;border:1px solid var(--line);border-radius:999px;font-size:.875rem}
.pager{display:flex;justify-content:space-between;align-items:center;gap:1rem;margin:2rem 0}
.related ul,.archive-months{list-style:none;margin:.5rem 0;padding:0}
.related li,.archive-months li{margin:.5rem 0}
.related li p{margin:.25rem 0 0}
.comments{margin-top:3rem;content-visibility:auto;contain-intrinsic-size:auto 40rem}
.comments h3{margin-top:2rem}
.comment{border-top:1px solid var(--line);padding:1rem 0}
.comment-form [role=status]{margin:0}
.comment p{white-space:pre-line;margin:.25rem 0 0}
.replies{margin:.5rem 0 0 1.5rem;border-left:2px solid var(--line);padding-left:1rem}
.replies .comment{border-top:0;padding:.5rem 0}
.staff{font-size:.875rem;color:var(--accent);font-weight:600}
form.comment-form{display:grid;gap:1rem;max-width:36rem}
label{display:grid;gap:.25rem;font-weight:600}
.hint{font-weight:400;color:var(--muted);font-size:.9375rem}
input,textarea{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--muted);border-radius:8px;padding:.625rem .75rem;width:100%}
textarea{min-height:8rem}
button{font:inherit;font-weight:600;background:var(--accent);color:var(--bg);border:0;border-radius:8px;padding:.75rem 1.25rem;min-height:44px;cursor:pointer;justify-self:start}
label.notify{display:flex;gap:.5rem;align-items:center;font-weight:400}
label.notify input{width:1.25rem;height:1.25rem;flex:none}
.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.notice{border-left:4px solid var(--accent);background:var(--soft);padding:.75rem 1rem;border-radius:4px}
.errors{color:var(--err)}
.ad{border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.25rem;margin:2rem 0;background:var(--soft)}
.ad p{margin:.25rem 0}
.ad-label{color:var(--muted);font-size:.75rem;letter-spacing:.08em;text-transform:uppercase}
.ad-title{font-weight:700;font-size:1.125rem}
.site-foot{border-top:1px solid var(--line);padding:1.5rem 0 2.5rem;color:var(--muted);font-size:.9375rem;content-visibility:auto;contain-intrinsic-size:auto 10rem}
.site-foot ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;margin:0 0 .75rem}
.site-foot a{display:inline-block;padding:.5rem 0;min-height:44px}
`;

const TEMPLATES: Record<Template, string> = {
  default: `h1,h2,h3,.brand{font-family:Charter,"Bitstream Charter","Sitka Text",Cambria,Georgia,serif}
.site-head{border-bottom:1px solid var(--line)}
.card{padding-bottom:2rem;border-bottom:1px solid var(--line)}
.post-title{font-size:clamp(1.75rem,5vw,2.25rem)}`,
  minimal: `:root{--w:38rem;--accent:#1b1b1f}
@media (prefers-color-scheme:dark){:root{--accent:#ececf0}}
body{font-size:1.125rem}
.site-head .wrap{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 1.5rem}
.brand{font-size:1.25rem}
.site-head .wrap>div{flex:1 1 16rem}
.tagline{font-size:.9375rem}
.nav ul{margin:0}
.nav a{color:var(--muted)}
.card{margin-bottom:2rem}
.card img{display:none}
.card h2{font-size:1.25rem}
.post-title{font-size:clamp(1.625rem,5vw,2rem);letter-spacing:-.01em}
.box,.ad,.content nav.toc{background:none}`,
  professional: `:root{--w:72rem;--accent:#0a5fb4;--brandbg:#0f2a44}
@media (prefers-color-scheme:dark){:root{--accent:#8cc4ff;--brandbg:#0b1d30}}
.site-head{background:var(--brandbg);color:#fff;padding:1.25rem 0}
.site-head .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 2rem}
.brand{color:#fff;font-size:1.375rem;letter-spacing:.01em}
.tagline{color:#d5dde6;font-size:.9375rem}
.nav ul{margin:0}
.nav a{color:#fff}
.layout{display:grid;grid-template-columns:minmax(0,1fr);gap:2.5rem;padding-top:2rem}
@media (min-width:960px){.layout{grid-template-columns:minmax(0,1fr) 18rem}}
.cards{display:grid;gap:2rem}
@media (min-width:700px){.cards{grid-template-columns:1fr 1fr}}
.card{border:1px solid var(--line);border-radius:var(--radius);padding:1.25rem;margin:0}
.card h2{font-size:1.25rem}
.aside .box{margin-top:0}
.post-title{font-size:clamp(1.875rem,5vw,2.5rem);letter-spacing:-.02em}`,
};

export function templateCss(template: Template): string {
  return BASE + TEMPLATES[template];
}

const DARK_QUERY = '@media (prefers-color-scheme:dark)';

/**
 * A stylesheet with its dark mode rules always on ('dark') or never ('light'), for a design
 * preview in the mode the panel shows; null or undefined: the reader's own.
 */
export function withColorScheme(css: string, scheme: 'light' | 'dark' | null | undefined): string {
  if (!scheme) return css;
  return css.replaceAll(DARK_QUERY, scheme === 'dark' ? '@media all' : '@media not all');
}
