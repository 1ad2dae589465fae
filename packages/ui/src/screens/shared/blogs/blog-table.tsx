import type { Blog } from '@bitacora/api';
import { blogBaseUrl, PLAN_LABELS } from '@bitacora/domain';
import styled from 'styled-components';
import { Button } from '../../../primitives/button/button';
import { Table, type TableColumn } from '../../../primitives/table/table';
import { VisuallyHidden } from '../../../primitives/visually-hidden/visually-hidden';
import { tokens } from '../../../tokens/tokens';

export type BlogTableProps = {
  caption: string;
  blogs: readonly Blog[];
  isLoading: boolean;
  empty: string;
  publicDomain?: string;
  /** 'Entrar' opens the blog's panel; absent, the button is not shown. */
  onEnter?: (input: { uuid: string }) => void;
  /** 'Editar' opens the modal; absent, the button is not shown. */
  onEdit?: (input: { uuid: string }) => void;
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const ViewLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  padding: 0 ${tokens.space['2']};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

/** The blogs with Nombre, Subdominio, Dominio, Plan and Acciones. */
export function BlogTable({
  caption,
  blogs,
  isLoading,
  empty,
  publicDomain,
  onEnter,
  onEdit,
}: BlogTableProps) {
  const columns: TableColumn<Blog>[] = [
    { key: 'name', header: 'Nombre' },
    { key: 'subdomain', header: 'Subdominio' },
    {
      key: 'domain',
      header: 'Dominio',
      render: (blog) =>
        blog.domain ? (
          blog.domain
        ) : (
          <Muted>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>Sin dominio</VisuallyHidden>
          </Muted>
        ),
    },
    { key: 'plan', header: 'Plan', render: (blog) => PLAN_LABELS[blog.plan] },
    {
      key: 'actions',
      header: 'Acciones',
      render: (blog) => (
        <Actions>
          <ViewLink
            href={blogBaseUrl(blog, publicDomain)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Ver blog ${blog.name} (se abre en una pestaña nueva)`}
          >
            Ver blog
          </ViewLink>
          {onEnter ? (
            <Button
              size="sm"
              onClick={() => onEnter({ uuid: blog.uuid })}
              aria-label={`Entrar al panel de ${blog.name}`}
            >
              Entrar
            </Button>
          ) : null}
          {onEdit ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onEdit({ uuid: blog.uuid })}
              aria-label={`Configurar ${blog.name}`}
            >
              Configurar
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];

  return (
    <Table<Blog>
      caption={caption}
      captionHidden
      columns={columns}
      rows={blogs}
      getRowKey={(blog) => blog.uuid}
      isLoading={isLoading}
      empty={empty}
    />
  );
}
