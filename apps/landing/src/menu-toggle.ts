/**
 * The public layout's 'Menú' button without React: below 768 px it shows and hides the
 * navigation it controls, as the layout does once hydrated. Markup and styles come from the
 * prerendered page; this only flips `aria-expanded` and the navigation's visibility.
 */
export function enhanceMenuToggles(root: ParentNode = document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!controlled) continue;
    button.addEventListener('click', () => {
      const isOpen = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(isOpen));
      // The closed state hides the navigation in a media query; an inline style overrides it.
      if (isOpen) controlled.style.display = 'block';
      else controlled.style.removeProperty('display');
    });
    controlled.addEventListener('click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a')) return;
      button.setAttribute('aria-expanded', 'false');
      controlled.style.removeProperty('display');
    });
  }
}
