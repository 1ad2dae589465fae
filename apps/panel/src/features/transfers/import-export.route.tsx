import type { BlogExport, BlogImport, ConfirmImportInput } from '@bitacora/api';
import { TRANSFER_MESSAGES } from '@bitacora/domain';
import { type ImportAction, ImportExportScreen } from '@bitacora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { isImportWorking, resumableImport, TRANSFER_POLL_MS, withExport } from './transfers.ts';

type Loaded = 'loading' | 'ready' | 'error';

/**
 * Asks once, a second from now, and hands the answer on; a failed ask is asked again a second
 * later rather than leaving the screen stuck. Answers the effect's cleanup.
 */
function poll<T>(ask: () => Promise<T>, onAnswer: (answer: T) => void, failure: string) {
  let stopped = false;
  let timer = 0;
  const next = () => {
    timer = window.setTimeout(() => {
      ask().then(
        (answer) => {
          if (!stopped) onAnswer(answer);
        },
        (error: unknown) => {
          if (stopped || isSessionEnd(error)) return;
          console.error(failure, error);
          next();
        },
      );
    }, TRANSFER_POLL_MS);
  };
  next();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
  };
}

/**
 * 'Importar / Exportar' (an admin's, from Configuración; the guard keeps authors out). An import
 * under way is followed by asking its state every second: the analysis, then the preview to
 * confirm, the progress and the report. Entering the screen picks up the latest import still
 * under way. The export is followed the same way until its link is ready.
 */
export default function ImportExportRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const activeBlog = useActiveBlog();
  const blogId = activeBlog.status === 'ready' ? activeBlog.blog.id : null;
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [current, setCurrent] = useState<BlogImport | null>(null);
  const [importAction, setImportAction] = useState<ImportAction | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [exports, setExports] = useState<BlogExport[]>([]);
  const [isStartingExport, setStartingExport] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => () => upload.current?.abort(), []);

  /** Lists the imports and exports; `isGone` says the screen no longer wants the answer. */
  const load = useCallback(
    (isGone: () => boolean) => {
      setLoaded('loading');
      Promise.all([api.transfers.listImports(), api.transfers.listExports()]).then(
        ([imports, exportList]) => {
          if (isGone()) return;
          setCurrent(resumableImport(imports.data));
          setExports(exportList.data);
          setLoaded('ready');
        },
        (error: unknown) => {
          if (isGone() || isSessionEnd(error)) return;
          console.error('No se pudieron cargar las importaciones y exportaciones', error);
          setLoaded('error');
        },
      );
    },
    [api],
  );

  useEffect(() => {
    if (blogId === null) return;
    let gone = false;
    load(() => gone);
    return () => {
      gone = true;
    };
  }, [load, blogId]);

  // Each answer is a new object, so the effect runs again and asks again a second later.
  useEffect(() => {
    if (!current || !isImportWorking(current.state)) return;
    return poll(
      () => api.transfers.getImport(current.id),
      (next) => setCurrent(next),
      'No se pudo leer el estado de la importación',
    );
  }, [api, current]);

  const latestExport = exports[0] ?? null;
  useEffect(() => {
    if (latestExport?.state !== 'running') return;
    return poll(
      () => api.transfers.getExport(latestExport.id),
      (next) => setExports((list) => withExport(list, next)),
      'No se pudo leer el estado de la exportación',
    );
  }, [api, latestExport]);

  /** One call on the import; its answer (or null, for a cancel) becomes the shown import. */
  const act = async (
    action: ImportAction,
    call: () => Promise<BlogImport | null>,
    fallback: string,
  ) => {
    setImportAction(action);
    setImportError(null);
    try {
      setCurrent(await call());
    } catch (error) {
      if (isSessionEnd(error) || (error instanceof DOMException && error.name === 'AbortError')) {
        return;
      }
      console.error(`No se pudo completar «${action}» de la importación`, error);
      setImportError(serverText(error) ?? fallback);
    } finally {
      setImportAction(null);
    }
  };

  const startUpload = (file: File) => {
    const controller = new AbortController();
    upload.current = controller;
    void act(
      'upload',
      () => api.transfers.uploadImport(file, file.name, controller.signal),
      TRANSFER_MESSAGES.uploadFailed,
    );
  };

  const onImport = (call: (id: string) => Promise<BlogImport | null>, action: ImportAction) => {
    if (current) void act(action, () => call(current.id), TRANSFER_MESSAGES.actionFailed);
  };

  const startExport = async () => {
    setStartingExport(true);
    setExportError(null);
    try {
      const started = await api.transfers.startExport();
      setExports((list) => withExport(list, started));
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo empezar la exportación', error);
      setExportError(serverText(error) ?? TRANSFER_MESSAGES.exportFailedFallback);
    } finally {
      setStartingExport(false);
    }
  };

  return (
    <ImportExportScreen
      status={activeBlog.status === 'error' ? 'error' : loaded}
      onReload={() => load(() => false)}
      currentImport={current}
      importAction={importAction}
      importError={importError}
      onUpload={startUpload}
      onUploadImages={(file: File) =>
        onImport((id) => api.transfers.uploadImportImages(id, file, file.name), 'images')
      }
      onConfirm={(input: ConfirmImportInput) =>
        onImport((id) => api.transfers.confirmImport(id, input), 'confirm')
      }
      onCancel={() => onImport((id) => api.transfers.cancelImport(id).then(() => null), 'cancel')}
      onRetry={() => onImport((id) => api.transfers.retryImport(id), 'retry')}
      onNewImport={() => {
        setCurrent(null);
        setImportError(null);
      }}
      exports={exports}
      isStartingExport={isStartingExport}
      exportError={exportError}
      onStartExport={() => void startExport()}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
