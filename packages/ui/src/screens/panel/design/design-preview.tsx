import { useState } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { Select } from '../../../primitives/select/select';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import {
  PreviewBox,
  PreviewControls,
  PreviewFrame,
  PreviewNote,
  PreviewPane,
} from './design-preview.styles';

/** A published post or page the preview may show. */
export type PreviewItem = { title: string; path: string };

export type DesignPreviewProps = {
  /** The blog's own address (no trailing slash) and the draft's token; null while it is made. */
  origin: string | null;
  token: string | null;
  /** Why the draft cannot be shown (the server's message). */
  error?: string | null;
  /** The blog's latest published post and page; null: it has none. */
  post: PreviewItem | null;
  page: PreviewItem | null;
};

type Shown = 'home' | 'post' | 'page';
type Mode = 'claro' | 'oscuro';
type Width = 'desktop' | 'phone';

/** The address the frame shows: the page, the draft's token and the colour mode. */
export function previewAddress(origin: string, path: string, token: string, mode: Mode): string {
  const query = new URLSearchParams({ 'vista-previa': token, modo: mode });
  return `${origin}${path}?${query.toString()}`;
}

/**
 * 'Diseño''s live preview: the blog with the unsaved design (home, the latest post or page;
 * light or dark; desktop or phone width), in a frame of the blog's own address.
 */
export function DesignPreview({ origin, token, error, post, page }: DesignPreviewProps) {
  const [shown, setShown] = useState<Shown>('home');
  const [mode, setMode] = useState<Mode>('claro');
  const [width, setWidth] = useState<Width>('desktop');
  const item = shown === 'post' ? post : shown === 'page' ? page : { title: '', path: '/' };
  const missing =
    shown === 'post'
      ? 'El blog no tiene entradas publicadas todavía.'
      : 'El blog no tiene páginas publicadas todavía.';
  return (
    <PreviewPane aria-labelledby="design-preview-title">
      <h2 id="design-preview-title">Vista previa</h2>
      <PreviewNote>Muestra los cambios sin guardar; solo tú la ves.</PreviewNote>
      <PreviewControls>
        <Select
          label="Qué mostrar"
          value={shown}
          onChange={(event) => setShown(event.target.value as Shown)}
          options={[
            { value: 'home', label: 'Inicio' },
            { value: 'post', label: 'Una entrada' },
            { value: 'page', label: 'Una página' },
          ]}
        />
        <Select
          label="Modo"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          options={[
            { value: 'claro', label: 'Claro' },
            { value: 'oscuro', label: 'Oscuro' },
          ]}
        />
        <Select
          label="Ancho"
          value={width}
          onChange={(event) => setWidth(event.target.value as Width)}
          options={[
            { value: 'desktop', label: 'Escritorio' },
            { value: 'phone', label: 'Móvil' },
          ]}
        />
      </PreviewControls>
      {error ? (
        <Alert tone="error">{error}</Alert>
      ) : item === null ? (
        <PreviewNote role="status">{missing}</PreviewNote>
      ) : origin === null || token === null ? (
        <Skeleton height="24rem" />
      ) : (
        <PreviewBox $phone={width === 'phone'}>
          <PreviewFrame
            title="Vista previa del blog"
            src={previewAddress(origin, item.path, token, mode)}
            referrerPolicy="no-referrer"
          />
        </PreviewBox>
      )}
    </PreviewPane>
  );
}
