import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { SearchField } from '@/components/ui/FilterFields';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { downloadAuditCsv, fetchAuditLog } from './back-office-api';
import { ListState, Pager, TableScroll, tdClass, thClass } from './ListParts';
import { useDebounced } from './use-debounced';

const PAGE_SIZE = 50;
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The admin audit log: who did what, when and from where; paged, filtered, exportable as CSV. */
export function AuditLogSection() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebounced(action.trim());
  const params = { action: typed, page, pageSize: PAGE_SIZE };
  const query = useQuery({
    queryKey: queryKeys.admin.auditLog(params),
    queryFn: () => fetchAuditLog(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv({ action: typed });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  };
  const data = query.data;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle as="h2">Audit log</CardTitle>
          <CardDescription>
            Every request an admin made to the back office: who, what, when and from which address. Never a
            body, a password or a token.
          </CardDescription>
        </div>
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="max-w-md">
          <SearchField
            label="Filter by action (e.g. admins, POST, beta-codes)"
            value={action}
            onChange={(v) => {
              setAction(v);
              setPage(1);
            }}
          />
        </div>
        <ListState
          pending={query.isPending}
          error={data ? null : query.error}
          empty={data?.data.length === 0}
          emptyText="No admin actions match."
          label="audit log"
        >
          {data ? (
            <>
              <TableScroll label="Audit log table">
                <table className="w-full min-w-[820px] text-left text-sm">
                  <caption className="sr-only">Admin audit log</caption>
                  <thead className="border-b border-slate-200 text-slate-700">
                    <tr>
                      {['When', 'Admin', 'Action', 'Target', 'Status', 'Address'].map((c) => (
                        <th key={c} scope="col" className={thClass}>
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.map((e) => (
                      <tr key={e.id} className="border-b border-slate-100 last:border-0">
                        <td className={tdClass}>{timeFormat.format(new Date(e.occurredAt))}</td>
                        <td className={tdClass}>{e.adminUsername ?? 'removed admin'}</td>
                        <td className={`${tdClass} font-mono text-xs`}>{e.action}</td>
                        <td className={`${tdClass} font-mono text-xs`}>{e.target ?? '—'}</td>
                        <td className={tdClass}>{e.statusCode}</td>
                        <td className={tdClass}>{e.ipAddress}</td>
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
  );
}
