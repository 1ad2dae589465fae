import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { ImportError } from '../import-error.ts';
import { DEFAULT_IMPORT_LIMITS, LIMIT_MESSAGES } from '../import-limits.ts';

/**
 * The elements of a WordPress export (WXR) under `<channel>`, each built as a small tree when it
 * closes and handed out one at a time, so the file is read as a stream and only one `<item>` is
 * held. A DOCTYPE is refused outright: WXR has none, and a declared entity is how an XML file
 * expands a few bytes into gigabytes (billion laughs) or reads the server's files (XXE). saxes
 * never expands declared entities; an undeclared one is an error.
 */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** The element's own text and CDATA, not its children's. */
  text: string;
}

export const childOf = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
export const textOf = (node: XmlNode, name: string) => childOf(node, name)?.text.trim() ?? '';
/** Text kept as is (a post's body is whitespace-sensitive for wpautop). */
export const rawTextOf = (node: XmlNode, name: string) => childOf(node, name)?.text ?? '';
export const childrenOf = (node: XmlNode, name: string) =>
  node.children.filter((c) => c.name === name);

export async function* wxrElements(
  file: string,
  wanted: ReadonlySet<string>,
  /** The text one element may hold: past it, the file is refused while it is read. */
  maxElementBytes = DEFAULT_IMPORT_LIMITS.maxItemBytes,
): AsyncGenerator<XmlNode> {
  // The XML parser is required by the first WordPress import, not at start.
  const { SaxesParser } = createRequire(import.meta.url)('saxes') as typeof import('saxes');
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: XmlNode[] = [];
  const stack: XmlNode[] = [];
  const path: string[] = [];
  let failure: ImportError | null = null;

  parser.on('doctype', () => {
    failure ??= new ImportError(
      'xml-dtd-prohibido',
      'El XML declara un DOCTYPE o entidades, algo que una exportación de WordPress no tiene; por seguridad no se lee.',
    );
  });
  parser.on('error', (error) => {
    failure ??= new ImportError(
      'xml-invalido',
      `El XML está mal formado (línea ${parser.line}): revisa que la exportación esté completa.`,
      { cause: error },
    );
  });
  parser.on('opentag', (tag) => {
    if (path.length === 0 && tag.name !== 'rss') {
      failure ??= new ImportError(
        'xml-invalido',
        'El XML no es una exportación de WordPress (falta el elemento <rss>).',
      );
    }
    path.push(tag.name);
    const underChannel = path.length === 3 && path[1] === 'channel';
    if (stack.length > 0 || (underChannel && wanted.has(tag.name))) {
      const node: XmlNode = {
        name: tag.name,
        attributes: tag.attributes as Record<string, string>,
        children: [],
        text: '',
      };
      stack.at(-1)?.children.push(node);
      stack.push(node);
    }
  });
  let held = 0;
  const onText = (text: string) => {
    const top = stack.at(-1);
    if (!top) return;
    held += text.length;
    if (held > maxElementBytes) {
      failure ??= new ImportError(
        'importacion-demasiado-grande',
        LIMIT_MESSAGES.item({ ...DEFAULT_IMPORT_LIMITS, maxItemBytes: maxElementBytes }),
      );
      return;
    }
    top.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    path.pop();
    const node = stack.pop();
    if (node && stack.length === 0) {
      ready.push(node);
      held = 0;
    }
  });

  let first = true;
  for await (const chunk of createReadStream(file, {
    encoding: 'utf8',
    highWaterMark: 256 * 1024,
  })) {
    let text = chunk as string;
    if (first) text = text.replace(/^\uFEFF/, '');
    first = false;
    try {
      parser.write(text);
    } catch (error) {
      failure ??= new ImportError(
        'xml-invalido',
        `El XML está mal formado (línea ${parser.line}).`,
        {
          cause: error,
        },
      );
    }
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  try {
    parser.close();
  } catch (error) {
    failure ??= new ImportError('xml-invalido', 'El XML está incompleto o mal formado.', {
      cause: error,
    });
  }
  if (failure) throw failure;
  yield* ready.splice(0);
}
