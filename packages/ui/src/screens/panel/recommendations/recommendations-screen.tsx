import type { Recommendation } from '@bitacora/api';
import { RECOMMENDATION_MESSAGES as M, RECOMMENDATION_LIMITS } from '@bitacora/domain';
import styled from 'styled-components';
import type { NavigateHandler } from '../../../layouts/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import type { TableColumn } from '../../../primitives/table/table';
import { tokens } from '../../../tokens/tokens';
import {
  CellDetail,
  CellName,
  CellStack,
  editorModalProps,
  ListBody,
  type ListEditorProps,
  ListScreen,
  ListSummary,
  ListTable,
  RowActions,
  usePendingDelete,
} from '../../shared/list-screen';
import { SettingsSections } from '../settings/settings-sections';
import {
  type RecommendationEditorState,
  RecommendationFormModal,
  type RecommendationFormValues,
} from './recommendation-form-modal';

export type RecommendationsScreenProps = ListEditorProps<
  RecommendationEditorState,
  RecommendationFormValues
> & {
  status: 'loading' | 'ready' | 'error';
  /** In the order the blog added them, as its page shows them. */
  recommendations: readonly Recommendation[];
  /** The server's sentence, else 'No se pudieron cargar las recomendaciones…'. */
  error?: string | null;
  onRetry?: () => void;
  /** 'No se pudo eliminar la recomendación…'. */
  deleteError?: string | null;
  onCreate: () => void;
  onEdit: (input: { id: Recommendation['id'] }) => void;
  onDelete: (input: { id: Recommendation['id'] }) => void;
  /** Follows Configuración's sections without a page load. */
  onNavigate?: NavigateHandler;
};

const Intro = styled.p`
  margin: 0 0 ${tokens.space['4']};
  color: ${tokens.color.textMuted};
`;

const Url = styled.a`
  font-size: ${tokens.font.sizeSm};
  overflow-wrap: anywhere;
`;

/**
 * 'Recomendaciones' (Configuración's section): the sites the blog recommends, with Sitio,
 * Motivo and Acciones, an add/edit modal and a delete confirmation; at 100 adding waits.
 */
export function RecommendationsScreen(props: RecommendationsScreenProps) {
  const {
    status,
    recommendations,
    error,
    onRetry,
    deleteError,
    onCreate,
    onEdit,
    onDelete,
    onNavigate,
  } = props;
  const deletion = usePendingDelete<Recommendation>((item) => onDelete({ id: item.id }));
  const full = recommendations.length >= RECOMMENDATION_LIMITS.perBlog;

  const columns: TableColumn<Recommendation>[] = [
    {
      key: 'title',
      header: 'Sitio',
      render: (item) => (
        <CellStack>
          <CellName>{item.title}</CellName>
          <CellDetail>
            <Url href={item.url} target="_blank" rel="noopener noreferrer">
              {item.url}
            </Url>
          </CellDetail>
        </CellStack>
      ),
    },
    { key: 'reason', header: 'Motivo' },
    {
      key: 'actions',
      header: 'Acciones',
      width: '12rem',
      render: (item) => (
        <RowActions
          name={item.title}
          onEdit={() => onEdit({ id: item.id })}
          onDelete={() => deletion.request(item)}
        />
      ),
    },
  ];

  return (
    <ListScreen
      titleId="recommendations-title"
      title={M.title}
      actions={
        <Button onClick={() => onCreate()} disabled={status !== 'ready' || full}>
          {M.add}
        </Button>
      }
    >
      <SettingsSections current="recommendations" onNavigate={onNavigate} />
      <Intro>{M.intro}</Intro>
      <ListBody deleteError={deleteError}>
        {status === 'ready' ? (
          <ListSummary>
            {full ? M.limitReached(RECOMMENDATION_LIMITS.perBlog) : M.count(recommendations.length)}
          </ListSummary>
        ) : null}
        <ListTable<Recommendation>
          status={status}
          error={error}
          loadFailed={M.loadFailed}
          onRetry={onRetry}
          loadingLabel={M.loading}
          caption="Lista de recomendaciones"
          columns={columns}
          rows={recommendations}
          getRowKey={(item) => item.id}
          empty={M.empty}
        />
      </ListBody>
      <RecommendationFormModal {...editorModalProps(props)} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Eliminar recomendación"
        message={M.confirmDelete}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
      />
    </ListScreen>
  );
}
