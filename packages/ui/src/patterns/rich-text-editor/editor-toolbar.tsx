import { FOOTNOTES_TOC_LABELS, GALLERY_MESSAGES } from '@bitacora/domain';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden';
import type { ActiveFormats } from './active-formats';
import { Separator, ToolButton, ToolbarRoot } from './rich-text-editor.styles';

export type ToolbarAction =
  | 'h1'
  | 'h2'
  | 'strong'
  | 'emphasis'
  | 'inlineCode'
  | 'bulletList'
  | 'blockquote'
  | 'link'
  | 'undo'
  | 'redo'
  | 'h3'
  | 'orderedList'
  | 'codeBlock'
  | 'hr'
  | 'video'
  | 'image'
  | 'gallery'
  | 'table'
  | 'paywall'
  | 'footnote'
  | 'toc';

type Tool = {
  action: ToolbarAction;
  label: string;
  text: ReactNode;
  shortcut?: string;
  pressed?: (active: ActiveFormats) => boolean;
  /** Starts a new group: a separator is drawn before it. */
  group?: boolean;
};

/** A toolbar icon: a 16 px line drawing in the text's colour, hidden from screen readers. */
function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function LinkIcon() {
  return (
    <ToolIcon>
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </ToolIcon>
  );
}

function VideoIcon() {
  return (
    <ToolIcon>
      <rect x="2" y="5" width="20" height="14" rx="3" />
      <path d="m10 9 5 3-5 3z" />
    </ToolIcon>
  );
}

function ImageIcon() {
  return (
    <ToolIcon>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-5-5L5 21" />
    </ToolIcon>
  );
}

function GalleryIcon() {
  return (
    <ToolIcon>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </ToolIcon>
  );
}

function TableIcon() {
  return (
    <ToolIcon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 10h18M3 15h18M10 4v16" />
    </ToolIcon>
  );
}

/** The buttons that need the blog's media library. */
const MEDIA_ACTIONS: readonly ToolbarAction[] = ['image', 'gallery'];

/** The post form's toolbar, in its order (docs/product.md#post-form). */
const TOOLS: readonly Tool[] = [
  { action: 'h1', label: 'Título 1', text: 'H1', pressed: (a) => a.heading === 1 },
  { action: 'h2', label: 'Título 2', text: 'H2', pressed: (a) => a.heading === 2 },
  {
    action: 'strong',
    label: 'Negrita',
    text: 'B',
    shortcut: 'Control+B',
    pressed: (a) => a.strong,
    group: true,
  },
  {
    action: 'emphasis',
    label: 'Cursiva',
    text: 'I',
    shortcut: 'Control+I',
    pressed: (a) => a.emphasis,
  },
  {
    action: 'inlineCode',
    label: 'Código',
    text: '</>',
    shortcut: 'Control+E',
    pressed: (a) => a.inlineCode,
  },
  { action: 'bulletList', label: 'Lista', text: '•', pressed: (a) => a.bulletList, group: true },
  { action: 'blockquote', label: 'Cita', text: '❝', pressed: (a) => a.blockquote },
  {
    action: 'link',
    label: 'Enlace',
    text: <LinkIcon />,
    shortcut: 'Control+K',
    pressed: (a) => a.link !== null,
  },
  { action: 'undo', label: 'Deshacer', text: '↶', shortcut: 'Control+Z', group: true },
  { action: 'redo', label: 'Rehacer', text: '↷', shortcut: 'Control+Shift+Z' },
  // Added after the spec's groups (docs/product.md#editor-blocks), so its order stays as it was.
  { action: 'h3', label: 'Título 3', text: 'H3', pressed: (a) => a.heading === 3, group: true },
  { action: 'orderedList', label: 'Lista numerada', text: '1.', pressed: (a) => a.orderedList },
  {
    action: 'codeBlock',
    label: 'Bloque de código',
    text: '{ }',
    pressed: (a) => a.codeBlock !== null,
  },
  { action: 'hr', label: 'Separador', text: '―' },
  { action: 'video', label: 'Insertar vídeo', text: <VideoIcon /> },
  { action: 'image', label: 'Imagen', text: <ImageIcon /> },
  { action: 'gallery', label: GALLERY_MESSAGES.button, text: <GalleryIcon /> },
  { action: 'table', label: 'Tabla', text: <TableIcon /> },
  { action: 'paywall', label: 'Contenido para miembros', text: '🔒' },
  { action: 'footnote', label: FOOTNOTES_TOC_LABELS.footnoteButton, text: '¹', group: true },
  { action: 'toc', label: FOOTNOTES_TOC_LABELS.tocButton, text: '☰' },
];

export type EditorToolbarProps = {
  /** The editor's label: the toolbar is 'Formato de {label}'. */
  label: string;
  active: ActiveFormats;
  disabled: boolean;
  onAction: (action: ToolbarAction) => void;
  /** Whether the editor can reach a media library: without one there is no 'Imagen' or 'Galería'. */
  images?: boolean;
  /** Whether the body may hold the paywall ('Contenido para miembros'): posts and pages do. */
  paywall?: boolean;
};

/**
 * A toolbar with one tab stop: arrows, Home and End move between its buttons. Buttons keep the
 * editor's selection (mousedown does not take focus).
 */
export function EditorToolbar({
  label,
  active,
  disabled,
  onAction,
  images = false,
  paywall = false,
}: EditorToolbarProps) {
  const tools = TOOLS.filter(
    (tool) =>
      (images || !MEDIA_ACTIONS.includes(tool.action)) && (paywall || tool.action !== 'paywall'),
  );
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };

  return (
    <ToolbarRoot role="toolbar" aria-label={`Formato de ${label}`} onKeyDown={move}>
      {tools.map((tool, index) => (
        <span key={tool.action} style={{ display: 'contents' }}>
          {tool.group ? <Separator aria-hidden="true" /> : null}
          <ToolButton
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            title={
              tool.shortcut
                ? `${tool.label} (${tool.shortcut.replace('Control', 'Ctrl')})`
                : tool.label
            }
            aria-keyshortcuts={tool.shortcut}
            aria-pressed={tool.pressed ? tool.pressed(active) : undefined}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => onAction(tool.action)}
          >
            <span aria-hidden="true">{tool.text}</span>
            <VisuallyHidden>{tool.label}</VisuallyHidden>
          </ToolButton>
        </span>
      ))}
    </ToolbarRoot>
  );
}
