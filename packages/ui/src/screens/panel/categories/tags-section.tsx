import type { Tag } from '@bitacora/api';
import { normalizeTagName, TAG_MESSAGES, tagNameIssue } from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { Select } from '../../../primitives/select/select';
import type { TableColumn } from '../../../primitives/table/table';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { ListTable, RowActions } from '../../shared/list-screen';

export type TagsSectionProps = {
  status: 'loading' | 'ready' | 'error';
  /** Sorted by name by the server. */
  tags: readonly Tag[];
  /** Why the list could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  /** Why the last rename, merge or deletion was refused. */
  actionError?: string | null;
  isSaving?: boolean;
  onRename: (input: { id: Tag['id']; name: string }) => void;
  onMerge: (input: { id: Tag['id']; into: Tag['id'] }) => void;
  onDelete: (input: { id: Tag['id'] }) => void;
};

type Editing = { kind: 'rename' | 'merge'; tag: Tag } | null;

const Section = styled.section`
  margin-top: ${tokens.space['8']};
  display: grid;
  gap: ${tokens.space['4']};
`;

const EditorForm = styled.form`
  display: grid;
  gap: ${tokens.space['3']};
  max-width: 28rem;
  padding: ${tokens.space['4']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${tokens.space['2']};
`;

/**
 * The blog's tags beside its categories: name, slug, how many posts carry each, and rename,
 * merge (its posts go to another tag and it goes) and delete (its posts lose only the tag).
 */
export function TagsSection({
  status,
  tags,
  error,
  onRetry,
  actionError,
  isSaving = false,
  onRename,
  onMerge,
  onDelete,
}: TagsSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<Tag | null>(null);
  const closeEditor = () => setEditing(null);

  const columns: TableColumn<Tag>[] = [
    { key: 'name', header: 'Nombre' },
    { key: 'slug', header: 'Slug' },
    {
      key: 'postCount',
      header: 'Posts',
      align: 'right',
      width: '6rem',
    },
    {
      key: 'actions',
      header: 'Acciones',
      width: '18rem',
      render: (tag) => (
        <RowActions
          name={tag.name}
          editLabel={TAG_MESSAGES.rename}
          onEdit={() => setEditing({ kind: 'rename', tag })}
          onDelete={() => setPendingDelete(tag)}
        >
          {tags.length > 1 ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${TAG_MESSAGES.merge} ${tag.name}`}
              onClick={() => setEditing({ kind: 'merge', tag })}
            >
              {TAG_MESSAGES.merge}
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <Section aria-labelledby="tags-title">
      <h2 id="tags-title">{TAG_MESSAGES.sectionTitle}</h2>
      {actionError ? <Alert tone="error">{actionError}</Alert> : null}
      {editing?.kind === 'rename' ? (
        <RenameForm
          key={editing.tag.id}
          tag={editing.tag}
          isSaving={isSaving}
          onSave={(name) => {
            onRename({ id: editing.tag.id, name });
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      ) : null}
      {editing?.kind === 'merge' ? (
        <MergeForm
          key={editing.tag.id}
          tag={editing.tag}
          others={tags.filter((other) => other.id !== editing.tag.id)}
          isSaving={isSaving}
          onMerge={(into) => {
            onMerge({ id: editing.tag.id, into });
            closeEditor();
          }}
          onCancel={closeEditor}
        />
      ) : null}
      <ListTable<Tag>
        status={status}
        error={error}
        loadFailed={TAG_MESSAGES.loadFailed}
        onRetry={onRetry}
        loadingLabel="Cargando etiquetas..."
        caption="Lista de etiquetas"
        columns={columns}
        rows={tags}
        getRowKey={(tag) => tag.id}
        empty={TAG_MESSAGES.empty}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={TAG_MESSAGES.delete}
        message={pendingDelete ? TAG_MESSAGES.confirmDelete(pendingDelete.name) : ''}
        confirmLabel={TAG_MESSAGES.delete}
        onConfirm={() => {
          if (pendingDelete) onDelete({ id: pendingDelete.id });
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </Section>
  );
}

/** A tag editor's own buttons: its action, then 'Cancelar'. */
function EditorButtons({
  label,
  disabled,
  isSaving,
  onCancel,
}: {
  label: string;
  disabled?: boolean;
  isSaving: boolean;
  onCancel: () => void;
}) {
  return (
    <Buttons>
      <Button type="submit" disabled={disabled} isLoading={isSaving}>
        {label}
      </Button>
      <Button variant="secondary" onClick={() => onCancel()}>
        {TAG_MESSAGES.cancel}
      </Button>
    </Buttons>
  );
}

function RenameForm({
  tag,
  isSaving,
  onSave,
  onCancel,
}: {
  tag: Tag;
  isSaving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(tag.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = tagNameIssue(name);
    if (issue) setError(issue);
    else onSave(normalizeTagName(name));
  };
  return (
    <EditorForm aria-label={TAG_MESSAGES.renameLabel(tag.name)} onSubmit={submit} noValidate>
      <TextField
        label={TAG_MESSAGES.renameLabel(tag.name)}
        value={name}
        error={error}
        disabled={isSaving}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <EditorButtons label={TAG_MESSAGES.save} isSaving={isSaving} onCancel={onCancel} />
    </EditorForm>
  );
}

function MergeForm({
  tag,
  others,
  isSaving,
  onMerge,
  onCancel,
}: {
  tag: Tag;
  others: readonly Tag[];
  isSaving: boolean;
  onMerge: (into: Tag['id']) => void;
  onCancel: () => void;
}) {
  const [into, setInto] = useState('');
  const target = others.find((other) => String(other.id) === into);
  return (
    <EditorForm
      aria-label={TAG_MESSAGES.mergeLabel(tag.name)}
      onSubmit={(event) => {
        event.preventDefault();
        if (target) onMerge(target.id);
      }}
    >
      <Select
        label={TAG_MESSAGES.mergeLabel(tag.name)}
        placeholder="Elige una etiqueta"
        options={others.map((other) => ({ value: String(other.id), label: other.name }))}
        value={into}
        disabled={isSaving}
        onChange={(event) => setInto(event.target.value)}
      />
      {target ? <p>{TAG_MESSAGES.mergeConfirm(tag.name, target.name)}</p> : null}
      <EditorButtons
        label={TAG_MESSAGES.merge}
        disabled={!target}
        isSaving={isSaving}
        onCancel={onCancel}
      />
    </EditorForm>
  );
}
