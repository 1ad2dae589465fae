import { describe, expect, it } from 'vitest';
import {
  addressOfCommentsQuery,
  commentsQueryFromAddress,
  DEFAULT_COMMENTS_QUERY,
} from './comments-address.ts';

describe('comments address', () => {
  it('keeps the status, search, page and size that differ from the default, and reads them back', () => {
    const query = { status: 'PENDING' as const, search: 'ana@example.com', page: 3, pageSize: 50 };
    const address = addressOfCommentsQuery(query);
    expect(address.toString()).toBe('estado=PENDING&q=ana%40example.com&pagina=3&por_pagina=50');
    expect(commentsQueryFromAddress(address)).toEqual(query);
    expect(addressOfCommentsQuery(DEFAULT_COMMENTS_QUERY).toString()).toBe('');
  });

  it('drops values the list does not have', () => {
    const params = new URLSearchParams('estado=BORRADO&pagina=0&por_pagina=7&q=%20%20');
    expect(commentsQueryFromAddress(params)).toEqual(DEFAULT_COMMENTS_QUERY);
  });
});
