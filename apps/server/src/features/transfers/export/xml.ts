/**
 * Characters XML 1.0 cannot hold at all, escaped or not (C0 controls but tab and line breaks,
 * lone surrogates, U+FFFE/U+FFFF): dropped, or the whole file would fail to parse.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Text or an attribute value, escaped. */
export function escapeXml(text: string): string {
  return xmlSafe(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * A CDATA section, as WordPress's own exporter writes one (`wxr_cdata`): a `]]>` inside is split
 * across two sections, so any text survives.
 */
export function cdata(text: string): string {
  return `<![CDATA[${xmlSafe(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
