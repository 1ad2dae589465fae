import { renderCard } from './ghost-cards.ts';
import { escapeHtml } from './html.ts';

/**
 * Ghost's Lexical document (the editor's state, a JSON string) rendered to HTML for the node types
 * Ghost's editor makes; cards go through `renderCard`. An unknown node keeps its children's text.
 */
interface LexicalNode {
  type?: string;
  children?: LexicalNode[];
  [key: string]: unknown;
}

const FORMATS: [number, string][] = [
  [16, 'code'],
  [1, 'strong'],
  [2, 'em'],
  [8, 'u'],
  [4, 's'],
  [32, 'sub'],
  [64, 'sup'],
  [128, 'mark'],
];

function text(node: LexicalNode): string {
  let html = escapeHtml(typeof node.text === 'string' ? node.text : '');
  const format = typeof node.format === 'number' ? node.format : 0;
  for (const [bit, tag] of FORMATS) {
    if (format & bit) html = `<${tag}>${html}</${tag}>`;
  }
  return html;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function lexicalToHtml(json: string, warn: (message: string) => void): string {
  const state = JSON.parse(json) as { root?: LexicalNode };
  const render = (node: LexicalNode): string => {
    const inner = () => (node.children ?? []).map(render).join('');
    switch (node.type) {
      case 'root':
        return (node.children ?? []).map(render).join('\n');
      case 'paragraph': {
        const body = inner();
        return body ? `<p>${body}</p>` : '';
      }
      case 'heading': {
        const tag = typeof node.tag === 'string' && HEADINGS.has(node.tag) ? node.tag : 'h2';
        return `<${tag}>${inner()}</${tag}>`;
      }
      case 'extended-heading': {
        const tag = typeof node.tag === 'string' && HEADINGS.has(node.tag) ? node.tag : 'h2';
        return `<${tag}>${inner()}</${tag}>`;
      }
      case 'quote':
      case 'aside':
      case 'extended-quote':
        return `<blockquote>${inner()}</blockquote>`;
      case 'list': {
        const tag = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul';
        return `<${tag}>${inner()}</${tag}>`;
      }
      case 'listitem':
        return `<li>${inner()}</li>`;
      case 'link':
      case 'autolink': {
        const url = typeof node.url === 'string' ? node.url : '';
        return url ? `<a href="${escapeHtml(url)}">${inner()}</a>` : inner();
      }
      case 'text':
      case 'extended-text':
        return text(node);
      case 'linebreak':
        return '<br>';
      case 'tab':
        return '\t';
      case 'horizontalrule':
        return '<hr>';
      default:
        if (node.type && !node.children) return renderCard(node.type, node, warn);
        return inner();
    }
  };
  return state.root ? render(state.root).trim() : '';
}
