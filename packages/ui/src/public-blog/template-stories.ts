import type { Template } from '@bitacora/domain';
import type { StoryObj } from '@storybook/react-vite';
import axeSource from 'axe-core/axe.min.js?raw';
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
  /** A post with two tables, a narrow and a wide one, a note and a table of contents. */
  Table: { file: 'table', heading: 'Andalucía en tablas' },
} as const;
export type TemplatePage = keyof typeof TEMPLATE_PAGES;

/** The frame's document once its page has loaded. */
async function loaded(canvasElement: HTMLElement, template: Template): Promise<Document> {
  const frame = canvasElement.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  await waitFor(() => expect(frame.contentDocument?.body?.className).toBe(`t-${template}`));
  return frame.contentDocument as Document;
}

/**
 * A copy of axe inside the frame: the story's own axe run, after the play function, checks
 * what is in a frame only by asking the axe running there; without one the template's page
 * would go unchecked.
 */
function withAxe(doc: Document): void {
  if ('axe' in (doc.defaultView ?? {})) return;
  const script = doc.createElement('script');
  script.textContent = axeSource;
  doc.head.append(script);
}

type StoryOptions = { scheme?: TemplateScheme; mobile?: boolean };

/**
 * What a reader needs of the post's tables (docs/decisions/069-editor-tables.md): each in a
 * region of its own, named and reachable by keyboard, its header row of column headers; on a
 * phone the wide one scrolls sideways inside its region while the page keeps to the screen.
 */
async function expectReadableTables(doc: Document, mobile: boolean): Promise<void> {
  const regions = [...doc.querySelectorAll<HTMLElement>('main .content .table-scroll')];
  await expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
    'Tabla 1',
    'Tabla 2',
  ]);
  for (const region of regions) {
    await expect(region.getAttribute('role')).toBe('region');
    await expect(region.tabIndex).toBe(0);
    region.focus();
    await expect(doc.activeElement).toBe(region);
    const table = region.querySelector(':scope > table');
    const header = table?.querySelectorAll('thead > tr:only-child > *') ?? [];
    await expect(header.length).toBeGreaterThan(0);
    for (const cell of header) {
      await expect(cell.tagName).toBe('TH');
      await expect(cell.getAttribute('scope')).toBe('col');
    }
    await expect(table?.querySelectorAll('tbody th')).toHaveLength(0);
    region.blur();
  }
  const wide = regions[1] as HTMLElement;
  await expect(wide.querySelectorAll('thead th')).toHaveLength(9);
  if (mobile) {
    await expect(wide.scrollWidth).toBeGreaterThan(wide.clientWidth);
    wide.scrollLeft = wide.scrollWidth;
    await expect(wide.scrollLeft).toBeGreaterThan(0);
    wide.scrollLeft = 0;
    const view = doc.defaultView as Window;
    await expect(view.getComputedStyle(wide).overflowX).toBe('auto');
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
  }
  // The table of contents and the note's reference lead to their anchors on the page.
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('nav.toc a, sup a')) {
    const target = link.getAttribute('href')?.slice(1) ?? '';
    await expect(doc.getElementById(target)).not.toBeNull();
  }
}

/** The pages shown with a blogger's own design (`<template>-custom-<page>` in the fixtures). */
export const CUSTOM_PAGES = {
  Home: { file: 'custom-home', heading: null },
  Post: { file: 'custom-post', heading: 'Sevilla en otoño' },
} as const;
export type CustomPage = keyof typeof CUSTOM_PAGES;

/**
 * The design the server's fixture test gives each template (`CUSTOM_DESIGNS` there): the accent
 * as given and the heading and body fonts' families.
 */
const CUSTOM_DESIGNS: Record<Template, { accent: string; heading: string; body: string }> = {
  default: { accent: '#c2410c', heading: 'Lora', body: 'Fira Sans' },
  minimal: { accent: '#7c3aed', heading: 'Merriweather', body: 'Inter' },
  professional: { accent: '#ffb300', heading: 'Roboto Slab', body: 'Open Sans' },
};

/**
 * The stories of one template: each call makes one, a page of the template in a colour scheme,
 * on a desktop or a phone, showing the HTML the server renders for the demo blog
 * (`__fixtures__/templates.json`, written by the server's own test).
 */
export function templateStories(template: Template) {
  return (page: TemplatePage, options: StoryOptions = {}): Story & { args: TemplatePreviewProps } =>
    templateStory(template, page, options);
}

/**
 * The stories of one template with a blogger's own design: accent colour, fonts, logo and layout
 * options. The page loads its fonts and logo from the blog's own addresses, which Storybook
 * serves (`staticDirs` in `.storybook/main.ts`); the story waits for them before its picture.
 */
export function customDesignStories(template: Template) {
  return (page: CustomPage, options: StoryOptions = {}): Story & { args: TemplatePreviewProps } =>
    customDesignStory(template, page, options);
}

function customDesignStory(
  template: Template,
  page: CustomPage,
  options: StoryOptions,
): Story & { args: TemplatePreviewProps } {
  const { file, heading } = CUSTOM_PAGES[page];
  const html: string | undefined = (fixtures as Record<string, string>)[`${template}-${file}`];
  if (!html) throw new Error(`no fixture ${template}-${file}`);
  const scheme = options.scheme ?? 'light';
  const design = CUSTOM_DESIGNS[template];
  return {
    args: { html, scheme, title: `Plantilla ${template} con diseño propio: ${file}` },
    parameters: { layout: 'fullscreen' },
    ...(options.mobile ? { globals: MOBILE_GLOBALS } : {}),
    play: async ({ canvasElement }) => {
      const doc = await loaded(canvasElement, template);
      withAxe(doc);
      const view = doc.defaultView as Window;
      // The logo stands for the name, which is its alternative text.
      const logo = doc.querySelector<HTMLImageElement>('.brand img.logo');
      await expect(logo?.alt).toBe('Blog de demostración');
      await waitFor(() => expect(logo?.complete && logo.naturalWidth).toBe(600));
      if (heading) await expect(doc.querySelector('main h1')?.textContent).toContain(heading);
      // Both fonts come from the blog's host, in the weights the page uses.
      for (const family of [design.heading, design.body]) {
        for (const weight of [400, 700]) {
          const faces = await doc.fonts.load(`${weight} 16px "${family}"`, 'Sevilla');
          await expect(faces.map((face) => face.status)).toEqual(['loaded']);
        }
      }
      await doc.fonts.ready;
      const headingElement = doc.querySelector('main h1, main h2') as Element;
      await expect(view.getComputedStyle(headingElement).fontFamily).toMatch(
        new RegExp(`^"?${design.heading}"?,`),
      );
      await expect(view.getComputedStyle(doc.body).fontFamily).toMatch(
        new RegExp(`^"?${design.body}"?,`),
      );
      const root = view.getComputedStyle(doc.documentElement);
      await expect(root.getPropertyValue('--accent-given')).toBe(design.accent);
      // The mode's accent: the light one in light mode, the dark one under the dark scheme.
      await expect(root.getPropertyValue('--accent')).toBe(
        root.getPropertyValue(scheme === 'dark' ? '--accent-dark' : '--accent-light'),
      );
      const background = view.getComputedStyle(doc.body).backgroundColor;
      await expect(background).toBe(scheme === 'dark' ? 'rgb(18, 18, 20)' : 'rgb(255, 255, 255)');
      if (options.mobile) {
        await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(
          doc.documentElement.clientWidth,
        );
      }
    },
  };
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
      withAxe(doc);
      await expect(doc.querySelector('.brand')?.textContent).toBe('Blog de demostración');
      if (heading) await expect(doc.querySelector('main h1')?.textContent).toContain(heading);
      // The page's own colours: the dark scheme's background only in the dark stories.
      const background = doc.defaultView?.getComputedStyle(doc.body).backgroundColor;
      await expect(background).toBe(scheme === 'dark' ? 'rgb(18, 18, 20)' : 'rgb(255, 255, 255)');
      if (page === 'Table') await expectReadableTables(doc, options.mobile === true);
      if (options.mobile) {
        await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(
          doc.documentElement.clientWidth,
        );
      }
    },
  };
}
