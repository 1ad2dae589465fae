import type { Meta, StoryObj } from '@storybook/react-vite';
import { TemplatePreview } from './template-preview';
import { customDesignStories, templateStories } from './template-stories';

const story = templateStories('minimal');
const custom = customDesignStories('minimal');

const meta = {
  title: 'Public Blog/Templates/Minimal',
  component: TemplatePreview,
  tags: ['autodocs'],
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  ...story('Home'),
  tags: ['screenshot'],
};
export const HomeDark: Story = {
  ...story('Home', { scheme: 'dark' }),
  tags: ['screenshot'],
};
export const HomeMobile: Story = {
  ...story('Home', { mobile: true }),
  tags: ['screenshot'],
};
export const Post: Story = {
  ...story('Post'),
  tags: ['screenshot'],
};
export const PostDark: Story = {
  ...story('Post', { scheme: 'dark' }),
  tags: ['screenshot'],
};
export const PostMobile: Story = {
  ...story('Post', { mobile: true }),
  tags: ['screenshot'],
};
export const Page: Story = {
  ...story('Page'),
  tags: ['screenshot'],
};
export const PageDark: Story = story('Page', { scheme: 'dark' });
export const PageMobile: Story = story('Page', { mobile: true });
export const Category: Story = {
  ...story('Category'),
  tags: ['screenshot'],
};
export const CategoryDark: Story = story('Category', { scheme: 'dark' });
export const CategoryMobile: Story = story('Category', { mobile: true });
export const NotFound: Story = {
  ...story('NotFound'),
  tags: ['screenshot'],
};
export const NotFoundDark: Story = story('NotFound', { scheme: 'dark' });
export const NotFoundMobile: Story = story('NotFound', { mobile: true });
// A post with tables: each in a named region that scrolls sideways on a phone.
export const Table: Story = story('Table');
export const TableDark: Story = story('Table', { scheme: 'dark' });
export const TableMobile: Story = story('Table', { mobile: true });

// The blogger's own design: the home page in light and the post in dark have their pictures.
export const CustomHome: Story = {
  ...custom('Home'),
  tags: ['screenshot'],
};
export const CustomHomeDark: Story = custom('Home', { scheme: 'dark' });
export const CustomHomeMobile: Story = custom('Home', { mobile: true });
export const CustomPost: Story = custom('Post');
export const CustomPostDark: Story = {
  ...custom('Post', { scheme: 'dark' }),
  tags: ['screenshot'],
};
