import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

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
  title: 'Patterns/RichTextEditor/Footnotes and contents',
  component: RichTextEditor,
  args: { label: 'Contenido', value: '', onChange: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Contenido' }, { timeout: 5000 });

/** The last HTML reported, without the ids Milkdown gives headings (the server makes its own). */
const lastHtml = (spy: unknown) =>
  String((spy as { mock: { calls: unknown[][] } }).mock.calls.at(-1)?.[0] ?? '').replace(
    /<h([1-6]) id="[^"]*">/g,
    '<h$1>',
  );

/** Puts the caret at the end of the first element matching `selector`, as a writer would. */
async function caretAtEnd(box: HTMLElement, selector: string) {
  const target = box.querySelector(selector);
  if (!target) throw new Error(`No ${selector} in the editor`);
  const range = box.ownerDocument.createRange();
  range.selectNodeContents(target);
  const selection = box.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  await userEvent.keyboard('{ArrowRight}');
}

const note = (label: number, text: string) => `<li id="nota-${label}"><p>${text}</p></li>`;
const notes = (...items: string[]) =>
  `<section class="footnotes" aria-label="Notas"><ol>${items.join('')}</ol></section>`;
const ref = (label: number) => `<sup><a href="#nota-${label}" id="ref-${label}">${label}</a></sup>`;

/** A note added before another takes its number, and the other moves down with its note. */
export const FootnoteBeforeAnother: Story = {
  args: { value: `<p>Primero aquí.</p><p>Luego allí.${ref(1)}</p>${notes(note(1, 'Allí.'))}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await caretAtEnd(box, ':scope > p:first-of-type');
    await userEvent.click(canvas.getByRole('button', { name: 'Nota al pie' }));
    await userEvent.keyboard('Aquí.');
    await waitFor(() =>
      expect(lastHtml(args.onChange), box.innerHTML).toBe(
        `<p>Primero aquí.${ref(1)}</p><p>Luego allí.${ref(2)}</p>` +
          notes(note(1, 'Aquí.'), note(2, 'Allí.')),
      ),
    );
    await expect(within(box).getByRole('list')).toHaveTextContent('Aquí.Allí.');
  },
};

/** Deleting a reference deletes its note, and the notes after it are numbered again. */
export const FootnoteDeleted: Story = {
  args: {
    value: `<p>Uno${ref(1)}</p><p>Dos${ref(2)}</p>${notes(note(1, 'Nota uno.'), note(2, 'Nota dos.'))}`,
  },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await caretAtEnd(box, ':scope > p:first-of-type');
    await userEvent.keyboard('{Backspace}');
    await waitFor(() =>
      expect(lastHtml(args.onChange), box.innerHTML).toBe(
        `<p>Uno</p><p>Dos${ref(1)}</p>${notes(note(1, 'Nota dos.'))}`,
      ),
    );
  },
};

/**
 * 'Índice' inserts the table of contents: in the editor it shows the H2–H4 headings as they are
 * now, and it is stored as the empty block the server fills on save.
 */
export const TableOfContentsFromToolbar: Story = {
  args: { value: '<p>Entrada.</p><h2>Primera parte</h2><p>a</p><h3>Un detalle</h3><p>b</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await caretAtEnd(box, ':scope > p:first-child');
    await userEvent.click(canvas.getByRole('button', { name: 'Índice' }));
    const toc = await within(box).findByRole('navigation', { name: 'Índice' });
    await expect(
      within(toc)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      box.innerHTML,
    ).toEqual(['Primera parte', 'Un detalle']);
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toMatch(
        /^<p>Entrada\.<\/p><nav class="toc" aria-label="Índice"[^>]*><\/nav>(<p><\/p>)?<h2>Primera parte<\/h2>/,
      ),
    );
    await caretAtEnd(box, ':scope > h3');
    await userEvent.keyboard(' más');
    await waitFor(() =>
      expect(within(toc).getAllByRole('listitem').at(-1)).toHaveTextContent('Un detalle más'),
    );
  },
};

/** A post as the server stores it: the table of contents, anchors and notes read back. */
export const WithFootnotesAndToc: Story = {
  args: {
    value:
      '<nav class="toc" aria-label="Índice"><ol><li><a href="#inicio">Inicio</a></li></ol></nav>' +
      `<h2 id="inicio">Inicio</h2><p>Con nota${ref(1)}.</p>` +
      '<section class="footnotes" aria-label="Notas"><ol><li id="nota-1"><p>La nota. ' +
      '<a href="#ref-1" aria-label="Volver al texto">↩</a></p></li></ol></section>',
  },
  play: async ({ canvasElement, args }) => {
    const box = await textbox(canvasElement);
    const toc = await within(box).findByRole('navigation', { name: 'Índice' });
    await expect(toc).toHaveTextContent('Inicio');
    await expect(within(box).getByRole('region', { name: 'Notas' })).toHaveTextContent('La nota.');
    await expect(within(box).queryByRole('link', { name: 'Volver al texto' })).toBeNull();
    await userEvent.click(box);
    await caretAtEnd(box, 'li#nota-1 > p');
    await userEvent.keyboard(' Y más.');
    await waitFor(() =>
      expect(lastHtml(args.onChange)).toBe(
        '<nav class="toc" aria-label="Índice" contenteditable="false"></nav>' +
          `<h2>Inicio</h2><p>Con nota${ref(1)}.</p>${notes(note(1, 'La nota. Y más.'))}`,
      ),
    );
  },
};

/** 'Nota al pie' puts a reference at the caret and its note in the list, where the author writes it. */
export const FootnoteFromToolbar: Story = {
  args: { value: '<p>Primero aquí.</p><p>Luego allí.</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await textbox(canvasElement);
    await userEvent.click(box);
    await caretAtEnd(box, ':scope > p:nth-of-type(2)');
    await userEvent.click(canvas.getByRole('button', { name: 'Nota al pie' }));
    await waitFor(() => expect(box.querySelector('li#nota-1'), box.innerHTML).not.toBeNull());
    await userEvent.keyboard('Allí.');
    await waitFor(() =>
      expect(lastHtml(args.onChange), box.innerHTML).toBe(
        `<p>Primero aquí.</p><p>Luego allí.${ref(1)}</p>${notes(note(1, 'Allí.'))}`,
      ),
    );
  },
};
