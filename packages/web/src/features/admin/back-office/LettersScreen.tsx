import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { FilterSelect, SearchField } from '@/components/ui/FilterFields';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { fetchLetters } from './back-office-api';
import { formatCount, formatPercent, successRateClass } from './back-office-view';
import { BackToDashboard, ListState, Pager, StatCard, TableScroll, tdClass, thClass } from './ListParts';
import { useDebounced } from './use-debounced';
import { fetchLetterStats } from './letter-stats-api';

const PAGE_SIZE = 50;

/** /admin/letters (03-feature-pages.md §2.10) on live data: never a letter's content or recipient. */
export function LettersScreen() {
  const [category, setCategory] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebounced(search.trim());
  const params = { category, search: typed, page, pageSize: PAGE_SIZE };
  const query = useQuery({
    queryKey: queryKeys.admin.letters(params),
    queryFn: () => fetchLetters(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const stats = useQuery({
    queryKey: queryKeys.admin.letterStats,
    queryFn: fetchLetterStats,
    staleTime: 0,
  });
  const data = query.data;
  const s = stats.data;
  return (
    <div className="flex flex-col gap-6">
      <BackToDashboard />
      <h1 className="text-2xl font-semibold text-slate-900">Appeal Letter Management</h1>
      {s ? (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Letters generated"
            value={formatCount(s.generatedThisMonth)}
            note={`This month; ${formatCount(s.totalGenerated)} in all`}
          />
          <StatCard
            label="Downloaded"
            value={formatCount(s.downloaded)}
            note={
              s.totalGenerated === 0
                ? 'None generated yet'
                : `${((s.downloaded / s.totalGenerated) * 100).toFixed(1)}% of all`
            }
          />
          <StatCard
            label="Average success rate"
            value={formatPercent(s.averageSuccessRate, 'Too few outcomes yet')}
          />
          <StatCard
            label="Template types"
            value={formatCount(s.totalCategories)}
            note={`${formatCount(s.totalTemplates)} templates`}
          />
        </dl>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Generated letters</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <SearchField
              label="Search template, user e-mail or category"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
            <FilterSelect
              label="Category"
              allLabel="All categories"
              value={category}
              options={(data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(v) => {
                setCategory(v);
                setPage(1);
              }}
            />
          </div>
          <ListState
            pending={query.isPending}
            error={data ? null : query.error}
            empty={data?.data.length === 0}
            emptyText="No letters found matching your criteria."
            label="letters"
          >
            {data ? (
              <>
                <TableScroll label="Letters table">
                  <table className="w-full min-w-[900px] text-left text-sm">
                    <caption className="sr-only">Generated letters</caption>
                    <thead className="border-b border-slate-200 text-slate-700">
                      <tr>
                        {['Template', 'User', 'Category', 'Generated', 'Success rate', 'Usage', 'Status'].map(
                          (c) => (
                            <th key={c} scope="col" className={thClass}>
                              {c}
                            </th>
                          ),
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.map((l) => (
                        <tr key={l.id} className="border-b border-slate-100 last:border-0">
                          <td className={tdClass}>{l.templateName}</td>
                          <td className={tdClass}>{l.userEmail}</td>
                          <td className={tdClass}>{l.categoryName}</td>
                          <td className={tdClass}>{formatDate(l.generatedAt)}</td>
                          <td className={`${tdClass} font-medium ${successRateClass(l.successRate)}`}>
                            {l.successRate === null ? 'Too few outcomes' : `${l.successRate.toFixed(1)}%`}
                          </td>
                          <td className={tdClass}>{formatCount(l.usageCount)}</td>
                          <td className={tdClass}>
                            <Badge variant={l.downloaded ? 'success' : 'neutral'}>
                              {l.downloaded ? 'Downloaded' : 'Generated'}
                            </Badge>
                          </td>
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
