import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { cdata, escapeXml, xmlSafe } from './xml.ts';

describe('XML text', () => {
  it('escapes the five special characters and keeps the rest', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a> ñ 🦜`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt; ñ 🦜',
    );
  });

  it('splits a ]]> inside a CDATA section so the text reads back whole', () => {
    const text = 'a ]]> b ]]]]> c';
    const section = cdata(text);
    expect(section).toBe('<![CDATA[a ]]]]><![CDATA[> b ]]]]]]><![CDATA[> c]]>');
    const doc = parseDocument(`<x>${section}</x>`, { xmlMode: true, recognizeCDATA: true });
    const read = (node: (typeof doc.children)[number]): string =>
      'data' in node ? node.data : 'children' in node ? node.children.map(read).join('') : '';
    expect(read(doc)).toBe(text);
  });

  it('drops the characters XML cannot hold and keeps tabs, line breaks and emoji pairs', () => {
    expect(xmlSafe('a\u0000b\u0008c\u000bd\te\nf\r\ufffe🎉\ud800')).toBe('abcd\te\nf\r🎉');
  });
});
