import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { AdminAnalytics } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { queryKeys } from '@/lib/query-keys';
import { fetchAnalytics } from './back-office-api';
import {
  codeTypesSubtitle,
  findingLabel,
  formatCount,
  formatMoney,
  formatPercent,
  humanize,
  overviewCardLinks,
  severityVariant,
} from './back-office-view';
import { ListState, StatCard } from './ListParts';

const NOT_LOADED = 'Not loaded yet';

/** The Overview tab (02-admin-back-office.md §2): seven live cards, three top-5 lists, recent activity. */
export function OverviewTab() {
  const query = useQuery({ queryKey: queryKeys.admin.analytics, queryFn: fetchAnalytics, staleTime: 0 });
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-slate-900">Overview</h2>
      <ListState pending={query.isPending} error={query.error} empty={false} emptyText="" label="overview">
        {query.data ? <OverviewBody a={query.data} /> : null}
      </ListState>
    </div>
  );
}

function CardLink({
  href,
  label,
  value,
  note,
}: {
  href: string;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Link
      href={href}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="block text-sm text-slate-700">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900">{value}</span>
      {note ? <span className="mt-1 block text-xs text-slate-600">{note}</span> : null}
    </Link>
  );
}

function OverviewBody({ a }: { a: AdminAnalytics }) {
  const maybe = (available: boolean, n: number) => (available ? formatCount(n) : '—');
  return (
    <>
      <ul className="grid list-none gap-3 p-0 sm:grid-cols-2 xl:grid-cols-4" aria-label="Live counts">
        <li>
          <CardLink href={overviewCardLinks.users} label="Total users" value={formatCount(a.totalUsers)} />
        </li>
        <li>
          <CardLink
            href={overviewCardLinks.documents}
            label="Documents processed"
            value={formatCount(a.totalDocuments)}
          />
        </li>
        <li>
          <CardLink
            href={overviewCardLinks.analyses}
            label="Analyses completed"
            value={formatCount(a.totalAnalyses)}
          />
        </li>
        <li>
          <CardLink
            href={overviewCardLinks.regulations}
            label="Regulations tracked"
            value={maybe(a.available.regulations, a.totalRegulations)}
            note={a.available.regulations ? undefined : NOT_LOADED}
          />
        </li>
        <li>
          <CardLink
            href={overviewCardLinks.medicalCodes}
            label="Medical codes"
            value={maybe(a.available.medicalCodes, a.totalMedicalCodes)}
            note={
              a.available.medicalCodes
                ? codeTypesSubtitle(a.medicalCodesByType) || 'No codes loaded yet'
                : NOT_LOADED
            }
          />
        </li>
        <li>
          <CardLink
            href={overviewCardLinks.payerDocs}
            label="Payer documents"
            value={maybe(a.available.payerDocuments, a.totalPayerDocuments)}
            note={a.available.payerDocuments ? `${formatCount(a.uniquePayers)} unique payers` : NOT_LOADED}
          />
        </li>
        <li>
          <CardLink
            href={overviewCardLinks.letters}
            label="Letters drafted"
            value={formatCount(a.totalLetters)}
          />
        </li>
      </ul>

      <div className="grid gap-4 xl:grid-cols-3">
        <TopList title="Top billing errors" empty="No billing errors recorded yet" rows={a.topErrors.length}>
          {a.topErrors.map((e) => (
            <li key={`${e.severity}-${e.errorType}`} className="flex items-center justify-between gap-3 py-2">
              <span className="flex items-center gap-2">
                <Badge variant={severityVariant(e.severity)}>{humanize(e.severity)}</Badge>
                {findingLabel(e.errorType)}
              </span>
              <span className="font-semibold">{formatCount(e.count)}</span>
            </li>
          ))}
        </TopList>
        <TopList
          title="Top insurance denials"
          empty="No denials recorded yet"
          rows={a.topInsuranceDenials.length}
        >
          {a.topInsuranceDenials.map((d) => (
            <li key={`${d.insuranceCompany}-${d.denialType}`} className="py-2">
              <span className="flex justify-between gap-3">
                <span className="font-medium">{d.insuranceCompany}</span>
                <span className="font-semibold">{formatCount(d.count)}</span>
              </span>
              <span className="text-sm text-slate-700">
                {humanize(d.denialType)} · average {formatMoney(d.avgAmount)}
              </span>
            </li>
          ))}
        </TopList>
        <TopList
          title="Top provider errors"
          empty="No provider errors recorded yet"
          rows={a.topProviderErrors.length}
        >
          {a.topProviderErrors.map((p) => (
            <li key={`${p.providerName}-${p.errorType}`} className="py-2">
              <span className="flex justify-between gap-3">
                <span className="font-medium">{p.providerName}</span>
                <span className="font-semibold">{formatCount(p.count)}</span>
              </span>
              <span className="text-sm text-slate-700">
                {findingLabel(p.errorType)} · {p.facilityType ?? 'facility type not recorded'} · average{' '}
                {formatMoney(p.avgAmount)}
              </span>
            </li>
          ))}
        </TopList>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h3">Compliance and recent activity</CardTitle>
          <CardDescription>This week means the last 7 days; this month, since the 1st (UTC).</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard
              label="Data retention compliance"
              value={formatPercent(a.complianceMetrics.dataRetentionCompliance, 'None due yet')}
              note={`${formatCount(a.complianceMetrics.documentsDeletedOnTime)} of ${formatCount(a.complianceMetrics.documentsDue)} originals deleted on time`}
            />
            <StatCard
              label="GDPR requests this month"
              value={formatCount(a.complianceMetrics.gdprRequests)}
            />
            <StatCard
              label="Crisis responses this week"
              value={formatCount(a.recentActivity.crisisResponsesThisWeek)}
            />
            <StatCard label="New users this week" value={formatCount(a.recentActivity.newUsersThisWeek)} />
            <StatCard
              label="Documents uploaded this week"
              value={formatCount(a.recentActivity.documentsUploadedThisWeek)}
            />
            <StatCard label="Analyses this week" value={formatCount(a.recentActivity.analysesThisWeek)} />
          </dl>
        </CardContent>
      </Card>
    </>
  );
}

function TopList({
  title,
  empty,
  rows,
  children,
}: {
  title: string;
  empty: string;
  rows: number;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows === 0 ? (
          <p className="text-slate-700">{empty}</p>
        ) : (
          <ol className="divide-y divide-slate-100">{children}</ol>
        )}
      </CardContent>
    </Card>
  );
}
