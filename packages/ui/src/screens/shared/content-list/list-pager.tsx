import { type CountedNoun, counted } from '@bitacora/domain';
import styled from 'styled-components';
import { Button } from '../../../primitives/button/button';
import { tokens } from '../../../tokens/tokens';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['3']};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;

const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['2']};
`;

export type ListPagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a search's bound: there are more. */
  totalCapped?: boolean;
  /** What the list holds, in its two numbers ('post', 'posts'). */
  what: CountedNoun;
  /** The screen shows the count elsewhere (the page list under its title). */
  hideCount?: boolean;
  onPage: (page: number) => void;
};

/** How many items match, which page this is, and the way to the others. */
export function ListPager({
  page,
  pageSize,
  total,
  totalCapped,
  what,
  hideCount = false,
  onPage,
}: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const count = totalCapped ? `Más de ${counted(total, what)}` : counted(total, what);
  return (
    <Nav aria-label={`Páginas de ${what.other}`}>
      {hideCount ? <span /> : <span role="status">{count}</span>}
      {pages > 1 || page > 1 ? (
        <Buttons>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, pages))}
          >
            Anterior
          </Button>
          <span aria-current="page">
            Página {page} de {pages}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Siguiente
          </Button>
        </Buttons>
      ) : null}
    </Nav>
  );
}
