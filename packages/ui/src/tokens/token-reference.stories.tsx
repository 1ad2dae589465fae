import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fontValues, lightColors } from './theme-values';
import { TokenReference } from './token-reference';
import { cssVarName } from './tokens';

const meta = {
  title: 'Tokens/Reference',
  component: TokenReference,
  tags: ['autodocs'],
} satisfies Meta<typeof TokenReference>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token by its CSS name and value; colours in both schemes; the type scale set in each size. */
export const Reference: Story = {
  tags: ['screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [key, value] of Object.entries(lightColors)) {
      const row = canvas.getByText(cssVarName('color', key)).closest('tr') as HTMLElement;
      await expect(row).toHaveTextContent(value);
    }
    const scale = canvas.getByRole('heading', { name: 'Escala tipográfica' });
    await expect(scale).toBeVisible();
    // Each sample is set in its own size: the scale grows from the smallest to the largest.
    const samples = [...canvasElement.querySelectorAll<HTMLElement>('td[data-size]')];
    const sizes = samples.map((cell) => Number.parseFloat(getComputedStyle(cell).fontSize));
    await expect(sizes.length).toBe(
      Object.keys(fontValues).filter((key) => key.startsWith('size')).length,
    );
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  },
};
