import { DEFAULT_LIST_QUERY } from '@bitacora/ui';
import { describe, expect, it } from 'vitest';
import { addressOfListQuery, apiListQuery, listQueryFromAddress } from './list-address.ts';

describe('list address', () => {
  it('keeps only what differs from the default list, and reads it back', () => {
    const query = {
      ...DEFAULT_LIST_QUERY,
      search: 'gazpacho andaluz',
      status: 'DRAFT',
      categoryId: '4',
      language: 'en',
      sort: 'title' as const,
      order: 'asc' as const,
      page: 3,
    };
    const address = addressOfListQuery(query);
    expect(address.toString()).toBe(
      'q=gazpacho+andaluz&estado=DRAFT&categoria=4&idioma=en&orden=title&sentido=asc&pagina=3',
    );
    expect(listQueryFromAddress(address)).toEqual(query);
    expect(addressOfListQuery(DEFAULT_LIST_QUERY).toString()).toBe('');
  });

  it('drops what the address holds that is not a value of the list', () => {
    const params = new URLSearchParams(
      'estado=ARCHIVED&categoria=abc&etiqueta=0&autor=-1&idioma=EN&orden=views&sentido=up&pagina=2.5&otro=1',
    );
    expect(listQueryFromAddress(params)).toEqual(DEFAULT_LIST_QUERY);
    expect(listQueryFromAddress(new URLSearchParams('pagina=0')).page).toBe(1);
    // Scheduled items are a filter value; the trash is a screen of its own.
    expect(listQueryFromAddress(new URLSearchParams('estado=SCHEDULED')).status).toBe('SCHEDULED');
    expect(listQueryFromAddress(new URLSearchParams('estado=TRASHED')).status).toBe('');
  });

  it('asks the API for one page with the filters that are set', () => {
    expect(apiListQuery({ ...DEFAULT_LIST_QUERY, tagId: '7', language: 'pt', page: 2 })).toEqual({
      tagId: '7',
      language: 'pt',
      sort: 'date',
      order: 'desc',
      page: 2,
      limit: 20,
    });
  });
});
