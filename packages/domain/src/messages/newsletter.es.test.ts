import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as t } from './newsletter.es.ts';

describe('newsletter messages', () => {
  it('names the blog in the pages and mails a subscriber reads', () => {
    const blog = 'Cuaderno de viaje';
    for (const text of [
      t.confirmText(blog),
      t.confirmed(blog),
      t.unsubscribeText(blog),
      t.unsubscribed(blog),
      t.confirmMailIntro(blog),
      t.unsubscribeFooter(blog),
    ]) {
      expect(text).toContain(`«${blog}»`);
    }
    expect(t.confirmSubject(blog)).toBe('Confirma tu suscripción a Cuaderno de viaje');
  });

  it('says when the confirmation link runs out', () => {
    expect(t.confirmMailIgnore(7)).toMatch(/vence en 7 días\.$/);
  });

  it('agrees counts with their nouns, one and many', () => {
    expect(t.confirmedCount(1)).toBe('1 suscriptor confirmado');
    expect(t.confirmedCount(0)).toBe('0 suscriptores confirmados');
    expect(t.confirmedCount(12)).toBe('12 suscriptores confirmados');
    expect(t.pendingCount(3)).toBe('3 sin confirmar');
    expect(t.imported(1, 1)).toBe('1 suscriptor importado, 1 fila omitida');
    expect(t.imported(40, 2)).toBe('40 suscriptores importados, 2 filas omitidas');
  });

  it('states the CSV limits with their figures', () => {
    expect(t.importTooLarge(1)).toBe('El CSV no puede superar 1 MB');
    expect(t.importTooManyRows(50_000)).toBe('El CSV no puede tener más de 50000 filas');
  });

  it('explains the FREE plan limit, and who is left out past it', () => {
    expect(t.freeLimit(500)).toContain('los 500 primeros suscriptores confirmados');
    expect(t.freeLimitReached(500, 1)).toBe(
      'Tienes 1 suscriptor por encima del límite de 500 del plan FREE: no recibirá las entradas nuevas por correo.',
    );
    expect(t.freeLimitReached(500, 30)).toBe(
      'Tienes 30 suscriptores por encima del límite de 500 del plan FREE: no recibirán las entradas nuevas por correo.',
    );
  });

  it('asks before removing a subscriber, naming the address', () => {
    expect(t.removeConfirm('ana@example.com')).toMatch(/^¿Eliminar a ana@example\.com\?/);
  });
});
