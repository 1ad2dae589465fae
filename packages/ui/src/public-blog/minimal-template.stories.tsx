import type { Meta, StoryObj } from '@storybook/react-vite';
import category from './__fixtures__/minimal-category.html?raw';
import home from './__fixtures__/minimal-home.html?raw';
import notfound from './__fixtures__/minimal-not-found.html?raw';
import page from './__fixtures__/minimal-page.html?raw';
import post from './__fixtures__/minimal-post.html?raw';
import { TemplatePreview } from './template-preview';
import { templateStory } from './template-stories';

const TEMPLATE = 'minimal';
/** The HTML the server renders for the demo blog in this template (see __fixtures__). */
const PAGES: Record<string, string> = {
  home: home,
  post: post,
  page: page,
  category: category,
  'not-found': notfound,
};

const meta = {
  title: 'Public Blog/Templates/Minimal',
  component: TemplatePreview,
  tags: ['autodocs'],
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Home'),
  tags: ['screenshot'],
};
export const HomeDark: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Home', { scheme: 'dark' }),
  tags: ['screenshot'],
};
export const HomeMobile: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Home', { mobile: true }),
  tags: ['screenshot'],
};
export const Post: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Post'),
  tags: ['screenshot'],
};
export const PostDark: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Post', { scheme: 'dark' }),
  tags: ['screenshot'],
};
export const PostMobile: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Post', { mobile: true }),
  tags: ['screenshot'],
};
export const Page: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Page'),
  tags: ['screenshot'],
};
export const PageDark: Story = templateStory(TEMPLATE, PAGES, 'Page', { scheme: 'dark' });
export const PageMobile: Story = templateStory(TEMPLATE, PAGES, 'Page', { mobile: true });
export const Category: Story = {
  ...templateStory(TEMPLATE, PAGES, 'Category'),
  tags: ['screenshot'],
};
export const CategoryDark: Story = templateStory(TEMPLATE, PAGES, 'Category', { scheme: 'dark' });
export const CategoryMobile: Story = templateStory(TEMPLATE, PAGES, 'Category', { mobile: true });
export const NotFound: Story = {
  ...templateStory(TEMPLATE, PAGES, 'NotFound'),
  tags: ['screenshot'],
};
export const NotFoundDark: Story = templateStory(TEMPLATE, PAGES, 'NotFound', { scheme: 'dark' });
export const NotFoundMobile: Story = templateStory(TEMPLATE, PAGES, 'NotFound', { mobile: true });
