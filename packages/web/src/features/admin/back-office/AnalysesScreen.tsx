import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminSeverityFilters, adminSeverityLabels } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { FilterSelect, SearchField } from '@/components/ui/FilterFields';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { fetchAnalyses } from './back-office-api';
import {
  findingLabel,
  formatCount,
  formatMoney,
  formatPercent,
  humanize,
  severityVariant,
} from './back-office-view';
import { BackToDashboard, ListState, Pager, StatCard, TableScroll, tdClass, thClass } from './ListParts';
import { useDebounced } from './use-debounced';

const PAGE_SIZE = 50;
const severityOptions = adminSeverityFilters.map((s) => ({ value: s, label: adminSeverityLabels[s] }));

/** /admin/analyses (03-feature-pages.md §2.10) on live data. */
export function AnalysesScreen() {
  const [severity, setSeverity] = useState<(typeof adminSeverityFilters)[number] | 'all'>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebounced(search.trim());
  const params = { severity, search: typed, page, pageSize: PAGE_SIZE };
  const query = useQuery({
    queryKey: queryKeys.admin.analyses(params),
    queryFn: () => fetchAnalyses(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <BackToDashboard />
      <h1 className="text-2xl font-semibold text-slate-900">Analysis Management</h1>
      {data ? (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Total analyses"
            value={formatCount(data.stats.total)}
            note={`+${formatCount(data.stats.thisWeek)} this week`}
          />
          <StatCard
            label="High-severity issues"
            value={formatCount(data.stats.highSeverity)}
            note="Analyses with a high finding"
          />
          <StatCard label="Potential savings" value={formatMoney(data.stats.potentialSavings)} />
          <StatCard
            label="Success rate"
            value={formatPercent(data.stats.successRate)}
            note="Documents analysed of those finished"
          />
        </dl>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Analyses</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <SearchField
              label="Search error type, user e-mail or analysis type"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
            <FilterSelect
              label="Severity"
              allLabel="All"
              value={severity}
              options={severityOptions}
              onChange={(v) => {
                setSeverity(v);
                setPage(1);
              }}
            />
          </div>
          <ListState
            pending={query.isPending}
            error={data ? null : query.error}
            empty={data?.data.length === 0}
            emptyText="No analyses found matching your criteria."
            label="analyses"
          >
            {data ? (
              <>
                <TableScroll label="Analyses table">
                  <table className="w-full min-w-[900px] text-left text-sm">
                    <caption className="sr-only">Analyses</caption>
                    <thead className="border-b border-slate-200 text-slate-700">
                      <tr>
                        {[
                          'Error type',
                          'User',
                          'Analysis type',
                          'Severity',
                          'Potential savings',
                          'Date',
                          'Status',
                        ].map((c) => (
                          <th key={c} scope="col" className={thClass}>
                            {c}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.map((a) => (
                        <tr key={a.documentId} className="border-b border-slate-100 last:border-0">
                          <td className={tdClass}>
                            {a.errorType ? findingLabel(a.errorType) : 'No findings'}
                          </td>
                          <td className={tdClass}>{a.userEmail ?? 'Guest'}</td>
                          <td className={tdClass}>{humanize(a.analysisType)}</td>
                          <td className={tdClass}>
                            {a.severity ? (
                              <Badge variant={severityVariant(a.severity)}>{humanize(a.severity)}</Badge>
                            ) : (
                              '—'
                            )}
                          </td>
                          <td className={tdClass}>{formatMoney(a.potentialSavings)}</td>
                          <td className={tdClass}>{formatDate(a.createdAt)}</td>
                          <td className={tdClass}>Completed</td>
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
