import {
  CONTENT_STATUS_LABELS,
  type ContentListSort,
  type SortOrder,
  TRANSLATION_PANEL_MESSAGES,
  WRITABLE_CONTENT_STATUSES,
} from '@bitacora/domain';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../primitives/button/button';
import { Select, type SelectOption } from '../../../primitives/select/select';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { type ContentListQuery, DEFAULT_LIST_QUERY, hasFilters } from './content-list-query';

// The trash is a screen of its own, so its status is no filter of these lists.
const STATUS_OPTIONS: SelectOption[] = WRITABLE_CONTENT_STATUSES.map((value) => ({
  value,
  label: CONTENT_STATUS_LABELS[value],
}));

const SORT_OPTIONS: { value: `${ContentListSort}-${SortOrder}`; label: string }[] = [
  { value: 'date-desc', label: 'Última edición: más reciente primero' },
  { value: 'date-asc', label: 'Última edición: más antigua primero' },
  { value: 'title-asc', label: 'Título: de la A a la Z' },
  { value: 'title-desc', label: 'Título: de la Z a la A' },
];

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space['3']};

  & > * {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

const Search = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${tokens.space['2']};
  flex: 2 1 16rem;

  & > :first-child {
    flex: 1;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${tokens.space['2']};
  flex: 0 0 auto;
`;

export type ListControlsProps = {
  query: ContentListQuery;
  /** A new query: every change but the page's goes back to page 1. */
  onChange: (query: ContentListQuery) => void;
  /** What the list holds, for the labels ('posts', 'páginas'). */
  what: string;
  /** Each filter is offered when its options are given. */
  categories?: readonly SelectOption[];
  tags?: readonly SelectOption[];
  authors?: readonly SelectOption[];
  series?: readonly SelectOption[];
  languages?: readonly SelectOption[];
};

/**
 * A list's search, filters and order. The search applies on 'Buscar' (or Enter), a filter or
 * the order as soon as it is chosen.
 */
export function ListControls({
  query,
  onChange,
  what,
  categories,
  tags,
  authors,
  series,
  languages,
}: ListControlsProps) {
  const [text, setText] = useState(query.search);
  // The address can change the search too (back, forward): the field follows it.
  useEffect(() => setText(query.search), [query.search]);

  const set = (changes: Partial<ContentListQuery>) => onChange({ ...query, ...changes, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: text.trim() });
  };
  const filter = (
    key: 'categoryId' | 'tagId' | 'authorId' | 'seriesId' | 'language',
    label: string,
    all: string,
    options: readonly SelectOption[] | undefined,
  ) =>
    options ? (
      <Select
        label={label}
        placeholder={all}
        options={options}
        value={query[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    ) : null;

  return (
    <Form role="search" aria-label={`Buscar y filtrar ${what}`} onSubmit={submit}>
      <Search>
        <TextField
          type="search"
          label={`Buscar ${what}`}
          hint="En el título y el texto"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
      </Search>
      <Select
        label="Estado"
        placeholder="Todos los estados"
        options={STATUS_OPTIONS}
        value={query.status}
        onChange={(event) => set({ status: event.target.value })}
      />
      {filter('categoryId', 'Categoría', 'Todas las categorías', categories)}
      {filter('tagId', 'Etiqueta', 'Todas las etiquetas', tags)}
      {filter('authorId', 'Autor', 'Todos los autores', authors)}
      {filter('seriesId', 'Serie', 'Todas las series', series)}
      {filter(
        'language',
        TRANSLATION_PANEL_MESSAGES.languageLabel,
        TRANSLATION_PANEL_MESSAGES.allLanguages,
        languages,
      )}
      <Select
        label="Ordenar por"
        options={SORT_OPTIONS}
        value={`${query.sort}-${query.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split('-') as [ContentListSort, SortOrder];
          set({ sort, order });
        }}
      />
      {hasFilters(query) ? (
        <Buttons>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              onChange({ ...DEFAULT_LIST_QUERY, sort: query.sort, order: query.order })
            }
          >
            Quitar filtros
          </Button>
        </Buttons>
      ) : null}
    </Form>
  );
}
