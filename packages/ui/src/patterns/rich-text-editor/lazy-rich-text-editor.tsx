import { lazy, Suspense, useId } from 'react';
import { LoadingRegion, Skeleton } from '../../primitives/skeleton/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';
import { Frame, LabelText, Root } from './rich-text-editor.styles';

const LoadedEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

function EditorPlaceholder({ label }: { label: string }) {
  const labelId = useId();
  return (
    <Root>
      <LabelText id={labelId}>{label}</LabelText>
      <LoadingRegion label="Cargando editor…">
        <Frame $invalid={false} $disabled={false} style={{ padding: '1rem' }}>
          <Skeleton lines={5} />
        </Frame>
      </LoadingRegion>
    </Root>
  );
}

/**
 * The rich-text editor loaded on demand: Milkdown (~116 kB gzip) is fetched only by the screens
 * that show it; meanwhile a skeleton says 'Cargando editor…'.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder label={props.label} />}>
      <LoadedEditor {...props} />
    </Suspense>
  );
}
