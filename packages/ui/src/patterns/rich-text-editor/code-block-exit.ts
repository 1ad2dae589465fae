import type { Node } from '@milkdown/kit/prose/model';
import { type Command, type EditorState, TextSelection } from '@milkdown/kit/prose/state';

const CODE_BLOCK = 'code_block';

/** Shown while the cursor is in a code block, where Enter writes a new line. */
export const CODE_BLOCK_EXIT_HINT =
  'Para salir del bloque de código: pulsa Intro tres veces al final, ↓ en la última línea o Ctrl+Intro.';

/** The code block the empty cursor is in, and where that block ends; null elsewhere. */
function cursorInCodeBlock(state: EditorState): { node: Node; pos: number; after: number } | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $head } = selection;
  if ($head.parent.type.name !== CODE_BLOCK) return null;
  return { node: $head.parent, pos: $head.pos, after: $head.after() };
}

/** A new paragraph right after the code block, with the cursor in it. */
function paragraphAfter(state: EditorState, after: number, removeBefore = 0) {
  const paragraph = state.schema.nodes.paragraph?.create();
  if (!paragraph) return null;
  const tr = state.tr.insert(after, paragraph);
  if (removeBefore > 0) tr.delete(after - removeBefore - 1, after - 1);
  const start = after - removeBefore + 1;
  return tr.setSelection(TextSelection.create(tr.doc, start)).scrollIntoView();
}

/**
 * Enter on the third line in a row left empty at the end of a code block leaves it: the two
 * empty lines go and a paragraph follows, as in most editors.
 */
export const exitCodeBlockOnTripleEnter: Command = (state, dispatch) => {
  const inBlock = cursorInCodeBlock(state);
  if (!inBlock || inBlock.pos !== inBlock.after - 1) return false;
  if (!inBlock.node.textContent.endsWith('\n\n')) return false;
  const tr = paragraphAfter(state, inBlock.after, 2);
  if (!tr) return false;
  dispatch?.(tr);
  return true;
};

/**
 * ↓ on the last line of a code block that nothing follows opens a paragraph after it; with a
 * block after it, the arrow moves there on its own.
 */
export const exitCodeBlockDown: Command = (state, dispatch, view) => {
  const inBlock = cursorInCodeBlock(state);
  if (!inBlock || !view?.endOfTextblock('down')) return false;
  const $after = state.doc.resolve(inBlock.after);
  if ($after.nodeAfter !== null) return false;
  const tr = paragraphAfter(state, inBlock.after);
  if (!tr) return false;
  dispatch?.(tr);
  return true;
};
