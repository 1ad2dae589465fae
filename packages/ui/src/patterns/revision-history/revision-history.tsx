import { formatDateTime, REVISION_MESSAGES } from '@bitacora/domain';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { tokens } from '../../tokens/tokens';
import { parseInertHtml } from '../rich-text-editor/inert-html';

/** One save in the list. */
export type RevisionEntry = {
  id: number;
  createdAt: string;
  autosave: boolean;
  author: { name: string | null; email: string } | null;
};

/** The revision being looked at: its words as that save left them. */
export type RevisionPreview = {
  id: number;
  title: string;
  excerpt: string;
  /** The sanitised HTML the server stored. */
  content: string;
};

export type RevisionHistoryProps = {
  open: boolean;
  status: 'loading' | 'error' | 'ready';
  revisions: readonly RevisionEntry[];
  /** The chosen revision once loaded; null while none is chosen or it loads. */
  preview: RevisionPreview | null;
  selectedId: number | null;
  isRestoring?: boolean;
  restoreError?: string | null;
  onSelect: (id: number) => void;
  onRestore: (id: number) => void;
  onClose: () => void;
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 1fr) 2fr;
  gap: ${tokens.space['4']};
  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 60dvh;
  overflow-y: auto;
  display: grid;
  gap: ${tokens.space['1']};
`;

const Entry = styled.button<{ $selected: boolean }>`
  width: 100%;
  text-align: left;
  padding: ${tokens.space['2']};
  border: 1px solid ${({ $selected }) => ($selected ? tokens.color.primary : tokens.color.border)};
  border-radius: ${tokens.radius.md};
  background: ${({ $selected }) => ($selected ? tokens.color.secondary : tokens.color.bg)};
  color: ${tokens.color.text};
  cursor: pointer;
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const When = styled.span`
  display: block;
  font-weight: ${tokens.font.weightSemibold};
`;

const Who = styled.span`
  display: block;
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

const Preview = styled.article`
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  padding: ${tokens.space['3']};
  max-height: 60dvh;
  overflow-y: auto;
  h3 {
    margin-top: 0;
  }
`;

const Muted = styled.p`
  color: ${tokens.color.textMuted};
`;

/**
 * The body as the server stored it (sanitised when saved), shown read-only. It is parsed in an
 * inert document and its nodes copied in, which the panel's Trusted Types policy allows where
 * `innerHTML` is refused; nothing in it runs.
 */
function StoredHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = parseInertHtml(html);
    ref.current?.replaceChildren(
      ...Array.from(body.childNodes, (node) => document.importNode(node, true)),
    );
  }, [html]);
  return <div ref={ref} />;
}

function authorOf(entry: RevisionEntry): string {
  if (!entry.author) return REVISION_MESSAGES.unknownAuthor;
  return entry.author.name || entry.author.email;
}

/**
 * The 'Historial' of a post or page: its saves, newest first, with when (es-ES) and who; one
 * chosen is shown read-only, and 'Restaurar esta versión' saves it again as a new revision.
 */
export function RevisionHistory({
  open,
  status,
  revisions,
  preview,
  selectedId,
  isRestoring = false,
  restoreError,
  onSelect,
  onRestore,
  onClose,
}: RevisionHistoryProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!isRestoring) onClose();
      }}
      title={REVISION_MESSAGES.title}
      size="lg"
      footer={
        <Button
          variant="primary"
          disabled={selectedId === null || preview?.id !== selectedId}
          isLoading={isRestoring}
          loadingText={REVISION_MESSAGES.restoring}
          onClick={() => {
            if (selectedId !== null) onRestore(selectedId);
          }}
        >
          {REVISION_MESSAGES.restore}
        </Button>
      }
    >
      {restoreError ? <Alert tone="error">{restoreError}</Alert> : null}
      {status === 'loading' ? <Muted role="status">{REVISION_MESSAGES.loading}</Muted> : null}
      {status === 'error' ? <Alert tone="error">{REVISION_MESSAGES.loadFailed}</Alert> : null}
      {status === 'ready' && revisions.length === 0 ? (
        <Muted>{REVISION_MESSAGES.empty}</Muted>
      ) : null}
      {status === 'ready' && revisions.length > 0 ? (
        <Layout>
          <List aria-label="Revisiones">
            {revisions.map((entry) => (
              <li key={entry.id}>
                <Entry
                  type="button"
                  $selected={entry.id === selectedId}
                  aria-pressed={entry.id === selectedId}
                  onClick={() => onSelect(entry.id)}
                >
                  <When>{formatDateTime(entry.createdAt)}</When>
                  <Who>
                    {authorOf(entry)}
                    {entry.autosave ? ` · ${REVISION_MESSAGES.autosave}` : ''}
                  </Who>
                </Entry>
              </li>
            ))}
          </List>
          {preview && preview.id === selectedId ? (
            <Preview aria-label="Vista de la revisión">
              <h3>{preview.title}</h3>
              {preview.excerpt ? <Muted>{preview.excerpt}</Muted> : null}
              <StoredHtml html={preview.content} />
            </Preview>
          ) : (
            <Muted>Elige una revisión para verla.</Muted>
          )}
        </Layout>
      ) : null}
    </Modal>
  );
}
