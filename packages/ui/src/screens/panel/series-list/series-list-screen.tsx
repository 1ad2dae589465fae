import type { Series } from '@bitacora/api';
import { type Actor, formatDateTime, POST_MESSAGES, SERIES_MESSAGES } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { ProOffer, type ProOfferProps } from '../../../patterns/pro-offer/pro-offer';
import {
  type BlogLanguages,
  languageColumn,
  showsLanguages,
} from '../../../patterns/term-language/term-language';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { Modal } from '../../../primitives/modal/modal';
import type { TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import {
  ListBody,
  ListScreen,
  ListTable,
  RowActions,
  rowPermissions,
  usePendingDelete,
} from '../../shared/list-screen';

export type SeriesListScreenProps = {
  status: 'loading' | 'ready' | 'error';
  series: readonly Series[];
  /**
   * List failures are only logged in the original; the app may pass a message
   * (docs/product.md#series-messages).
   */
  error?: string | null;
  onRetry?: () => void;
  /** 'Añadir Serie'. */
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
  /** Called once the user confirmed the deletion. */
  onDelete: (input: { uuid: string }) => void;
  deleteError?: string | null;
  /**
   * The signed-in user: a row offers Editar and Eliminar only when the viewer may edit or
   * delete it (an AUTHOR only its own rows).
   */
  viewer?: Actor | null;
  /**
   * The blog's plan has no series: 'Añadir Serie' opens the PRO offer instead of
   * calling `onCreate`. `canUpgrade` is false for whoever may not buy the plan (an author).
   */
  upgradeOffer?: Omit<ProOfferProps, 'message' | 'askAdmin'> | null;
  /** The blog's languages in use, main first: once there are two, each row names its own. */
  languages?: BlogLanguages;
};

const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['1']};

  strong {
    font-weight: ${tokens.font.weightMedium};
  }

  code,
  small {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeXs};
  }

  code {
    font-family: ${tokens.font.familyMono};
  }
`;

/** Series list: Título (with slug), (Idioma,) Autor, Posts, Última edición and Acciones. */
export function SeriesListScreen({
  status,
  series,
  error,
  onRetry,
  onCreate,
  onEdit,
  onDelete,
  deleteError,
  viewer,
  upgradeOffer = null,
  languages,
}: SeriesListScreenProps) {
  const deletion = usePendingDelete<Series>((item) => onDelete({ uuid: item.uuid }));
  const [isOfferOpen, setOfferOpen] = useState(false);

  const columns: TableColumn<Series>[] = [
    {
      key: 'title',
      header: 'Título',
      render: (item) => (
        <Stacked>
          <strong>{item.title}</strong>
          <code>/series/{item.slug}</code>
        </Stacked>
      ),
    },
    ...(showsLanguages(languages) ? [languageColumn<Series>(languages)] : []),
    {
      key: 'author',
      header: 'Autor',
      render: (item) => (
        <Stacked>
          <span>{item.author?.name?.trim() || POST_MESSAGES.noAuthor}</span>
          {item.author?.email ? <small>{item.author.email}</small> : null}
        </Stacked>
      ),
    },
    { key: 'posts', header: 'Posts', align: 'right', render: (item) => item.postCount },
    {
      key: 'updatedAt',
      header: 'Última edición',
      render: (item) => formatDateTime(item.updatedAt),
    },
    {
      key: 'actions',
      header: 'Acciones',
      render: (item) => (
        <RowActions
          {...rowPermissions(viewer, 'series', item)}
          name={item.title}
          onEdit={() => onEdit({ uuid: item.uuid })}
          onDelete={() => deletion.request(item)}
        />
      ),
    },
  ];

  return (
    <ListScreen
      titleId="series-title"
      title="Series"
      actions={
        <Button onClick={() => (upgradeOffer ? setOfferOpen(true) : onCreate())}>
          Añadir Serie
        </Button>
      }
    >
      <ListBody deleteError={deleteError}>
        <ListTable<Series>
          status={status}
          error={error}
          loadFailed="Error al cargar las series"
          onRetry={onRetry}
          loadingLabel="Cargando series..."
          caption="Lista de series"
          columns={columns}
          rows={series}
          getRowKey={(item) => item.uuid}
          empty={SERIES_MESSAGES.empty}
        />
      </ListBody>
      <ConfirmDialog
        {...deletion.dialog}
        title="Eliminar serie"
        message={SERIES_MESSAGES.confirmDelete}
        confirmLabel="Eliminar"
      />
      {upgradeOffer ? (
        <Modal
          open={isOfferOpen}
          onClose={() => setOfferOpen(false)}
          title="Las series son del plan PRO"
          footer={
            <Button variant="secondary" onClick={() => setOfferOpen(false)}>
              Cerrar
            </Button>
          }
        >
          <ProOffer
            message={SERIES_MESSAGES.needPro}
            askAdmin={SERIES_MESSAGES.askAdminToUpgrade}
            {...upgradeOffer}
          />
        </Modal>
      ) : null}
    </ListScreen>
  );
}
