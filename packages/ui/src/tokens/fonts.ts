/** Inter, self-hosted so screens and screenshots look the same offline. Latin covers Spanish. */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
