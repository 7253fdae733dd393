import { Link } from 'wouter';
import {
  BarChart3,
  CalendarClock,
  CheckCircle2,
  ChevronRight,
  Clock,
  FileText,
  Gavel,
  PiggyBank,
  Settings,
  Upload,
} from 'lucide-react';
import { formatUsd, riskLevelFor, type DashboardOverview } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { formatDate } from '@/lib/format';
import { StatusBadge } from '@/features/documents/StatusBadge';
import { activityOf, type ActivityStatus } from './dashboard-view';

/** Your Impact (01-patient-area.md §2): the patient's own figures, zero until there is something to count. */
export function ImpactTiles({ overview }: { overview: DashboardOverview }) {
  const tiles = [
    { label: 'Total Savings', value: formatUsd(overview.savingsIdentified), icon: PiggyBank },
    { label: 'Bills Analyzed', value: String(overview.billsAnalyzed), icon: FileText },
    { label: 'Active Appeals', value: String(overview.activeAppeals), icon: Gavel },
    { label: 'Completed', value: String(overview.completedAppeals), icon: CheckCircle2 },
  ];
  return (
    <section aria-labelledby="impact-heading" className="flex flex-col gap-3">
      <h2 id="impact-heading" className="text-lg font-semibold text-slate-900">
        Your Impact
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm text-slate-700">
              <Icon className="size-4 text-brand-700" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label="Your records" className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link href="/documents">
            <FileText aria-hidden="true" /> Documents
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link href="/analytics">
            <BarChart3 aria-hidden="true" /> Analytics
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link href="/appeals">
            <Gavel aria-hidden="true" /> Appeals
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link href="/privacy">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </Button>
      </nav>
    </section>
  );
}

const activityBadge: Record<ActivityStatus, { text: string; variant: 'success' | 'brand' | 'warning' }> = {
  complete: { text: 'Complete', variant: 'success' },
  in_progress: { text: 'In progress', variant: 'brand' },
  pending: { text: 'Pending', variant: 'warning' },
};

export function RecentActivity({ overview }: { overview: DashboardOverview }) {
  const items = activityOf(overview);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle as="h2">Recent Activity</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link href="/documents" aria-label="View all documents">
            View All
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-slate-700">Nothing yet. Your uploads and analyses will show here.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => {
              const badge = activityBadge[item.status];
              const Icon = item.type === 'upload' ? Upload : BarChart3;
              const body = (
                <>
                  <Icon className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm text-slate-900">{item.title}</span>
                    <span className="block text-xs text-slate-600">{formatDate(item.at)}</span>
                  </span>
                  <Badge variant={badge.variant}>{badge.text}</Badge>
                </>
              );
              return (
                <li key={item.id}>
                  {item.href ? (
                    <Link
                      href={item.href}
                      className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50"
                    >
                      {body}
                    </Link>
                  ) : (
                    <div className="flex items-center gap-3 py-2.5">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentDocuments({ overview }: { overview: DashboardOverview }) {
  const docs = overview.recentDocuments;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle as="h2">Recent documents</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link href="/documents" aria-label="See all your documents">
            All documents
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {docs.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-slate-700">No documents yet.</p>
            <Button asChild size="sm">
              <Link href="/upload">
                <Upload aria-hidden="true" /> Upload a bill
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {docs.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                <FileText className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
                <span className="min-w-[10rem] flex-1">
                  <span className="block truncate font-medium text-slate-900">
                    {doc.originalFileName || 'Document'}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {formatDate(doc.createdAt)}
                    {doc.isGuestAnalysis ? ' · from your guest session' : ''}
                  </span>
                </span>
                <StatusBadge status={doc.status} />
                {doc.status === 'analyzed' ? (
                  <Link
                    href={`/analysis/${encodeURIComponent(doc.id)}`}
                    className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    View Analysis
                    <span className="sr-only"> of {doc.originalFileName || 'this document'}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentResults({ overview }: { overview: DashboardOverview }) {
  const list = overview.recentAnalyses;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent analysis results</CardTitle>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <p className="text-sm text-slate-700">The results of the bills you analyse appear here.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((a) => (
              <li key={a.documentId}>
                <Link
                  href={`/analysis/${encodeURIComponent(a.documentId)}`}
                  className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">
                      {a.originalFileName || 'Medical Bill Analysis'}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {formatDate(a.createdAt)} · {a.findingCount} issue{a.findingCount === 1 ? '' : 's'}
                      {a.potentialSavings > 0 ? ` · ${formatUsd(a.potentialSavings)} possible savings` : ''}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm text-slate-700">
                    Risk {a.riskScore} · {riskLevelFor(a.riskScore)}
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function UpcomingDeadlines({ overview }: { overview: DashboardOverview }) {
  const list = overview.upcomingDeadlines;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle as="h2">Upcoming deadlines</CardTitle>
        <Button asChild variant="link" size="sm">
          <Link href="/appeals">All deadlines</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <p className="text-sm text-slate-700">No deadlines ahead from your bills and letters.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((d) => (
              <li key={d.id} className="flex items-start gap-3">
                <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{d.title}</span>
                  <span className="flex items-center gap-1 text-sm text-slate-700">
                    <Clock className="size-3.5" aria-hidden="true" /> By {formatDate(`${d.dueDate}T12:00:00`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
