import type { Series } from '@bitacora/api';
import {
  type BillingInterval,
  formatDateTime,
  POST_MESSAGES,
  PRICE_CAPTIONS,
  SERIES_MESSAGES,
} from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
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
  usePendingDelete,
} from '../../shared/list-screen';

export type SeriesListScreenProps = {
  status: 'loading' | 'ready' | 'error';
  series: readonly Series[];
  /** §8: list failures are only logged in the original; the app may pass a message. */
  error?: string | null;
  onRetry?: () => void;
  /** 'Añadir Serie'. */
  onCreate: () => void;
  onEdit: (input: { uuid: string }) => void;
  /** Called once the user confirmed the deletion. */
  onDelete: (input: { uuid: string }) => void;
  deleteError?: string | null;
  /**
   * The blog's plan has no series (§1 pricing): 'Añadir Serie' opens the PRO offer instead of
   * calling `onCreate`. `canUpgrade` is false for whoever may not buy the plan (an author).
   */
  upgradeOffer?: {
    canUpgrade: boolean;
    /** The interval whose payment address is being requested. */
    upgradingInterval?: BillingInterval | null;
    /** §8: 'No se pudo generar el enlace de pago…'. */
    error?: string | null;
    onUpgrade: (input: { interval: BillingInterval }) => void;
  } | null;
};

const OFFER_OPTIONS: { interval: BillingInterval; name: string; caption: string }[] = [
  { interval: 'monthly', name: 'Mensual', caption: PRICE_CAPTIONS.monthly },
  { interval: 'yearly', name: 'Anual', caption: PRICE_CAPTIONS.yearly },
];

const Offer = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};
  margin: ${tokens.space['4']} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex: 1 1 12rem;
    flex-direction: column;
    gap: ${tokens.space['2']};
    padding: ${tokens.space['4']};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }

  span {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

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

/** §2.3 series list: Título (with slug), Autor, Posts, Última edición and Acciones. */
export function SeriesListScreen({
  status,
  series,
  error,
  onRetry,
  onCreate,
  onEdit,
  onDelete,
  deleteError,
  upgradeOffer = null,
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
          <p>{SERIES_MESSAGES.needPro}</p>
          {upgradeOffer.canUpgrade ? (
            <>
              {upgradeOffer.error ? <Alert tone="error">{upgradeOffer.error}</Alert> : null}
              <Offer aria-label="Opciones del plan PRO">
                {OFFER_OPTIONS.map((option) => (
                  <li key={option.interval}>
                    <strong>PRO {option.name}</strong>
                    <span>{option.caption}</span>
                    <Button
                      aria-label={`Contratar PRO ${option.name.toLowerCase()}, ${option.caption}`}
                      isLoading={upgradeOffer.upgradingInterval === option.interval}
                      disabled={(upgradeOffer.upgradingInterval ?? null) !== null}
                      onClick={() => upgradeOffer.onUpgrade({ interval: option.interval })}
                    >
                      Contratar
                    </Button>
                  </li>
                ))}
              </Offer>
            </>
          ) : (
            <p>{SERIES_MESSAGES.askAdminToUpgrade}</p>
          )}
        </Modal>
      ) : null}
    </ListScreen>
  );
}
