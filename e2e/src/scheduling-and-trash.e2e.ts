import { describe, expect, it } from 'vitest';
import { DEMO, signInToDashboard } from './harness/accounts.ts';
import { blogOrigin, useBrowser } from './harness/browser.ts';
import { screenHeading, settledPath } from './harness/panel.ts';

/** The wall clock of Madrid (the demo blog's zone) at an instant, as `datetime-local` takes it. */
function madridWallTime(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(' ', 'T');
}

/** 'dd/mm/aaaa, hh:mm' in Madrid, as the panel's lists show times. */
function madridListTime(instant: Date): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

/**
 * A post scheduled a minute ahead appears on the public blog at its minute without anyone
 * touching it (the server's sweep runs every second in this run); deleting it sends it to the
 * 'Papelera', its address answers 410, and 'Restaurar' brings it back.
 */
describe('scheduling a post and the trash', () => {
  const session = useBrowser();
  const stamp = Date.now().toString(36);
  const title = `Crónica programada ${stamp}`;
  const slug = `cronica-programada-${stamp}`;
  // The next minute that is at least 45 s away: enough to save before it comes.
  const minute = 60_000;
  const due = new Date(Math.ceil((Date.now() + 45_000) / minute) * minute);
  const postAddress = () => `${blogOrigin(session, 'demo')}/blog/${slug}`;
  /** A public address opened as a reader opens it: its status and text. */
  const open = async (address: string) => {
    const response = await session.page.goto(address);
    return { status: response?.status() ?? 0, text: (await response?.text()) ?? '' };
  };

  it('schedules a post in the form, in the blog’s time zone', async () => {
    const { page } = session;
    await signInToDashboard(page, DEMO.admin);
    await page.goto('/cms/posts/new');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Sale sola a su hora.');
    await page.getByLabel('Categoría').selectOption({ label: 'Viajes' });
    await page.getByRole('switch', { name: 'Programar la publicación' }).click();
    const when = page.getByLabel(/^Fecha y hora de publicación/);
    await when.fill(madridWallTime(due));
    await page
      .getByText(`Se publicará el ${madridListTime(due)} (hora de Europe/Madrid).`)
      .waitFor();
    await page.getByRole('switch', { name: 'Programado' }).waitFor();
    await page.getByRole('button', { name: 'Guardar Post' }).click();

    await settledPath(page, '/cms/posts', 30_000);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Programado');
    expect(await row.textContent()).toContain(madridListTime(due));
    await row.getByRole('button', { name: `Desprogramar ${title}` }).waitFor();
  });

  it('keeps it off the blog until its minute, then shows it there', async () => {
    const { page } = session;
    const before = await open(postAddress());
    expect(before.status).toBe(404);
    expect(Date.now()).toBeLessThan(due.getTime());
    // A reader opens it again every second; the scheduler publishes within seconds of the minute.
    await expect
      .poll(async () => (await open(postAddress())).status, {
        timeout: due.getTime() + 30_000 - Date.now(),
        interval: 1_000,
      })
      .toBe(200);
    // Not before its minute.
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect((await open(`${blogOrigin(session, 'demo')}/feed.xml`)).text).toContain(slug);

    await page.goto('/cms/posts');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Publicado');
  }, 150_000);

  it('deletes it to the trash: its address answers 410', async () => {
    const { page } = session;
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Eliminar ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar post' });
    expect(await dialog.textContent()).toContain('Irá a la papelera');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await row.waitFor({ state: 'detached' });

    const gone = await open(postAddress());
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('Contenido retirado');
    await page.goto('/cms/posts');
  });

  it("finds it in the 'Papelera' with its deletion date, and restores it", async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Papelera' }).click();
    await settledPath(page, '/cms/trash');
    await screenHeading(page, 'Papelera').waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    const today = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(await row.textContent()).toContain(today);
    expect(await row.textContent()).toContain(`/blog/${slug}`);
    await row.getByRole('button', { name: `Restaurar ${title}` }).click();
    await page.getByText(`«${title}» se restauró.`).waitFor();
    await row.waitFor({ state: 'detached' });

    expect((await open(postAddress())).status).toBe(200);
    await page.goto('/cms/posts');
    const restored = page.getByRole('row').filter({ hasText: title });
    await restored.waitFor();
    expect(await restored.textContent()).toContain('Publicado');
  });
});
