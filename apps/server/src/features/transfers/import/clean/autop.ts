/**
 * WordPress's `wpautop`, kept to what changes the HTML: the classic editor stores paragraphs as
 * blank lines and line breaks as newlines, and the site adds `<p>` and `<br />` when it shows a
 * post. The steps follow wp-includes/formatting.php in order; `<pre>` contents are left alone.
 */
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

export function autop(text: string, br = true): string {
  if (text.trim() === '') return '';
  let pee = `${text}\n`;

  const pres: string[] = [];
  if (pee.includes('<pre')) {
    pee = pee.replace(/<pre[\s\S]*?<\/pre>/g, (match) => {
      pres.push(match);
      return `<pre wp-pre-tag-${pres.length - 1}></pre>`;
    });
  }

  pee = pee.replace(/<br\s*\/?>\s*<br\s*\/?>/g, '\n\n');
  pee = pee.replace(new RegExp(`(<${BLOCKS}[\\s/>])`, 'g'), '\n\n$1');
  pee = pee.replace(new RegExp(`(</${BLOCKS}>)`, 'g'), '$1\n\n');
  pee = pee.replace(/<hr\s*?\/?>/g, '<hr />\n\n');
  pee = pee.replace(/\r\n|\r/g, '\n');
  // newlines inside a tag are not line breaks
  pee = pee.replace(/<[^>]*>/g, (tag) => tag.replace(/\n/g, ' '));
  pee = pee.replace(/\s*<option/g, '<option').replace(/<\/option>\s*/g, '</option>');
  pee = pee.replace(/\n\n+/g, '\n\n');

  pee = pee
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${p.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('');

  pee = pee.replace(/<p>\s*<\/p>/g, '');
  pee = pee.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  pee = pee.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)\\s*</p>`, 'g'), '$1');
  pee = pee.replace(/<p>(<li.+?)<\/p>/g, '$1');
  pee = pee.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>');
  pee = pee.replace(/<\/blockquote><\/p>/g, '</p></blockquote>');
  pee = pee.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)`, 'g'), '$1');
  pee = pee.replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*</p>`, 'g'), '$1');

  if (br) {
    pee = pee.replace(/<br>|<br\/>/g, '<br />');
    pee = pee.replace(/(<br \/>)?\s*\n/g, (match, hasBr) => (hasBr ? match : '<br />\n'));
  }

  pee = pee.replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*<br />`, 'g'), '$1');
  pee = pee.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g, '$1');
  pee = pee.replace(/\n<\/p>$/g, '</p>');

  pee = pee.replace(/<pre wp-pre-tag-(\d+)><\/pre>/g, (_m, i) => pres[Number(i)] ?? '');
  return pee.trim();
}
