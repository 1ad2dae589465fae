import { expect, userEvent, within } from 'storybook/test';

/** Opens a layout's navigation on a phone, through 'Menú'. */
export async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
  return canvas;
}

/**
 * A layout on a phone: its navigation (`navigation`) waits closed behind 'Menú', opens, and closes
 * again once one of its links (`link`) is chosen, which navigates to `href`.
 */
export async function playMenuToggle(
  canvasElement: HTMLElement,
  onNavigate: unknown,
  { navigation, link, href }: { navigation: string; link: string; href: string },
) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Menú' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryByRole('link', { name: link })).toBeNull();
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = canvas.getByRole('navigation', { name: navigation });
  // The toggle names what it shows: the navigation itself, or the column that holds it.
  const controlled = canvasElement.ownerDocument.getElementById(
    toggle.getAttribute('aria-controls') ?? '',
  );
  await expect(controlled).toContainElement(nav);
  await userEvent.click(within(nav).getByRole('link', { name: link }));
  await expect(onNavigate).toHaveBeenCalledWith({ href });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryByRole('link', { name: link })).toBeNull();
}
