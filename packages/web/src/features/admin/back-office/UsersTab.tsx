import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { usersRateLimitedMessage } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { SearchField } from '@/components/ui/FilterFields';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { fetchUsers } from './back-office-api';
import { formatCount, formatPercent, refreshAllowed } from './back-office-view';
import { CreateAdminForm } from './CreateAdminForm';
import { useDebounced } from './use-debounced';
import { ListState, Pager, StatCard, TableScroll, tdClass, thClass } from './ListParts';

const PAGE_SIZE = 50;

/** The Users tab and /admin/users (02-admin-back-office.md §2): live accounts, cards, admins, Refresh. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [rateLimited, setRateLimited] = useState(false);
  const lastFetched = useRef<number | null>(null);
  const typed = useDebounced(search.trim());
  const params = { search: typed, page, pageSize: PAGE_SIZE };
  const query = useQuery({
    queryKey: queryKeys.admin.users(params),
    queryFn: async () => {
      try {
        const data = await fetchUsers(params);
        lastFetched.current = Date.now();
        setRateLimited(false);
        return data;
      } catch (error) {
        if (isApiError(error) && error.status === 429) {
          setRateLimited(true);
          toast({ variant: 'destructive', title: 'Rate Limited', description: usersRateLimitedMessage });
        } else {
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to fetch users' });
        }
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const refresh = () => {
    // The spec's guard: a refresh within 5 s of the last successful fetch is not sent.
    if (!refreshAllowed(lastFetched.current, Date.now())) return;
    void query.refetch();
  };
  const data = query.data;

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-slate-900">Users</h2>
      {data ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <StatCard
            label="Data Retention"
            value={formatPercent(data.metrics.dataRetentionCompliance, 'None due yet')}
            note="Originals deleted on time"
          />
          <StatCard label="GDPR Requests" value={formatCount(data.metrics.gdprRequests)} note="This month" />
          <StatCard
            label="Crisis Responses"
            value={formatCount(data.metrics.crisisResponsesThisWeek)}
            note="This week"
          />
        </dl>
      ) : null}
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle as="h3">Accounts</CardTitle>
            <CardDescription>Patients' accounts with their uploads and completed analyses.</CardDescription>
          </div>
          <Button variant="secondary" onClick={refresh} disabled={query.isFetching || rateLimited}>
            <RefreshCw aria-hidden="true" />
            {rateLimited ? 'Rate Limited' : 'Refresh'}
          </Button>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="max-w-md">
            <SearchField
              label="Search by e-mail or name"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
          </div>
          <ListState
            pending={query.isPending}
            error={data ? null : query.error}
            empty={data?.data.length === 0}
            emptyText="No users found."
            label="users"
          >
            {data ? (
              <>
                <TableScroll label="Users table">
                  <table className="w-full min-w-[860px] text-left text-sm">
                    <caption className="sr-only">Users</caption>
                    <thead className="border-b border-slate-200 text-slate-700">
                      <tr>
                        {[
                          'Name',
                          'Email Verified',
                          'Documents',
                          'Analyses',
                          'Last Login',
                          'Joined',
                          'Role',
                        ].map((c) => (
                          <th key={c} scope="col" className={thClass}>
                            {c}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.data.map((u) => (
                        <tr key={u.id} className="border-b border-slate-100 last:border-0">
                          <th scope="row" className={`${tdClass} text-left font-medium text-slate-900`}>
                            {u.firstName} {u.lastName}
                            <span className="block text-xs font-normal text-slate-700">{u.email}</span>
                          </th>
                          <td className={tdClass}>
                            <Badge variant={u.emailVerified ? 'success' : 'warning'}>
                              {u.emailVerified ? 'Verified' : 'Pending'}
                            </Badge>
                          </td>
                          <td className={tdClass}>{formatCount(u.documentCount)}</td>
                          <td className={tdClass}>{formatCount(u.analysisCount)}</td>
                          <td className={tdClass}>{u.lastLogin ? formatDate(u.lastLogin) : 'Never'}</td>
                          <td className={tdClass}>{formatDate(u.createdAt)}</td>
                          <td className={tdClass}>{u.isAdmin ? 'Admin' : 'User'}</td>
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
      <Card>
        <CardHeader>
          <CardTitle as="h3">Admins</CardTitle>
          <CardDescription>
            Back-office accounts sign in separately. A new admin sets up two-step sign-in at their first
            sign-in.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {data ? (
            <ul className="divide-y divide-slate-100" aria-label="Admins">
              {data.admins.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium">{a.username}</span>
                    {a.firstName ? <span className="text-slate-700"> ({a.firstName})</span> : null}
                  </span>
                  <span className="flex items-center gap-2 text-sm text-slate-700">
                    <Badge variant={a.totpEnabled ? 'success' : 'warning'}>
                      {a.totpEnabled ? 'Two-step on' : 'Must set up two-step'}
                    </Badge>
                    Last sign-in {a.lastLogin ? formatDate(a.lastLogin) : 'Never'}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <CreateAdminForm />
        </CardContent>
      </Card>
    </div>
  );
}
