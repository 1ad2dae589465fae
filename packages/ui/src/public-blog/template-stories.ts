import type { Template } from '@bitacora/domain';
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MOBILE_GLOBALS } from '../screens/story-helpers/viewports';
import fixtures from './__fixtures__/templates.json';
import type { TemplatePreview, TemplatePreviewProps, TemplateScheme } from './template-preview';

type Story = StoryObj<typeof TemplatePreview>;

/** The pages each template's stories show, with what a visitor reads first on each. */
export const TEMPLATE_PAGES = {
  Home: { file: 'home', heading: null },
  Post: { file: 'post', heading: 'Sevilla en otoño' },
  Page: { file: 'page', heading: 'Sobre mí' },
  Category: { file: 'category', heading: 'Viajes' },
  NotFound: { file: 'not-found', heading: 'Página no encontrada' },
} as const;
export type TemplatePage = keyof typeof TEMPLATE_PAGES;

/** The frame's document once its page has loaded. */
async function loaded(canvasElement: HTMLElement, template: Template): Promise<Document> {
  const frame = canvasElement.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  await waitFor(() => expect(frame.contentDocument?.body?.className).toBe(`t-${template}`));
  return frame.contentDocument as Document;
}

type StoryOptions = { scheme?: TemplateScheme; mobile?: boolean };

/**
 * The stories of one template: each call makes one, a page of the template in a colour scheme,
 * on a desktop or a phone, showing the HTML the server renders for the demo blog
 * (`__fixtures__/templates.json`, written by the server's own test).
 */
export function templateStories(template: Template) {
  return (page: TemplatePage, options: StoryOptions = {}): Story & { args: TemplatePreviewProps } =>
    templateStory(template, page, options);
}

function templateStory(
  template: Template,
  page: TemplatePage,
  options: StoryOptions,
): Story & { args: TemplatePreviewProps } {
  const { file, heading } = TEMPLATE_PAGES[page];
  const html: string | undefined = (fixtures as Record<string, string>)[`${template}-${file}`];
  if (!html) throw new Error(`no fixture ${template}-${file}`);
  const scheme = options.scheme ?? 'light';
  return {
    args: { html, scheme, title: `Plantilla ${template}: ${file}` },
    parameters: { layout: 'fullscreen' },
    ...(options.mobile ? { globals: MOBILE_GLOBALS } : {}),
    play: async ({ canvasElement }) => {
      const doc = await loaded(canvasElement, template);
      await expect(doc.querySelector('.brand')?.textContent).toBe('Blog de demostración');
      if (heading) await expect(doc.querySelector('main h1')?.textContent).toContain(heading);
      // The page's own colours: the dark scheme's background only in the dark stories.
      const background = doc.defaultView?.getComputedStyle(doc.body).backgroundColor;
      await expect(background).toBe(scheme === 'dark' ? 'rgb(18, 18, 20)' : 'rgb(255, 255, 255)');
      if (options.mobile) {
        await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(
          doc.documentElement.clientWidth,
        );
      }
    },
  };
}
