import {
  type MemberDetail,
  type MemberImportReport,
  type MemberList,
  type MemberSummary,
  type MemberTipList,
  memberEndpoints as members,
} from '@bitacora/api';
import { can, hasFeature, MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import { type MembersQuery, MembersScreen } from '@bitacora/ui';
import { useCallback, useEffect, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { downloadCsv } from '../../api/download-csv.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useUpgrade } from '../payments/index.ts';

/**
 * 'Miembros': on a PRO blog, the active blog's members a page at a time with the search and the
 * filters, the CSV import and export, a member's payments with the gifted membership; on every
 * blog, its tips (a FREE blog takes tips too, and gets the PRO offer for the rest).
 */
export default function MembersRoute() {
  const api = useApi();
  const toast = useToast();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const user = useActor();
  const offer = useUpgrade();
  const pro = blog ? hasFeature(blog.plan, 'members') : false;
  const [query, setQuery] = useState<MembersQuery>({ search: '', tierId: '', status: '' });
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [list, setList] = useState<MemberList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tiers, setTiers] = useState<{ uuid: string; name: string; free: boolean }[]>([]);
  const [detail, setDetail] = useState<MemberDetail | null>(null);
  const [exporting, setExporting] = useState(false);
  const [changing, setChanging] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importReport, setImportReport] = useState<MemberImportReport | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [tipsPage, setTipsPage] = useState(1);
  const [tips, setTips] = useState<{
    status: 'loading' | 'ready' | 'error';
    list: MemberTipList | null;
    error?: string | null;
  }>({ status: 'loading', list: null });

  const load = useCallback(async () => {
    if (!blog || !pro) return;
    setStatus('loading');
    setError(null);
    try {
      setList(await members.list(api.client, { ...query, page }, blog.id));
      setStatus('ready');
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      console.error('No se pudieron cargar los miembros', failure);
      setError(serverText(failure));
      setStatus('error');
    }
  }, [api, blog, pro, query, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadTips = useCallback(async () => {
    if (!blog) return;
    setTips((current) => ({ ...current, status: 'loading', error: null }));
    try {
      setTips({ status: 'ready', list: await members.tips(api.client, { page: tipsPage }) });
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      console.error('No se pudieron cargar las propinas', failure);
      setTips({ status: 'error', list: null, error: serverText(failure) });
    }
  }, [api, blog, tipsPage]);

  useEffect(() => {
    void loadTips();
  }, [loadTips]);

  useEffect(() => {
    if (!blog || !pro) return;
    members.tiers(api.client).then(
      (found) => setTiers(found.tiers),
      // The filter then offers no tiers; the list says what failed, if anything did.
      (failure) => console.error('No se pudieron cargar los niveles', failure),
    );
  }, [api, blog, pro]);

  const open = async (member: MemberSummary) => {
    try {
      setDetail(await members.get(api.client, member.uuid));
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        toast(serverText(failure) ?? M.membersLoadFailed, { tone: 'error' });
      }
    }
  };

  const change = async (member: MemberDetail, gift: { tierId: string; until: string } | null) => {
    setChanging(true);
    try {
      setDetail(
        await (gift
          ? members.comp(api.client, member.uuid, {
              tierId: gift.tierId || null,
              until: gift.until || null,
            })
          : members.endComp(api.client, member.uuid)),
      );
      toast(gift ? M.compGiven : M.compEnded);
      void load();
    } catch (failure) {
      if (!isSessionEnd(failure)) toast(serverText(failure) ?? M.compFailed, { tone: 'error' });
    } finally {
      setChanging(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(await members.exportCsv(api.client), `miembros-${blog?.subdomain ?? 'blog'}.csv`);
    } catch (failure) {
      if (!isSessionEnd(failure)) {
        toast(serverText(failure) ?? M.membersExportFailed, { tone: 'error' });
      }
    } finally {
      setExporting(false);
    }
  };

  const importCsv = async (input: { file: File; paidUntil: string }) => {
    setImporting(true);
    setImportError(null);
    setImportReport(null);
    try {
      setImportReport(
        await members.importCsv(api.client, {
          file: input.file,
          fileName: input.file.name,
          paidUntil: input.paidUntil || undefined,
        }),
      );
      void load();
    } catch (failure) {
      if (!isSessionEnd(failure)) setImportError(serverText(failure) ?? M.importFailed);
    } finally {
      setImporting(false);
    }
  };

  return (
    <MembersScreen
      status={activeBlog.status === 'error' ? 'error' : status}
      list={list}
      error={error}
      onRetry={() => void load()}
      query={query}
      tiers={tiers}
      onQuery={(next) => {
        setQuery(next);
        setPage(1);
      }}
      onPage={setPage}
      onExport={() => void exportCsv()}
      isExporting={exporting}
      onOpen={(member) => void open(member)}
      detail={detail}
      onCloseDetail={() => setDetail(null)}
      onComp={({ member, tierId, until }) => void change(member, { tierId, until })}
      onEndComp={(member) => void change(member, null)}
      isChanging={changing}
      onImport={(input) => void importCsv(input)}
      isImporting={importing}
      importReport={importReport}
      importError={importError}
      tips={tips}
      onTipsPage={setTipsPage}
      onTipsRetry={() => void loadTips()}
      upgradeOffer={
        blog && !pro
          ? {
              canUpgrade: user ? can(user, 'manage:billing') : false,
              upgradingInterval: offer.upgradingInterval,
              onUpgrade: ({ interval }) => void offer.upgrade(interval),
            }
          : null
      }
    />
  );
}
