// The faces of ui's `tokens/fonts.ts`: the page is prerendered HTML and CSS, with no React here.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { enhanceMenuToggles } from './menu-toggle';

enhanceMenuToggles();
