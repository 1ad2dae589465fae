import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailAddress } from './email-address';

const meta = {
  title: 'Primitives/EmailAddress',
  component: EmailAddress,
  tags: ['autodocs'],
  args: { address: 'begona.martinez@correo.universidad.ejemplo.es' },
  decorators: [
    (Story) => (
      <div style={{ width: '12rem', border: '1px dashed currentColor' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The characters after which a line ends, measured from where each one is drawn. */
function lineEnds(element: HTMLElement): string[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const characters: { char: string; top: number }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      characters.push({ char: text[i] ?? '', top: range.getBoundingClientRect().top });
    }
  }
  return characters.flatMap((c, i) => {
    const next = characters[i + 1];
    return next && next.top > c.top + 1 ? [`${c.char}|${next.char}`] : [];
  });
}

/** In a narrow column an address wraps after its '@' and before a dot, never inside a word. */
export const Narrow: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const address = canvasElement.querySelector('span') as HTMLElement;
    await expect(address.textContent).toBe('begona.martinez@correo.universidad.ejemplo.es');
    const ends = lineEnds(address);
    await expect(ends.length).toBeGreaterThan(0);
    for (const end of ends) {
      await expect(end).toMatch(/^@\||\|\.$/);
    }
  },
};

/** A short address stays on one line. */
export const Short: Story = {
  args: { address: 'ana@ejemplo.es' },
  play: async ({ canvasElement }) => {
    await expect(lineEnds(canvasElement.querySelector('span') as HTMLElement)).toEqual([]);
  },
};
