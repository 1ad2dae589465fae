const numbers = new Intl.NumberFormat('es-ES');

/** A count as es-ES writes it ('10.000'). */
export function formatCount(value: number): string {
  return numbers.format(value);
}

/** A noun in its two Spanish numbers: 'suscriptor', 'suscriptores'. */
export interface CountedNoun {
  one: string;
  other: string;
}

/** A count and its noun in the right number: '1 suscriptor', '0 posts', '1.250 comentarios'. */
export function counted(n: number, noun: CountedNoun): string {
  return `${formatCount(n)} ${n === 1 ? noun.one : noun.other}`;
}

/** The nouns the panel counts. */
export const NOUNS = {
  post: { one: 'post', other: 'posts' },
  page: { one: 'página', other: 'páginas' },
  comment: { one: 'comentario', other: 'comentarios' },
  subscriber: { one: 'suscriptor', other: 'suscriptores' },
  member: { one: 'miembro', other: 'miembros' },
  tip: { one: 'propina', other: 'propinas' },
  visitor: { one: 'visitante', other: 'visitantes' },
  pageView: { one: 'página vista', other: 'páginas vistas' },
  month: { one: 'mes', other: 'meses' },
  period: { one: 'periodo', other: 'periodos' },
} as const satisfies Record<string, CountedNoun>;
