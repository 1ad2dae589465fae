import type { ColorMode } from '@bitacora/domain';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ColorModeProvider } from '../packages/ui/src/tokens/color-mode';
import { GlobalStyle } from '../packages/ui/src/tokens/global-style';
import { matchStoryScreenshot } from './story-screenshot';

/** The Storybook tag that opts a story into the screenshot comparison. */
const SCREENSHOT_TAG = 'screenshot';

/** Applies the toolbar's (or the story's) theme to the whole canvas, portals included. */
const withTheme: Decorator = (Story, context) => {
  const mode: ColorMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ColorModeProvider forcedMode={mode}>
      <GlobalStyle />
      <Story />
    </ColorModeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema claro u oscuro',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Oscuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile375: {
          name: 'Móvil 375 px',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
        laptop1366: {
          name: 'Portátil 1366 px',
          styles: { width: '1366px', height: '768px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Escritorio 1200 px',
          styles: { width: '1200px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    a11y: { test: 'error' },
  },
  /**
   * Visual regression by opt-in: only a story tagged `screenshot` is compared with its committed
   * reference in `__screenshots__/`. Every story still runs its play function and axe.
   */
  afterEach: async ({ canvasElement, id, parameters, tags }) => {
    if (!tags.includes(SCREENSHOT_TAG)) return;
    const screenshot: { selector?: string } = parameters.screenshot ?? {};
    // Dialogs and toasts leave the canvas (top layer, fixed position): name what to capture.
    const target = screenshot.selector
      ? canvasElement.ownerDocument.querySelector(screenshot.selector)
      : canvasElement;
    if (!target) throw new Error(`No element matches screenshot.selector "${screenshot.selector}"`);
    const { width, height } = target.getBoundingClientRect();
    // A tagged story that shows nothing would pass without a reference: the tag would be a lie.
    if (width === 0 || height === 0) {
      throw new Error(
        `Story "${id}" is tagged "${SCREENSHOT_TAG}" but there is nothing to capture`,
      );
    }
    await matchStoryScreenshot(target, id.split('--')[1] ?? id);
  },
  tags: ['autodocs'],
};

export default preview;
