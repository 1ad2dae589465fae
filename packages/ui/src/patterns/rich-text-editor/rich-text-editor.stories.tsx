import { BODY_IMAGE_MESSAGES, EDITOR_MESSAGES, PASTE_MAX_CHARS } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import expectedPasteHtml from '../../../../../e2e/src/fixtures/clipboard/expected.html?raw';
import googleDocsClipboard from '../../../../../e2e/src/fixtures/clipboard/google-docs.html?raw';
import libreOfficeClipboard from '../../../../../e2e/src/fixtures/clipboard/libreoffice.html?raw';
import notionClipboard from '../../../../../e2e/src/fixtures/clipboard/notion.html?raw';
import pagesClipboard from '../../../../../e2e/src/fixtures/clipboard/pages.html?raw';
import webPageClipboard from '../../../../../e2e/src/fixtures/clipboard/web-page.html?raw';
import wordDesktopClipboard from '../../../../../e2e/src/fixtures/clipboard/word-desktop.html?raw';
import wordOnlineClipboard from '../../../../../e2e/src/fixtures/clipboard/word-online.html?raw';
import { storedImageUrl } from '../image-picker/image-picker.fixtures';
import type { PickerImage } from '../media-picker/media-picker';
import { CODE_BLOCK_EXIT_HINT } from './code-block-exit';
import { LINK_REFUSED_MESSAGE } from './link-prompt';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import {
  blocksDocumentHtml,
  fullDocumentHtml,
  galleryDocumentHtml,
  googleDocsPasteHtml,
  shortPostHtml,
  tableDocumentHtml,
  wordPasteHtml,
} from './rich-text-editor.fixtures';

/** Keeps the HTML like a form does, and reports every change to the story's spy. */
function Harness(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  args: { label: 'Contenido', value: '', onChange: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Contenido' }, { timeout: 5000 });

/** Selects the whole text of the first element matching `selector` inside the editor. */
const selectText = (box: HTMLElement, selector: string) => {
  const target = box.querySelector(selector);
  if (!target) throw new Error(`No ${selector} in the editor`);
  const range = box.ownerDocument.createRange();
  range.selectNodeContents(target);
  const selection = box.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
};

/** Types `text` at the end of the editor's last paragraph, as a writer would. */
async function typeAtTheEnd(box: HTMLElement, text: string) {
  const last = box.querySelector(':scope > p:last-child');
  if (!last) throw new Error('No last paragraph');
  await userEvent.click(last);
  selectText(box, ':scope > p:last-child');
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.type(box, text, { skipClick: true });
}

const tagsOf = (html: string) => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
};

/** Empty: the labelled area and its toolbar. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    await expect(box).toHaveAttribute('aria-multiline', 'true');
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Formato de Contenido' });
    // The glyph is hidden; the name is the Spanish word after it.
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.lastElementChild?.textContent);
    await expect(names).toEqual([
      'Título 1',
      'Título 2',
      'Negrita',
      'Cursiva',
      'Código',
      'Lista',
      'Cita',
      'Enlace',
      'Deshacer',
      'Rehacer',
      'Título 3',
      'Lista numerada',
      'Bloque de código',
      'Separador',
      'Insertar vídeo',
      'Tabla',
      'Nota al pie',
      'Índice',
    ]);
    // One tab stop: the arrows reach the added buttons, End the last of them.
    const buttons = within(toolbar).getAllByRole('button');
    await expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    await userEvent.keyboard('{End}');
    await expect(within(toolbar).getByRole('button', { name: 'Índice' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(toolbar).getByRole('button', { name: 'Nota al pie' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(buttons[0]).toHaveFocus();
  },
};

/** HTML in: headings, bold and a list are rendered. */
export const WithContent: Story = {
  tags: ['screenshot'],
  args: { value: shortPostHtml },
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    await expect(within(box).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pan de masa madre',
    );
    await expect(within(box).getAllByRole('listitem')).toHaveLength(3);
    await expect(box.querySelector('strong')).toHaveTextContent('lenta');
  },
};

/** Type, select, 'Negrita': the HTML that comes out has <strong>; 'Deshacer' and Ctrl+B work too. */
export const Toolbar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await userEvent.type(box, 'Hola mundo');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hola mundo</p>'));
    selectText(box, 'p');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Negrita' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Negrita' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hola mundo</strong></p>'),
    );
    await expect(canvas.getByRole('button', { name: 'Negrita' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Título 1' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^<h1[^>]*><strong>Hola mundo<\/strong><\/h1>$/),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hola mundo</strong></p>'),
    );
    // Milkdown's shortcut: Mod-b takes the bold off again.
    selectText(box, 'p');
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hola mundo</p>'));
  },
};

/** The round-trip: every format goes in as HTML and comes out with the same structure. */
export const RoundTrip: Story = {
  args: { value: fullDocumentHtml },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await typeAtTheEnd(box, '!');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = String(vi_last(args.onChange));
    await expect(tagsOf(html)).toEqual(tagsOf(fullDocumentHtml));
    const out = new DOMParser().parseFromString(html, 'text/html').body;
    const text = (selector: string) => out.querySelector(selector)?.textContent;
    await expect(out.querySelector('a')?.getAttribute('href')).toBe('https://example.com/picos');
    await expect(text('h1')).toBe('Ruta por los Picos de Europa');
    await expect(text('h2')).toBe('Día 1: Fuente Dé');
    await expect(text('strong')).toBe('teleférico');
    await expect(text('em')).toBe('andando');
    await expect(text('code')).toBe('gpx');
    await expect(text('blockquote')).toBe('La montaña no se conquista, se visita.');
    await expect(text('ul')).toBe('BotasAgua y algo de comer');
    await expect(text(':scope > p:last-child')).toBe('Fin!');
  },
};

function vi_last(spy: unknown): unknown {
  const calls = (spy as { mock: { calls: unknown[][] } }).mock.calls;
  return calls.at(-1)?.[0];
}

/** 'Enlace' asks for a URL starting at 'https://'; javascript: is refused, https applied. */
export const LinkPrompt: Story = {
  args: { value: '<p>Visita la guía</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    selectText(box, 'p');
    await userEvent.click(canvas.getByRole('button', { name: 'Enlace' }));
    const dialog = await page.findByRole('dialog', { name: 'Insertar enlace' });
    const input = within(dialog).getByLabelText('URL del enlace');
    await expect(input).toHaveValue('https://');
    await userEvent.clear(input);
    await userEvent.type(input, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(within(dialog).getByText(LINK_REFUSED_MESSAGE)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'https://example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a href="https://example.com">Visita la guía</a></p>',
      ),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // The caret waits after the new link; selecting the link again edits it.
    selectText(box, 'a');
    await userEvent.click(canvas.getByRole('button', { name: 'Enlace' }));
    const again = await page.findByRole('dialog', { name: 'Editar enlace' });
    await expect(within(again).getByLabelText('URL del enlace')).toHaveValue('https://example.com');
  },
};

/** A `value` from outside (a reset, a late load) replaces the document without echoing it back. */
export const ValueReplaced: Story = {
  args: { value: '<p>Borrador antiguo</p>' },
  render: (args) => {
    function Replacing() {
      const [value, setValue] = useState(args.value);
      return (
        <>
          <button type="button" onClick={() => setValue(shortPostHtml)}>
            Cargar receta
          </button>
          <RichTextEditor {...args} value={value} />
        </>
      );
    }
    return <Replacing />;
  },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await expect(box).toHaveTextContent('Borrador antiguo');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cargar receta' }));
    await waitFor(() =>
      expect(within(box).getByRole('heading', { level: 1 })).toHaveTextContent('Pan de masa madre'),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onChange).not.toHaveBeenCalled();
    // Writing on takes the message away.
    await userEvent.type(box, '!', { skipClick: true });
    await waitFor(() => expect(within(canvasElement).queryByRole('alert')).toBeNull());
    paste(box, { text: 'b'.repeat(PASTE_MAX_CHARS + 1) });
    await within(canvasElement).findByRole('alert');
  },
};

/** A validation message under the area, linked to it. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Content is required' },
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Content is required/);
  },
};

/** Disabled: not editable, toolbar off. */
export const Disabled: Story = {
  args: { value: shortPostHtml, disabled: true },
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    await expect(box).toHaveAttribute('contenteditable', 'false');
    await expect(within(canvasElement).getByRole('button', { name: 'Negrita' })).toBeDisabled();
  },
};

/** On the dark theme, with content. */
export const Dark: Story = {
  tags: ['screenshot'],
  args: { value: fullDocumentHtml },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await textbox(canvasElement);
  },
};

/** On a 375 px phone the toolbar wraps. */
export const Mobile: Story = {
  args: { value: shortPostHtml },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await textbox(canvasElement);
  },
};

/** Puts `html` and `text` on a clipboard and pastes it into the editor. */
const paste = (box: HTMLElement, data: { html?: string; text?: string }) => {
  const clipboardData = new DataTransfer();
  if (data.html !== undefined) clipboardData.setData('text/html', data.html);
  clipboardData.setData('text/plain', data.text ?? '');
  box.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
  );
};

/**
 * The last HTML reported, without the attributes Milkdown adds for itself (heading ids, list
 * item data), which the server does not keep.
 */
const lastHtml = (spy: unknown) =>
  String(vi_last(spy)).replace(/ (?:id|data-spread|data-label|data-list-type)="[^"]*"/g, '');

/** The added blocks from the toolbar: 'Título 3', 'Lista numerada', 'Bloque de código' with its language, 'Separador'. */
export const BlocksFromToolbar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await userEvent.type(box, 'Paso final');
    await userEvent.click(canvas.getByRole('button', { name: 'Título 3' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h3>Paso final</h3>'));
    await expect(canvas.getByRole('button', { name: 'Título 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Título 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lista numerada' }));
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<ol><li><p>Paso final</p></li></ol>'),
    );
    await expect(canvas.getByRole('button', { name: 'Lista numerada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Lista numerada' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Paso final</p>'));

    await userEvent.click(canvas.getByRole('button', { name: 'Bloque de código' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<pre><code>Paso final</code></pre>'));
    const select = canvas.getByLabelText('Lenguaje del bloque de código');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Python');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<pre><code class="language-python">Paso final</code></pre>',
      ),
    );

    await userEvent.click(box.querySelector('code') ?? box);
    await userEvent.click(canvas.getByRole('button', { name: 'Bloque de código' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<p>Paso final</p>'));
    await expect(canvas.queryByLabelText('Lenguaje del bloque de código')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Separador' }));
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/^<p>Paso final<\/p><hr>/));
    // The cursor waits in the paragraph after the rule.
    await userEvent.type(box, 'Después', { skipClick: true });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe('<p>Paso final</p><hr><p>Después</p>'),
    );
  },
};

/** Markdown shortcuts: `### `, `1. `, ```` ```js ```` and `---` make the same blocks as the toolbar. */
export const MarkdownShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await userEvent.type(box, '### Ingredientes');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe('<h3>Ingredientes</h3>'));
    await userEvent.keyboard('{Enter}');
    await userEvent.type(box, '1. Harina', { skipClick: true });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toContain('<ol><li><p>Harina</p></li></ol>'),
    );
    await userEvent.keyboard('{Enter}{Enter}');
    await userEvent.type(box, '---', { skipClick: true });
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('</ol><hr>'));
    await userEvent.type(box, '```js ', { skipClick: true });
    await userEvent.type(box, 'let x = 1;', { skipClick: true });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<h3>Ingredientes</h3><ol><li><p>Harina</p></li></ol><hr><pre><code class="language-javascript">let x = 1;</code></pre>',
      ),
    );
    await expect(within(canvasElement).getByLabelText('Lenguaje del bloque de código')).toHaveValue(
      'javascript',
    );
  },
};

/**
 * Leaving a code block: its bar says how ('Intro tres veces', '↓', 'Ctrl+Intro'), and Enter
 * three times at the end drops the two blank lines and starts a paragraph after it (the arrow is
 * tested in a real browser by e2e/src/editor-layout.e2e.ts).
 */
export const CodeBlockExit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await userEvent.type(box, '```js ');
    await userEvent.type(box, 'let x = 1;', { skipClick: true });
    await expect(canvas.getByText(CODE_BLOCK_EXIT_HINT)).toBeVisible();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await userEvent.type(box, 'Fuera del código', { skipClick: true });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<pre><code class="language-javascript">let x = 1;</code></pre><p>Fuera del código</p>',
      ),
    );
    await expect(canvas.queryByText(CODE_BLOCK_EXIT_HINT)).toBeNull();
  },
};

/** 'Insertar vídeo' asks for a YouTube or Vimeo address; any other is refused with the reason. */
export const VideoDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Insertar vídeo' }));
    const dialog = await page.findByRole('dialog', { name: 'Insertar vídeo' });
    const input = within(dialog).getByLabelText('Dirección del vídeo (YouTube o Vimeo)');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'https://evil.example/watch?v=dQw4w9WgXcQ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await expect(within(dialog).getByText(EDITOR_MESSAGES.videoRefused)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'https://youtu.be/dQw4w9WgXcQ{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<figure data-embed="youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure><p></p>',
      ),
    );
    // A Vimeo address pasted alone on the empty line after it is a video too.
    paste(box, { text: 'https://vimeo.com/76979871' });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toContain(
        '<figure data-embed="vimeo"><a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a></figure>',
      ),
    );
  },
};

/** Stored blocks load and are written back the same: h3, ordered list, code with its language, rule, video. */
export const WithBlocks: Story = {
  args: { value: blocksDocumentHtml },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await expect(within(box).getByRole('heading', { level: 3 })).toHaveTextContent('Paso 3');
    await expect(box.querySelector('figure[data-embed="youtube"] a')).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await typeAtTheEnd(box, '!');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(blocksDocumentHtml.replace('Fin', 'Fin!')),
    );
  },
};

/** A stored table: header row, spans, and a line break in a cell, written back the same. */
export const WithTable: Story = {
  tags: ['screenshot'],
  args: { value: tableDocumentHtml },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await expect(within(box).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(box).getAllByRole('row')).toHaveLength(4);
    // The table's controls show only while the cursor is in it.
    await expect(within(canvasElement).queryByRole('group', { name: 'Tabla' })).toBeNull();
    await typeAtTheEnd(box, '!');
    // Milkdown marks its line breaks, which the server does not keep.
    await waitFor(() =>
      expect(lastHtml(args.onChange).replace(/ data-(?:type|is-inline)="[^"]*"/g, '')).toBe(
        tableDocumentHtml.replace('Fin', 'Fin!'),
      ),
    );
  },
};

const cellTexts = (box: HTMLElement, selector: string) =>
  [...box.querySelectorAll(selector)].map((cell) => cell.textContent);

/**
 * 'Tabla' puts a table with a header row where the cursor is; Tab moves between cells, and the
 * table's controls add and remove rows and columns and take the header row away and back, with
 * the mouse or, after Shift+Tab from the first cell, with the keyboard.
 */
export const TableFromToolbar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Tabla' }));
    const controls = await canvas.findByRole('group', { name: 'Tabla' });
    await userEvent.type(box, 'Día', { skipClick: true });
    await userEvent.keyboard('{Tab}');
    await userEvent.type(box, 'Km', { skipClick: true });
    await userEvent.keyboard('{Tab}{Tab}');
    await userEvent.type(box, '1', { skipClick: true });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<table><thead><tr><th scope="col">Día</th><th scope="col">Km</th><th scope="col"></th></tr></thead>' +
          '<tbody><tr><td>1</td><td></td><td></td></tr><tr><td></td><td></td><td></td></tr></tbody></table><p></p>',
      ),
    );
    const control = (name: string) => within(controls).getByRole('button', { name });

    await userEvent.click(control('Añadir fila'));
    await waitFor(() => expect(within(box).getAllByRole('row')).toHaveLength(4));
    await userEvent.click(control('Añadir columna'));
    await waitFor(() => expect(within(box).getAllByRole('columnheader')).toHaveLength(4));
    // The new column comes after the cursor's; 'Eliminar columna' takes the cursor's: 'Día' and '1'.
    await userEvent.click(control('Eliminar columna'));
    await waitFor(() => expect(within(box).getAllByRole('columnheader')).toHaveLength(3));
    await userEvent.click(control('Eliminar fila'));
    await waitFor(() => expect(within(box).getAllByRole('row')).toHaveLength(3));
    await expect(cellTexts(box, 'td')).toEqual(['', '', '', '', '', '']);

    await expect(control('Fila de encabezado')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(control('Fila de encabezado'));
    await waitFor(() => expect(box.querySelector('th')).toBeNull());
    await expect(control('Fila de encabezado')).toHaveAttribute('aria-pressed', 'false');
    await expect(cellTexts(box, 'tr:first-child td')).toEqual(['', 'Km', '']);
    await waitFor(() => expect(lastHtml(args.onChange)).not.toContain('<thead>'));

    // From the keyboard: Shift+Tab from the first cell reaches the controls.
    await userEvent.click(box.querySelector('td') ?? box);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(control('Eliminar tabla')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(control('Fila de encabezado')).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(cellTexts(box, 'th')).toEqual(['', 'Km', '']));
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toContain(
        '<thead><tr><th scope="col"></th><th scope="col">Km</th>',
      ),
    );
    // The action done, the text has the focus again; the controls are back behind the table.
    await expect(box).toHaveFocus();
    for (let step = 0; step < 6; step += 1) await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(control('Añadir fila')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(box).getAllByRole('row')).toHaveLength(4));
    await userEvent.click(control('Eliminar tabla'));
    await waitFor(() => expect(box.querySelector('table')).toBeNull());
    await expect(canvas.queryByRole('group', { name: 'Tabla' })).toBeNull();
  },
};

/** A stored gallery loads as one block of its pictures and is written back the same. */
export const WithGallery: Story = {
  args: { value: galleryDocumentHtml },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    const figure = box.querySelector('figure[data-gallery="grid"]');
    if (!figure) throw new Error('No gallery');
    await expect(figure.querySelectorAll('img')).toHaveLength(3);
    await expect(figure.querySelector('img')).toHaveAttribute('alt', 'La playa');
    await expect(figure.querySelector('figcaption')).toHaveTextContent('Zarautz en septiembre');
    await typeAtTheEnd(box, '!');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(galleryDocumentHtml.replace('Fin', 'Fin!')),
    );
  },
};

/** Google Docs and Word: headings, lists, links, bold and italic stay; the rest is dropped. */
export const PasteFromDocs: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    paste(box, { html: googleDocsPasteHtml, text: 'Receta de la abuela' });
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const html = lastHtml(args.onChange);
    // Google's normal-weight <b> around everything does not make it bold.
    await expect(html).toContain('<h2>Receta de la abuela</h2>');
    await expect(html).toContain(
      '<p>Se hace con <strong>calma</strong> y <em>cariño</em>, según <a href="https://example.com/abuela">su libreta</a>.</p>',
    );
    await expect(html).toContain('<ol><li><p>Harina</p></li><li><p>Huevos</p></li></ol>');
    await expect(html).toContain('<ul><li><p>Sal</p></li></ul>');
    await expect(html).not.toMatch(/<strong>Receta|style=|data:|javascript:|iframe|evil/);
    // A one-row table is content, not a header.
    await expect(html).toContain('<table><tbody><tr><td>x</td></tr></tbody></table>');
    await expect(html).toContain('trampa');

    await userEvent.keyboard('{Enter}');
    paste(box, { html: wordPasteHtml, text: 'Informe anual' });
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('<h1>Informe anual</h1>'));
    await expect(lastHtml(args.onChange)).toContain(
      '<p><strong>Ventas</strong> e <em>ingresos</em></p>',
    );
  },
};

/** What each word processor's clipboard fixture becomes: the same document for all seven. */
const pastedFixtureHtml = expectedPasteHtml.trim();

/**
 * Real clipboards of Google Docs, Word (desktop and for the web), LibreOffice, Pages, Notion and a
 * browser's copy of a page: headings, nested lists, links, bold, italic and the table (its first
 * row, a header row or all bold, as the header) stay; every style, class and font goes.
 */
export const PasteFromWordProcessors: Story = {
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    const fixtures = {
      'Google Docs': googleDocsClipboard,
      'Word desktop': wordDesktopClipboard,
      'Word para la web': wordOnlineClipboard,
      LibreOffice: libreOfficeClipboard,
      Pages: pagesClipboard,
      Notion: notionClipboard,
      'Página web': webPageClipboard,
      // Word on a Mac writes the same, its conditional comments as `<![if …]>`.
      'Word para Mac': wordDesktopClipboard
        .replaceAll('<!--[if !supportLists]-->', '<![if !supportLists]>')
        .replaceAll('<!--[endif]-->', '<![endif]>'),
    };
    for (const [program, html] of Object.entries(fixtures)) {
      await userEvent.click(box);
      await userEvent.keyboard('{Control>}a{/Control}{Delete}');
      await waitFor(() => expect(box).toHaveTextContent(''));
      paste(box, { html, text: 'Ruta por Asturias' });
      await waitFor(() => expect(lastHtml(args.onChange), program).toBe(pastedFixtureHtml));
      await expect(
        box.querySelector('[style], [class]:not(.ProseMirror-trailingBreak), font'),
      ).toBeNull();
    }

    // Copied from the editor itself, a list item's text pastes back as text, not as a new list.
    selectText(box, ':scope > ul > li:last-child > p');
    const copied = new DataTransfer();
    // The editor reads a selection made by a script on the browser's next selection task.
    await waitFor(() => {
      box.dispatchEvent(
        new ClipboardEvent('copy', { clipboardData: copied, bubbles: true, cancelable: true }),
      );
      expect(copied.getData('text/html')).toContain('data-pm-slice');
    });
    selectText(box, ':scope > p:nth-of-type(2)');
    await expect(box.ownerDocument.getSelection()?.toString()).toBe('Antes de salir:');
    await userEvent.keyboard('{ArrowRight}');
    paste(box, { html: copied.getData('text/html'), text: copied.getData('text/plain') });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toContain('<p>Antes de salir:Crema solar</p><ol>'),
    );
    await expect(box.querySelectorAll('ul')).toHaveLength(2);
  },
};

/** A paste over 1 MB is refused with a message; 10 000 nested elements paste as their text. */
export const PasteRefused: Story = {
  args: { value: '<p>Antes</p>' },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    paste(box, { html: `<p>${'a'.repeat(PASTE_MAX_CHARS)}</p>`, text: 'a' });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(EDITOR_MESSAGES.pasteTooLarge);
    await expect(box).toHaveAccessibleDescription(EDITOR_MESSAGES.pasteTooLarge);
    await expect(box).toHaveTextContent(/^Antes$/);
    await expect(args.onChange).not.toHaveBeenCalled();

    const nested = `${'<div>'.repeat(10_000)}hondo${'</div>'.repeat(10_000)}`;
    paste(box, { html: nested, text: 'hondo' });
    await waitFor(() => expect(lastHtml(args.onChange)).toContain('hondo'));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

const library: PickerImage[] = [
  { id: 2, url: '/media/b/puente.jpg', thumbnail: storedImageUrl, name: 'puente-de-triana.jpg' },
  { id: 1, url: '/media/b/giralda.jpg', thumbnail: storedImageUrl, name: 'giralda.jpg' },
];

/** The blog's library as the panel passes it: two pictures, and an upload that keeps the name. */
const media = {
  loadPage: fn(async ({ search }: { search: string; page: number; limit: number }) => {
    const items = library.filter((item) => item.name.includes(search));
    return { items, total: items.length };
  }),
  upload: fn(
    async (file: File): Promise<PickerImage> => ({
      id: 3,
      url: `/media/b/${file.name}`,
      thumbnail: storedImageUrl,
      name: file.name,
    }),
  ),
};

const imagesHtml =
  '<p>Antes</p><figure><img src="/media/b/puente.jpg" alt="El puente de Triana"><figcaption>Al atardecer</figcaption></figure>' +
  '<figure><img src="/media/b/giralda.jpg" alt="La Giralda"></figure><p>Fin</p>';

/** Stored images keep their alt text and caption; 'Editar imagen' changes them later. */
export const WithImages: Story = {
  args: { value: imagesHtml, media },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const box = await textbox(canvasElement);
    await expect(within(box).getByRole('img', { name: 'El puente de Triana' })).toBeVisible();
    await expect(within(box).getByText('Al atardecer').tagName).toBe('FIGCAPTION');
    // Written back the same when the author types elsewhere.
    await typeAtTheEnd(box, '!');
    await waitFor(() => expect(lastHtml(args.onChange)).toBe(imagesHtml.replace('Fin', 'Fin!')));
    // Clicking the picture selects it, and its alt text and caption can be changed.
    await userEvent.click(within(box).getByRole('img', { name: 'La Giralda' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar imagen' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Editar imagen' }));
    const alt = dialog.getByLabelText(/Texto alternativo/);
    await expect(alt).toHaveValue('La Giralda');
    await userEvent.clear(alt);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await expect(dialog.getByText(BODY_IMAGE_MESSAGES.altRequired)).toBeVisible();
    await userEvent.type(alt, 'La Giralda desde el río');
    await userEvent.type(dialog.getByLabelText('Pie de foto (opcional)'), 'Sevilla');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toContain(
        '<figure><img src="/media/b/giralda.jpg" alt="La Giralda desde el río"><figcaption>Sevilla</figcaption></figure>',
      ),
    );
  },
};

/** A selected picture opens 'Editar imagen' on Enter or Space, without reaching for its button. */
export const ImageEditFromKeyboard: Story = {
  args: { value: imagesHtml, media },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const box = await textbox(canvasElement);
    await userEvent.click(within(box).getByText('Fin'));
    await userEvent.click(within(box).getByRole('img', { name: 'La Giralda' }));
    await expect(await canvas.findByText('Imagen seleccionada')).toBeVisible();
    // The focus stays in the text, where the keys are read.
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let dialog = within(await page.findByRole('dialog', { name: 'Editar imagen' }));
    await expect(dialog.getByLabelText(/Texto alternativo/)).toHaveValue('La Giralda');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Space opens it too, and the picture stays where it was instead of becoming a space.
    await userEvent.click(within(box).getByRole('img', { name: 'La Giralda' }));
    await expect(await canvas.findByText('Imagen seleccionada')).toBeVisible();
    await userEvent.keyboard(' ');
    dialog = within(await page.findByRole('dialog', { name: 'Editar imagen' }));
    await userEvent.type(dialog.getByLabelText('Pie de foto (opcional)'), 'Sevilla');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        imagesHtml.replace(
          '<figure><img src="/media/b/giralda.jpg" alt="La Giralda"></figure>',
          '<figure><img src="/media/b/giralda.jpg" alt="La Giralda"><figcaption>Sevilla</figcaption></figure>',
        ),
      ),
    );
  },
};

/** Types `text` in the empty editor, then opens the dialog named `dialogName` from `button`. */
async function openFromToolbar(
  canvasElement: HTMLElement,
  text: string,
  button: string,
  dialogName: string,
) {
  const box = await textbox(canvasElement);
  await userEvent.click(box);
  await userEvent.type(box, text);
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const page = within(canvasElement.ownerDocument.body);
  return { box, page, dialog: within(await page.findByRole('dialog', { name: dialogName })) };
}

/** 'Imagen' opens the library; the chosen picture goes in with its alt text and caption. */
export const ImageFromToolbar: Story = {
  args: { media },
  play: async ({ canvasElement, args }) => {
    const { box, page, dialog } = await openFromToolbar(
      canvasElement,
      'Mirad',
      'Imagen',
      'Insertar imagen',
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'puente-de-triana.jpg' }));
    await userEvent.type(dialog.getByLabelText(/Texto alternativo/), 'El puente de Triana');
    await userEvent.type(dialog.getByLabelText('Pie de foto (opcional)'), 'Al atardecer');
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar imagen' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<p>Mirad</p><figure><img src="/media/b/puente.jpg" alt="El puente de Triana"><figcaption>Al atardecer</figcaption></figure><p></p>',
      ),
    );
    // Typing goes on after the picture.
    await userEvent.type(box, 'Fin', { skipClick: true });
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/<\/figure><p>Fin<\/p>$/));
  },
};

/**
 * 'Galería' opens the library to choose several pictures; each gets its alt text, and they go in
 * as one gallery block, laid out as the public page's grid.
 */
export const GalleryFromToolbar: Story = {
  args: { media },
  play: async ({ canvasElement, args }) => {
    const { box, page, dialog } = await openFromToolbar(
      canvasElement,
      'Sevilla',
      'Galería',
      'Insertar galería',
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'puente-de-triana.jpg' }));
    await userEvent.click(dialog.getByRole('button', { name: 'giralda.jpg' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continuar' }));
    await userEvent.type(
      dialog.getByLabelText(/Texto alternativo de puente-de-triana.jpg/),
      'El puente de Triana',
    );
    await userEvent.type(dialog.getByLabelText(/Texto alternativo de giralda.jpg/), 'La Giralda');
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar galería' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<p>Sevilla</p><figure data-gallery="grid"><img src="/media/b/puente.jpg" alt="El puente de Triana"><img src="/media/b/giralda.jpg" alt="La Giralda"></figure><p></p>',
      ),
    );
    const figure = box.querySelector('figure[data-gallery="grid"]');
    if (!figure) throw new Error('No gallery');
    await expect(getComputedStyle(figure).display).toBe('grid');
    // Typing goes on after the gallery.
    await userEvent.type(box, 'Fin', { skipClick: true });
    await waitFor(() => expect(lastHtml(args.onChange)).toMatch(/<\/figure><p>Fin<\/p>$/));
  },
};

const pasteFile = (box: HTMLElement, file: File) => {
  const clipboardData = new DataTransfer();
  clipboardData.items.add(file);
  box.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
  );
};

/** A pasted picture is uploaded through the dialog, described, then inserted; a PDF is refused. */
export const ImagePasted: Story = {
  args: { media },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    pasteFile(box, new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' }));
    let dialog = within(await page.findByRole('dialog', { name: 'Insertar imagen' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();

    pasteFile(box, new File([new Uint8Array(2048)], 'pegada.jpg', { type: 'image/jpeg' }));
    dialog = within(await page.findByRole('dialog', { name: 'Insertar imagen' }));
    await userEvent.type(await dialog.findByLabelText(/Texto alternativo/), 'Una captura');
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar imagen' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<figure><img src="/media/b/pegada.jpg" alt="Una captura"></figure><p></p>',
      ),
    );
  },
};

/** A picture dropped on a paragraph goes in where it was dropped, once uploaded and described. */
export const ImageDropped: Story = {
  args: { value: '<p>Primero</p><p>Segundo</p>', media },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const box = await textbox(canvasElement);
    const target = within(box).getByText('Segundo').getBoundingClientRect();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([new Uint8Array(2048)], 'soltada.png', { type: 'image/png' }));
    box.dispatchEvent(
      new DragEvent('drop', {
        dataTransfer,
        clientX: target.left + 2,
        clientY: target.top + target.height / 2,
        bubbles: true,
        cancelable: true,
      }),
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Insertar imagen' }));
    await userEvent.type(await dialog.findByLabelText(/Texto alternativo/), 'Un plano');
    await userEvent.click(dialog.getByRole('button', { name: 'Insertar imagen' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<p>Primero</p><figure><img src="/media/b/soltada.png" alt="Un plano"></figure><p>Segundo</p>',
      ),
    );
  },
};

const wideImageUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="900"><rect width="2400" height="900" fill="#0ea5e9"/></svg>',
)}`;

/** Shows a 2400 px wide picture in the stored image (the server's file is not there in a story). */
async function widenImage(box: HTMLElement) {
  const img = box.querySelector('figure img') as HTMLImageElement | null;
  if (!img) throw new Error('No image');
  img.src = wideImageUrl;
  await waitFor(() => expect(img.naturalWidth).toBe(2400));
  return img;
}

/** A picture wider than the column fits it: nothing scrolls sideways. */
async function expectImageInColumn(canvasElement: HTMLElement) {
  const box = await textbox(canvasElement);
  const img = await widenImage(box);
  const column = box.getBoundingClientRect();
  const picture = img.getBoundingClientRect();
  await expect(picture.right).toBeLessThanOrEqual(column.right + 0.5);
  await expect(picture.width).toBeLessThan(2400);
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

const wideImageHtml =
  '<p>Una vista muy ancha.</p><figure><img src="/media/b/bahia.jpg" alt="La bahía entera"></figure>';

/** A stored image wider than the column, on a 1366 px laptop. */
export const WideImage: Story = {
  args: { value: wideImageHtml },
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  play: async ({ canvasElement }) => expectImageInColumn(canvasElement),
};

/** The same image on a 375 px phone. */
export const WideImageMobile: Story = {
  args: { value: wideImageHtml },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => expectImageInColumn(canvasElement),
};

/** On a 1366×768 laptop the writing area takes most of the screen's height. */
export const Laptop: Story = {
  args: { value: shortPostHtml },
  globals: { viewport: { value: 'laptop1366', isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = await textbox(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('No window');
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      view.innerHeight * 0.55,
    );
  },
};

/**
 * 'Contenido para miembros': a stored `<!--members-only-->` shows as the divider 'A partir de
 * aquí, solo miembros' and is written back as the marker; the toolbar's button inserts one.
 */
export const PaywallBlock: Story = {
  args: {
    paywall: true,
    value: '<p>Para todos.</p><!--members-only--><p>Para miembros.</p>',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await expect(within(box).getByText('A partir de aquí, solo miembros')).toBeVisible();
    await userEvent.click(within(box).getByText('Para miembros.'));
    await userEvent.type(box, ' Más.', { skipClick: true });
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<p>Para todos.</p><!--members-only--><p>Para miembros. Más.</p>',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Contenido para miembros' }));
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toMatch(
        /^<p>Para todos\.<\/p><!--members-only--><p>Para miembros\. Más\.<\/p><!--members-only-->/,
      ),
    );
  },
};

/** Outside posts and pages the editor offers no paywall. */
export const WithoutPaywall: Story = {
  play: async ({ canvasElement }) => {
    await textbox(canvasElement);
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Contenido para miembros' }),
    ).toBeNull();
  },
};
