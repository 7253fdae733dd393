import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { documentStatuses, type DocumentStatus } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { FilterSelect, SearchField } from '@/components/ui/FilterFields';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { fetchDocuments } from './back-office-api';
import { formatBytes, formatCount, formatMoney, humanize } from './back-office-view';
import { BackToDashboard, ListState, Pager, StatCard, TableScroll, tdClass, thClass } from './ListParts';
import { useDebounced } from './use-debounced';

const PAGE_SIZE = 50;
const statusOptions = documentStatuses.map((s) => ({ value: s, label: humanize(s) }));
const statusVariant = (s: DocumentStatus) =>
  s === 'analyzed' ? 'success' : s === 'failed' ? 'danger' : 'warning';
const share = (n: number, of: number) => (of === 0 ? '' : ` (${((n / of) * 100).toFixed(1)}%)`);

/** /admin/documents (03-feature-pages.md §2.10) on live data: metadata only, never a file name or text. */
export function DocumentsScreen() {
  const [status, setStatus] = useState<DocumentStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebounced(search.trim());
  const params = { status, search: typed, page, pageSize: PAGE_SIZE };
  const query = useQuery({
    queryKey: queryKeys.admin.documents(params),
    queryFn: () => fetchDocuments(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <BackToDashboard />
      <h1 className="text-2xl font-semibold text-slate-900">Document Management</h1>
      {data ? (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Documents" value={formatCount(data.stats.total)} />
          <StatCard
            label="Analysed"
            value={`${formatCount(data.stats.analyzed)}${share(data.stats.analyzed, data.stats.total)}`}
          />
          <StatCard
            label="With errors found"
            value={`${formatCount(data.stats.withErrors)}${share(data.stats.withErrors, data.stats.total)}`}
          />
          <StatCard
            label="Processing / failed"
            value={`${formatCount(data.stats.processing)} / ${formatCount(data.stats.failed)}`}
          />
        </dl>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Documents</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <SearchField
              label="Search by owner e-mail or type"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              value={status}
              options={statusOptions}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
            />
          </div>
          <ListState
            pending={query.isPending}
            error={data ? null : query.error}
            empty={data?.data.length === 0}
            emptyText="No documents found matching your criteria."
            label="documents"
          >
            {data ? (
              <>
                <TableScroll label="Documents table">
                  <table className="w-full min-w-[900px] text-left text-sm">
                    <caption className="sr-only">Documents</caption>
                    <thead className="border-b border-slate-200 text-slate-700">
                      <tr>
                        {[
                          'Owner',
                          'File type',
                          'Document',
                          'Size',
                          'Status',
                          'Findings',
                          'Savings',
                          'Uploaded',
                        ].map((c) => (
                          <th key={c} scope="col" className={thClass}>
                            {c}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.map((d) => (
                        <tr key={d.id} className="border-b border-slate-100 last:border-0">
                          <td className={tdClass}>{d.userEmail ?? 'Guest'}</td>
                          <td className={tdClass}>{d.fileType.toUpperCase()}</td>
                          <td className={tdClass}>{humanize(d.documentType)}</td>
                          <td className={tdClass}>{formatBytes(d.byteSize)}</td>
                          <td className={tdClass}>
                            <Badge variant={statusVariant(d.status)}>{humanize(d.status)}</Badge>
                          </td>
                          <td className={tdClass}>{d.findingCount ?? '—'}</td>
                          <td className={tdClass}>{formatMoney(d.potentialSavings)}</td>
                          <td className={tdClass}>{formatDate(d.uploadedAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                <Pager page={page} pageSize={PAGE_SIZE} total={data.paging.total} onPage={setPage} />
              </>
            ) : null}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}
