import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LINK_REFUSED_MESSAGE } from './link-prompt';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { fullDocumentHtml, shortPostHtml } from './rich-text-editor.fixtures';

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
    ]);
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
    const last = box.querySelector(':scope > p:last-child');
    if (!last) throw new Error('No last paragraph');
    await userEvent.click(last);
    selectText(box, ':scope > p:last-child');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.type(box, '!', { skipClick: true });
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
  parameters: { screenshot: { selector: 'dialog' } },
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
