import { ACCESSIBILITY_ELEMENT_SELECTORS, type AccessibilityTarget } from '@bitacora/domain';
import type { Node as ProseNode } from '@milkdown/kit/prose/model';
import { NodeSelection, type Selection, TextSelection } from '@milkdown/kit/prose/state';
import type { EditorView } from '@milkdown/kit/prose/view';

/** What the form may ask of the editor once it is loaded. */
export type RichTextEditorHandle = {
  /**
   * Selects the node an accessibility warning points at (the n-th image, heading, link or
   * paragraph of the body), scrolls it into view and focuses the editor. False when it is gone.
   */
  reveal: (target: AccessibilityTarget) => boolean;
};

/** The innermost block whose rendered element holds `element`, with where it starts. */
function blockHolding(view: EditorView, element: Element): { node: ProseNode; pos: number } | null {
  let found: { node: ProseNode; pos: number } | null = null;
  view.state.doc.descendants((node, pos) => {
    if (node.isInline) return false;
    const dom = view.nodeDOM(pos);
    if (!(dom instanceof Element) || !dom.contains(element)) return false;
    found = { node, pos };
    return true;
  });
  return found;
}

/** The selection that shows the element: a picture whole, a heading's or link's words, a caret. */
function selectionFor(
  view: EditorView,
  target: AccessibilityTarget,
  element: Element,
): Selection | null {
  const { doc } = view.state;
  if (target.element === 'link') {
    const from = view.posAtDOM(element, 0);
    const to = view.posAtDOM(element, element.childNodes.length);
    return TextSelection.create(doc, from, to);
  }
  const block = blockHolding(view, element);
  if (!block) return null;
  if (block.node.isAtom) return NodeSelection.create(doc, block.pos);
  const start = block.pos + 1;
  // A long paragraph gets the caret at its start: selecting it all invites typing over it.
  if (target.element === 'heading') {
    return TextSelection.create(doc, start, start + block.node.content.size);
  }
  return TextSelection.create(doc, start);
}

/**
 * Finds the target in the editor's own DOM with the selector the rules counted with: the editor
 * renders each node as the HTML it stores, so the n-th match there is the n-th in the HTML.
 */
export function revealTarget(view: EditorView, target: AccessibilityTarget): boolean {
  const selector = ACCESSIBILITY_ELEMENT_SELECTORS[target.element];
  const element = view.dom.querySelectorAll(selector).item(target.index);
  if (!element) return false;
  const selection = selectionFor(view, target, element);
  if (!selection) return false;
  view.dispatch(view.state.tr.setSelection(selection));
  view.focus();
  // Centred rather than barely visible: the writer should see what comes around it.
  element.scrollIntoView({ block: 'center' });
  return true;
}
