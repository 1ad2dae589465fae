import {
  type SubscriberItem,
  type SubscriberList,
  subscriberEndpoints as subscribers,
} from '@bitacora/api';
import { NEWSLETTER_MESSAGES } from '@bitacora/domain';
import { type SubscriberImportResult, SubscribersScreen } from '@bitacora/ui';
import { useCallback, useEffect, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { downloadCsv } from '../../api/download-csv.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useActiveBlog } from '../../session/use-active-blog.ts';

/**
 * 'Suscriptores': the active blog's email subscribers a page at a time with the search, the
 * CSV in and out, and the 'new post' mail's content setting.
 */
export default function SubscribersRoute() {
  const api = useApi();
  const toast = useToast();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [list, setList] = useState<SubscriberList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importResult, setImportResult] = useState<SubscriberImportResult | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [savingSettings, setSavingSettings] = useState(false);

  const load = useCallback(async () => {
    if (!blog) return;
    setStatus('loading');
    setError(null);
    try {
      setList(await subscribers.list(api.client, query, blog.id));
      setStatus('ready');
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      console.error('No se pudieron cargar los suscriptores', failure);
      setError(serverText(failure));
      setStatus('error');
    }
  }, [api, blog, query]);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (subscriber: SubscriberItem) => {
    try {
      await subscribers.remove(api.client, subscriber.uuid);
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        toast(serverText(failure) ?? NEWSLETTER_MESSAGES.removeFailed, { tone: 'error' });
      }
      throw failure;
    }
    toast(NEWSLETTER_MESSAGES.removed);
    void load();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(
        await subscribers.exportCsv(api.client),
        `suscriptores-${blog?.subdomain ?? 'blog'}.csv`,
      );
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        toast(serverText(failure) ?? NEWSLETTER_MESSAGES.exportFailed, { tone: 'error' });
      }
    } finally {
      setExporting(false);
    }
  };

  const importCsv = async (csv: string) => {
    setImporting(true);
    setImportResult(null);
    setImportError(null);
    try {
      setImportResult(await subscribers.importCsv(api.client, csv));
      void load();
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        setImportError(serverText(failure) ?? NEWSLETTER_MESSAGES.importFailed);
      }
    } finally {
      setImporting(false);
    }
  };

  const saveFullContent = async (fullContent: boolean) => {
    setSavingSettings(true);
    try {
      const saved = await subscribers.saveSettings(api.client, fullContent);
      setList((current) => (current ? { ...current, fullContent: saved.fullContent } : current));
      toast(NEWSLETTER_MESSAGES.settingsSaved);
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        toast(serverText(failure) ?? NEWSLETTER_MESSAGES.settingsFailed, { tone: 'error' });
      }
    } finally {
      setSavingSettings(false);
    }
  };

  return (
    <SubscribersScreen
      status={activeBlog.status === 'error' ? 'error' : status}
      list={list}
      error={error}
      onRetry={() => void load()}
      query={query.q}
      onSearch={(q) => setQuery({ q, page: 1 })}
      onPage={(page) => setQuery((current) => ({ ...current, page }))}
      onRemove={remove}
      onExport={() => void exportCsv()}
      isExporting={exporting}
      onImport={(csv) => void importCsv(csv)}
      isImporting={importing}
      importResult={importResult}
      importError={importError}
      onFullContentChange={(value) => void saveFullContent(value)}
      isSavingSettings={savingSettings}
    />
  );
}
