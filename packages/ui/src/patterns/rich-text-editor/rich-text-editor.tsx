import {
  CODE_LANGUAGES,
  codeLanguageOf,
  EDITOR_HISTORY,
  EDITOR_MESSAGES,
  isPasteTooLarge,
  parseVideoUrl,
  type VideoRef,
} from '@bitacora/domain';
import {
  defaultValueCtx,
  Editor,
  editorViewCtx,
  editorViewOptionsCtx,
  rootCtx,
} from '@milkdown/kit/core';
import {
  history,
  historyProviderConfig,
  redoCommand,
  undoCommand,
} from '@milkdown/kit/plugin/history';
import { listener, listenerCtx } from '@milkdown/kit/plugin/listener';
import {
  createCodeBlockCommand,
  liftListItemCommand,
  toggleEmphasisCommand,
  toggleInlineCodeCommand,
  toggleStrongCommand,
  turnIntoTextCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark';
import { lift } from '@milkdown/kit/prose/commands';
import { keymap } from '@milkdown/kit/prose/keymap';
import { type MarkType, DOMParser as ProseMirrorParser } from '@milkdown/kit/prose/model';
import { type EditorState, NodeSelection, Plugin, TextSelection } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $prose, callCommand, getHTML } from '@milkdown/kit/utils';
import { Milkdown, MilkdownProvider, useEditor } from '@milkdown/react';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../primitives/button/button';
import { FieldError } from '../../primitives/field-error/field-error';
import {
  type InsertedGallery,
  type InsertedImage,
  type MediaLibrary,
  MediaPicker,
} from '../media-picker/media-picker';
import type { ActiveFormats } from './active-formats';
import {
  CODE_BLOCK_EXIT_HINT,
  exitCodeBlockDown,
  exitCodeBlockOnTripleEnter,
} from './code-block-exit';
import {
  bodyImage,
  codeBlockWithLanguage,
  commonmarkBlocks,
  GALLERY_NODE,
  gallery,
  IMAGE_NODE,
  insertBlock,
  insertBlockAt,
  PAYWALL_NODE,
  paywallBlock,
  paywallToMarker,
  safeImage,
  safeLink,
  VIDEO_NODE,
  videoEmbed,
} from './editor-schema';
import {
  insertTable,
  runTableAction,
  sameTableState,
  storedTables,
  type TableAction,
  type TableState,
  tableBlocks,
  tableStateOf,
} from './editor-table';
import { EditorToolbar, type ToolbarAction } from './editor-toolbar';
import { footnotesAndToc, insertFootnote, insertTableOfContents } from './footnotes-toc';
import { ImagePrompt } from './image-prompt';
import { parseInertHtml } from './inert-html';
import { LinkPrompt } from './link-prompt';
import { normalizePastedHtml } from './pasted-html';
import { type RichTextEditorHandle, revealTarget } from './reveal';
import {
  CodeBlockHint,
  CodeLanguageBar,
  Frame,
  LabelText,
  Required,
  Root,
  Surface,
} from './rich-text-editor.styles';
import { TableBar } from './table-bar';
import { VideoPrompt } from './video-prompt';

/** The blog's media library, for images inside the body. */
export type EditorMedia = MediaLibrary;

/** The image selected in the body, with where it is. */
type SelectedImage = { pos: number; alt: string; caption: string };

export type RichTextEditorProps = {
  /** The visible label; it also names the editable area. */
  label: string;
  /** The content as HTML (a post's content is HTML). */
  value: string;
  /** Every change, as HTML from Milkdown's serializer. */
  onChange: (html: string) => void;
  /**
   * The starting `value` as the editor writes it back, once loaded: the same document may be
   * written differently, so a form compares edits with this to know whether anything changed.
   */
  onLoad?: (html: string) => void;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** Without it there is no 'Imagen' button and dropped or pasted files are not taken. */
  media?: EditorMedia;
  /** Offers the 'Contenido para miembros' block (a stored marker is kept either way). */
  paywall?: boolean;
  /** Set once the editor is loaded: what the form may ask of it (reveal.ts). */
  handleRef?: Ref<RichTextEditorHandle>;
};

const NOTHING_ACTIVE: ActiveFormats = {
  heading: 0,
  strong: false,
  emphasis: false,
  inlineCode: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  codeBlock: null,
  link: null,
};

/** The stretch of the link the cursor is in, so a link can be edited or removed without selecting it. */
function linkRangeAt(state: EditorState, type: MarkType): { from: number; to: number } | null {
  const { $from } = state.selection;
  const start = $from.start();
  const cursor = $from.pos;
  let run: { from: number; to: number; href: unknown } | null = null;
  let found: { from: number; to: number } | null = null;
  $from.parent.forEach((child, offset) => {
    if (found) return;
    const childFrom = start + offset;
    const childTo = childFrom + child.nodeSize;
    const mark = type.isInSet(child.marks);
    if (!mark) {
      run = null;
      return;
    }
    run =
      run && run.href === mark.attrs.href
        ? { ...run, to: childTo }
        : { from: childFrom, to: childTo, href: mark.attrs.href };
    if (cursor >= run.from && cursor <= run.to) found = { from: run.from, to: run.to };
  });
  return found;
}

function readActive(state: EditorState): ActiveFormats {
  const { from, to, empty, $from } = state.selection;
  const markOf = (name: string) => {
    const type = state.schema.marks[name];
    if (!type) return null;
    if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) ?? null;
    let found = null;
    state.doc.nodesBetween(from, to, (node) => {
      found ??= type.isInSet(node.marks) ?? null;
    });
    return found;
  };
  let bulletList = false;
  let orderedList = false;
  let blockquote = false;
  // The innermost list decides which list button is pressed.
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const name = $from.node(depth).type.name;
    if (name === 'bullet_list' && !orderedList) bulletList = true;
    if (name === 'ordered_list' && !bulletList) orderedList = true;
    if (name === 'blockquote') blockquote = true;
  }
  const parent = $from.parent;
  const link = markOf('link');
  return {
    heading: parent.type.name === 'heading' ? Number(parent.attrs.level) : 0,
    strong: markOf('strong') !== null,
    emphasis: markOf('emphasis') !== null,
    inlineCode: markOf('inlineCode') !== null,
    bulletList,
    orderedList,
    blockquote,
    codeBlock: parent.type.name === 'code_block' ? String(parent.attrs.language ?? '') : null,
    link: link ? String(link.attrs.href ?? '') : null,
  };
}

/**
 * The post and page content editor: Milkdown's commonmark schema read from and written to HTML,
 * with code block languages and videos (editor-schema.ts); the post form's toolbar, Milkdown's
 * keyboard shortcuts (Mod-b, Mod-i, Mod-z…) and Markdown shortcuts (`### `, `1. `, ```` ```js ````,
 * `---`), and the undo history (depth 100, group delay 500 ms). Import it through
 * `LazyRichTextEditor`.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <MilkdownProvider>
      <EditorBody {...props} />
    </MilkdownProvider>
  );
}

/** The document as stored: Milkdown's HTML with the paywall divider written as its marker. */
const editorHtml = (ctx: Parameters<ReturnType<typeof getHTML>>[0]) =>
  paywallToMarker(storedTables(getHTML()(ctx)));

function EditorBody({
  label,
  value,
  onChange,
  onLoad,
  error,
  disabled = false,
  required = false,
  id,
  className,
  media,
  paywall = false,
  handleRef,
}: RichTextEditorProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const [active, setActive] = useState<ActiveFormats>(NOTHING_ACTIVE);
  const [table, setTable] = useState<TableState | null>(null);
  const [isLinkOpen, setLinkOpen] = useState(false);
  const [isVideoOpen, setVideoOpen] = useState(false);
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [isPickerOpen, setPickerOpen] = useState(false);
  const [isGalleryOpen, setGalleryOpen] = useState(false);
  const [pickerFile, setPickerFile] = useState<File | null>(null);
  const [selectedImage, setSelectedImage] = useState<SelectedImage | null>(null);
  const [isImageEditOpen, setImageEditOpen] = useState(false);
  /** Where a dropped or pasted image goes once the dialog is done. */
  const insertAt = useRef<number | null>(null);
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const pasteErrorId = `${baseId}-paste`;
  const languageId = `${baseId}-language`;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The HTML last reported or loaded: a `value` equal to it is our own echo. */
  const lastHtml = useRef(value);
  /** True between an edit and the (debounced) report of it. */
  const pending = useRef(false);
  const attributes = (): Record<string, string> => {
    const attrs: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
    };
    if (error) {
      attrs['aria-invalid'] = 'true';
      attrs['aria-describedby'] = errorId;
    }
    if (pasteErrorRef.current) {
      attrs['aria-describedby'] = [attrs['aria-describedby'], pasteErrorId]
        .filter(Boolean)
        .join(' ');
    }
    if (required) attrs['aria-required'] = 'true';
    if (disabled) attrs['aria-disabled'] = 'true';
    return attrs;
  };
  const pasteErrorRef = useRef(pasteError);
  pasteErrorRef.current = pasteError;
  const attributesRef = useRef(attributes);
  attributesRef.current = attributes;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;

  /** Reports the editor's HTML, once: pending no more, nothing when it is what was reported. */
  const emit = (html: string) => {
    pending.current = false;
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    onChangeRef.current(html);
  };
  const { get, loading } = useEditor((root) => {
    const activeTracker = $prose(
      () =>
        new Plugin({
          view: () => ({
            update: (view: EditorView, previous: EditorState) => {
              if (!view.state.doc.eq(previous.doc)) {
                pending.current = true;
                // The refused paste is behind the author once they write on.
                setPasteError(null);
              }
              setActive(readActive(view.state));
              const nextTable = tableStateOf(view.state);
              setTable((previous) => (sameTableState(previous, nextTable) ? previous : nextTable));
              const { selection } = view.state;
              const isImage =
                selection instanceof NodeSelection && selection.node.type.name === IMAGE_NODE;
              setSelectedImage((previous) => {
                if (!isImage) return null;
                const { alt, caption } = selection.node.attrs;
                const next = { pos: selection.from, alt: String(alt), caption: String(caption) };
                const same =
                  previous?.pos === next.pos &&
                  previous.alt === next.alt &&
                  previous.caption === next.caption;
                return same ? previous : next;
              });
            },
          }),
        }),
    );
    // Ahead of the presets' keymaps: in a code block Enter would otherwise always add a line.
    const codeBlockExit = $prose(() =>
      keymap({ Enter: exitCodeBlockOnTripleEnter, ArrowDown: exitCodeBlockDown }),
    );
    return Editor.make()
      .config((ctx) => {
        ctx.set(rootCtx, root);
        ctx.set(defaultValueCtx, { type: 'html', dom: parseInertHtml(value) });
        ctx.set(historyProviderConfig.key, {
          depth: EDITOR_HISTORY.depth,
          newGroupDelay: EDITOR_HISTORY.newGroupDelayMs,
        });
        ctx.update(editorViewOptionsCtx, (options) => ({
          ...options,
          editable: () => !disabledRef.current,
          attributes: () => attributesRef.current(),
          // A selected image answers Enter and Space as its 'Editar imagen' button does; left to
          // ProseMirror, Space would replace the image with the typed space.
          handleKeyDown: (view, event) => {
            const { selection } = view.state;
            const isImage =
              selection instanceof NodeSelection && selection.node.type.name === IMAGE_NODE;
            const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
            if (!isImage || !plain || (event.key !== 'Enter' && event.key !== ' ')) return false;
            if (disabledRef.current) return false;
            event.preventDefault();
            setImageEditOpen(true);
            return true;
          },
          transformPastedHTML: normalizePastedHtml,
          // A file dropped into the body goes through the image dialog, where it is dropped.
          handleDrop: (view, event) => {
            const file = event.dataTransfer?.files[0];
            if (!file || !mediaRef.current || disabledRef.current) return false;
            event.preventDefault();
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            openPicker(file, at?.pos ?? view.state.selection.from);
            return true;
          },
          handleDOMEvents: {
            // Before ProseMirror parses the clipboard: a huge paste would freeze the tab first.
            paste: (view, event) => {
              const data = event.clipboardData;
              const file = data?.files[0];
              if (file && mediaRef.current) {
                event.preventDefault();
                openPicker(file, view.state.selection.from);
                return true;
              }
              const tooLarge = isPasteTooLarge({
                html: data?.getData('text/html'),
                text: data?.getData('text/plain'),
              });
              setPasteError(tooLarge ? EDITOR_MESSAGES.pasteTooLarge : null);
              if (tooLarge) {
                event.preventDefault();
                return true;
              }
              // A video's address pasted alone on an empty line becomes the video, as in most editors.
              const text = data?.getData('text/plain').trim() ?? '';
              const video = /\s/.test(text) ? null : parseVideoUrl(text);
              const { $from, empty } = view.state.selection;
              const type = view.state.schema.nodes[VIDEO_NODE];
              const paragraph = view.state.schema.nodes.paragraph;
              const onEmptyLine =
                empty && $from.parent.type === paragraph && $from.parent.content.size === 0;
              if (!video || !onEmptyLine || !type || !paragraph) return false;
              event.preventDefault();
              insertBlock(view, type.create(video), paragraph);
              return true;
            },
          },
        }));
        const listeners = ctx.get(listenerCtx);
        listeners.updated((inner) => emit(editorHtml(inner)));
        // The change listener waits 200 ms; leaving the editor (e.g. to click 'Guardar') flushes it.
        listeners.blur((inner) => {
          if (pending.current) emit(editorHtml(inner));
        });
      })
      .use(codeBlockExit)
      .use(commonmarkBlocks)
      .use(codeBlockWithLanguage)
      .use(safeLink)
      .use(safeImage)
      .use(videoEmbed)
      .use(paywallBlock)
      .use(gallery)
      .use(bodyImage)
      .use(tableBlocks)
      .use(footnotesAndToc)
      .use(history)
      .use(listener)
      .use(activeTracker);
  }, []);

  /** The image dialog on a dropped or pasted file: it checks and uploads it, then asks for alt text. */
  function openPicker(file: File, at: number) {
    insertAt.current = at;
    setPickerFile(file);
    setPickerOpen(true);
  }

  const withView = (run: (view: EditorView) => void) => {
    const editor = get();
    if (!editor) return;
    editor.action((ctx) => run(ctx.get(editorViewCtx)));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: withView reads the current editor
  useImperativeHandle(
    handleRef,
    () => ({
      reveal: (target) => {
        let revealed = false;
        withView((view) => {
          revealed = revealTarget(view, target);
        });
        return revealed;
      },
    }),
    [],
  );

  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const loadReported = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor is ready
  useEffect(() => {
    if (loading || loadReported.current) return;
    loadReported.current = true;
    get()?.action((ctx) => onLoadRef.current?.(editorHtml(ctx)));
  }, [loading]);

  // Props that change after mount: editable state and the aria attributes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view reads them through refs
  useEffect(() => {
    if (loading) return;
    withView((view) => view.setProps({}));
  }, [loading, disabled, error, required, pasteError]);

  // A `value` that did not come from the editor (a reset, a late load) replaces the document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: withView reads the current editor
  useEffect(() => {
    if (loading || value === lastHtml.current) return;
    lastHtml.current = value;
    withView((view) => {
      const doc = ProseMirrorParser.fromSchema(view.state.schema).parse(parseInertHtml(value));
      const tr = view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content);
      view.dispatch(tr.setMeta('addToHistory', false));
      pending.current = false;
    });
  }, [value, loading]);

  const run = (action: ToolbarAction) => {
    const editor = get();
    if (!editor || disabled) return;
    switch (action) {
      case 'h1':
      case 'h2':
      case 'h3': {
        const level = Number(action.slice(1));
        editor.action(callCommand(wrapInHeadingCommand.key, active.heading === level ? 0 : level));
        break;
      }
      case 'strong':
        editor.action(callCommand(toggleStrongCommand.key));
        break;
      case 'emphasis':
        editor.action(callCommand(toggleEmphasisCommand.key));
        break;
      case 'inlineCode':
        editor.action(callCommand(toggleInlineCodeCommand.key));
        break;
      case 'bulletList':
        editor.action(
          callCommand(active.bulletList ? liftListItemCommand.key : wrapInBulletListCommand.key),
        );
        break;
      case 'orderedList':
        editor.action(
          callCommand(active.orderedList ? liftListItemCommand.key : wrapInOrderedListCommand.key),
        );
        break;
      case 'codeBlock':
        editor.action(
          callCommand(
            active.codeBlock !== null ? turnIntoTextCommand.key : createCodeBlockCommand.key,
          ),
        );
        break;
      case 'hr':
        withView((view) => {
          const { hr, paragraph } = view.state.schema.nodes;
          if (hr && paragraph) insertBlock(view, hr.create(), paragraph);
        });
        break;
      case 'paywall':
        withView((view) => {
          const { [PAYWALL_NODE]: type, paragraph } = view.state.schema.nodes;
          if (type && paragraph) insertBlock(view, type.create(), paragraph);
        });
        break;
      case 'footnote':
        withView(insertFootnote);
        break;
      case 'toc':
        withView(insertTableOfContents);
        break;
      case 'video':
        setVideoOpen(true);
        return;
      case 'image':
        insertAt.current = null;
        setPickerFile(null);
        setPickerOpen(true);
        return;
      case 'gallery':
        setGalleryOpen(true);
        return;
      case 'table':
        withView(insertTable);
        break;
      case 'blockquote':
        if (active.blockquote) withView((view) => lift(view.state, view.dispatch));
        else editor.action(callCommand(wrapInBlockquoteCommand.key));
        break;
      case 'undo':
        editor.action(callCommand(undoCommand.key));
        break;
      case 'redo':
        editor.action(callCommand(redoCommand.key));
        break;
      case 'link':
        setLinkOpen(true);
        return;
    }
    withView((view) => view.focus());
  };

  const runTable = (action: TableAction) => {
    if (disabled) return;
    withView((view) => {
      runTableAction(view, action);
      view.focus();
    });
  };

  // Each prompt is closed with flushSync before the text takes the focus back: the dialog is
  // closed (and the page behind no longer inert) at once, so the next key already reaches the
  // text instead of the closing dialog.
  const applyLink = (href: string | null) => {
    flushSync(() => setLinkOpen(false));
    withView((view) => {
      const { state } = view;
      const type = state.schema.marks.link;
      if (!type) return;
      const { empty } = state.selection;
      const { from, to } = (empty ? linkRangeAt(state, type) : null) ?? state.selection;
      let tr = state.tr;
      let end = to;
      if (href === null) {
        tr = tr.removeMark(from, to, type);
      } else if (from === to) {
        end = from + href.length;
        tr = tr.insertText(href, from).addMark(from, end, type.create({ href }));
      } else {
        tr = tr.removeMark(from, to, type).addMark(from, to, type.create({ href }));
      }
      // The caret goes after the link, as in other editors: a key pressed next (Enter, a letter)
      // must not replace the linked words, and what is typed next is not part of the link.
      tr = tr.setSelection(TextSelection.create(tr.doc, end)).removeStoredMark(type);
      view.dispatch(tr.scrollIntoView());
      view.focus();
    });
  };

  const applyVideo = (video: VideoRef) => {
    flushSync(() => setVideoOpen(false));
    withView((view) => {
      const { [VIDEO_NODE]: type, paragraph } = view.state.schema.nodes;
      if (type && paragraph) insertBlock(view, type.create(video), paragraph);
      view.focus();
    });
  };

  const closePicker = () => {
    setPickerOpen(false);
    setPickerFile(null);
    insertAt.current = null;
  };

  const applyImage = (image: InsertedImage) => {
    const at = insertAt.current;
    flushSync(closePicker);
    withView((view) => {
      const { [IMAGE_NODE]: type, paragraph } = view.state.schema.nodes;
      if (!type || !paragraph) return;
      const { selection } = view.state;
      const pos = at ?? (selection.empty ? selection.from : null);
      // A selection (an image, words) is replaced by the new image.
      if (pos === null) insertBlock(view, type.create(image), paragraph);
      else insertBlockAt(view, type.create(image), paragraph, pos);
      view.focus();
    });
  };

  const applyGallery = (made: InsertedGallery) => {
    flushSync(() => setGalleryOpen(false));
    withView((view) => {
      const { [GALLERY_NODE]: type, paragraph } = view.state.schema.nodes;
      if (type && paragraph) insertBlock(view, type.create(made), paragraph);
      view.focus();
    });
  };

  const applyImageText = (text: { alt: string; caption: string }) => {
    flushSync(() => setImageEditOpen(false));
    const image = selectedImage;
    withView((view) => {
      const node = image ? view.state.doc.nodeAt(image.pos) : null;
      if (!image || node?.type.name !== IMAGE_NODE) return;
      const tr = view.state.tr.setNodeMarkup(image.pos, undefined, { ...node.attrs, ...text });
      view.dispatch(tr.setSelection(NodeSelection.create(tr.doc, image.pos)));
      view.focus();
    });
  };

  /** The select beside the toolbar sets the language of the code block under the cursor. */
  const setCodeLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = event.target.value;
    withView((view) => {
      const { $from } = view.state.selection;
      if ($from.parent.type.name !== 'code_block') return;
      const at = $from.before();
      view.dispatch(
        view.state.tr.setNodeMarkup(at, undefined, { ...$from.parent.attrs, language }),
      );
    });
  };

  /** Ctrl+K (⌘K) asks for a link, as in most editors; the toolbar's button does the same. */
  const openLinkOnShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    const isLinkKey = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
    if (!isLinkKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!disabled) setLinkOpen(true);
  };

  /**
   * Leaving the editor reports a pending edit from React's own event, so the form has it before
   * the click that moved the focus is handled: a 'Guardar' pressed within the change listener's
   * 200 ms wait saves what the editor shows.
   */
  const flushPending = () => {
    if (pending.current) get()?.action((ctx) => emit(editorHtml(ctx)));
  };

  return (
    <Root className={className} data-loading={loading || undefined}>
      <LabelText id={labelId} onClick={() => withView((view) => view.focus())}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </LabelText>
      <Frame $invalid={Boolean(error)} $disabled={disabled}>
        <EditorToolbar
          label={label}
          active={active}
          disabled={disabled}
          onAction={run}
          images={Boolean(media)}
          paywall={paywall}
        />
        {selectedImage ? (
          <CodeLanguageBar>
            <span>Imagen seleccionada</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setImageEditOpen(true)}
            >
              Editar imagen
            </Button>
          </CodeLanguageBar>
        ) : null}
        {table ? <TableBar table={table} disabled={disabled} onAction={runTable} /> : null}
        {active.codeBlock !== null ? (
          <CodeLanguageBar>
            <label htmlFor={languageId}>Lenguaje del bloque de código</label>
            <select
              id={languageId}
              value={codeLanguageOf(active.codeBlock) ?? ''}
              disabled={disabled}
              onChange={setCodeLanguage}
            >
              <option value="">Sin resaltado</option>
              {Object.entries(CODE_LANGUAGES).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
            <CodeBlockHint>{CODE_BLOCK_EXIT_HINT}</CodeBlockHint>
          </CodeLanguageBar>
        ) : null}
        <Surface onKeyDown={openLinkOnShortcut} onBlur={flushPending}>
          <Milkdown />
        </Surface>
      </Frame>
      <FieldError id={errorId}>{error}</FieldError>
      <FieldError id={pasteErrorId} role="alert">
        {pasteError}
      </FieldError>
      <LinkPrompt
        open={isLinkOpen}
        currentHref={active.link}
        onApply={applyLink}
        onRemove={() => applyLink(null)}
        onClose={() => setLinkOpen(false)}
      />
      <VideoPrompt open={isVideoOpen} onApply={applyVideo} onClose={() => setVideoOpen(false)} />
      {media ? (
        <MediaPicker
          open={isPickerOpen}
          onClose={closePicker}
          onInsert={applyImage}
          loadPage={media.loadPage}
          upload={media.upload}
          initialFile={pickerFile}
        />
      ) : null}
      {media ? (
        <MediaPicker
          open={isGalleryOpen}
          onClose={() => setGalleryOpen(false)}
          onInsertGallery={applyGallery}
          loadPage={media.loadPage}
          upload={media.upload}
        />
      ) : null}
      <ImagePrompt
        open={isImageEditOpen}
        current={selectedImage ?? { alt: '', caption: '' }}
        onApply={applyImageText}
        onClose={() => setImageEditOpen(false)}
      />
    </Root>
  );
}
