import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, BarChart3, Table2 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { findingTypeLabels, formatUsd, type DashboardAnalytics } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnalytics } from './use-dashboard';

const IDENTIFIED = '#0f766e'; // brand-700
const RECOVERED = '#b45309'; // amber-700

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const usdTick = (value: number) => formatUsd(value);

/** /analytics: the patient's own savings identified and recovered per month, and findings by type. */
export default function AnalyticsScreen() {
  useDocumentTitle('Your savings over time');
  const query = useAnalytics();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3">
        <Link
          href="/dashboard"
          className="inline-flex w-fit items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to your dashboard
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Your savings over time</h1>
          <div role="group" aria-label="Show as" className="flex gap-2">
            <Button
              variant={view === 'chart' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === 'chart'}
              onClick={() => {
                setView('chart');
              }}
            >
              <BarChart3 aria-hidden="true" /> Charts
            </Button>
            <Button
              variant={view === 'table' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === 'table'}
              onClick={() => {
                setView('table');
              }}
            >
              <Table2 aria-hidden="true" /> Table view
            </Button>
          </div>
        </div>
        <p className="text-slate-700">
          Savings identified are what your analyses found; savings recovered count a bill once a letter about
          it was answered in your favour.
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Loading your figures" showLabel />
      ) : query.isError ? (
        <Alert variant="error" role="alert">
          {errorMessage(query.error, 'Your figures could not be loaded. Please try again later.')}
        </Alert>
      ) : query.data.months.length === 0 ? (
        <Card>
          <CardContent className="py-6 text-slate-700">
            No analysed bills yet. Your figures appear here after your first analysis.
          </CardContent>
        </Card>
      ) : view === 'chart' ? (
        <Charts data={query.data} />
      ) : (
        <Tables data={query.data} />
      )}
    </div>
  );
}

function Charts({ data }: { data: DashboardAnalytics }) {
  const months = data.months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const types = data.findingsByType.map((f) => ({ ...f, label: findingTypeLabels[f.type] }));
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Savings per month</CardTitle>
          <CardDescription>
            Identified and recovered, in dollars. The table view lists the same figures.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div
            className="h-72"
            role="img"
            aria-label="Bar chart of savings identified and recovered per month"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={months} margin={{ left: 8, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fill: '#334155', fontSize: 12 }} />
                <YAxis tickFormatter={usdTick} tick={{ fill: '#334155', fontSize: 12 }} width={72} />
                <Tooltip formatter={(value) => formatUsd(Number(value))} />
                <Legend />
                <Bar dataKey="savingsIdentified" name="Identified" fill={IDENTIFIED} />
                <Bar dataKey="savingsRecovered" name="Recovered" fill={RECOVERED} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Findings by type</CardTitle>
          <CardDescription>How often each kind of problem was found on your bills.</CardDescription>
        </CardHeader>
        <CardContent>
          <div
            className="w-full"
            style={{ height: Math.max(160, types.length * 44) }}
            role="img"
            aria-label="Bar chart of findings by type"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={types} layout="vertical" margin={{ left: 8, right: 16 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tick={{ fill: '#334155', fontSize: 12 }} />
                <YAxis type="category" dataKey="label" width={150} tick={{ fill: '#334155', fontSize: 12 }} />
                <Tooltip />
                <Bar dataKey="count" name="Findings" fill={IDENTIFIED} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardContent>
      </Card>
    </>
  );
}

const th = 'border-b border-slate-200 px-3 py-2 text-left font-medium text-slate-700';
const td = 'border-b border-slate-100 px-3 py-2 text-slate-900';

function Tables({ data }: { data: DashboardAnalytics }) {
  return (
    <>
      <Card>
        <CardContent className="overflow-x-auto pt-6">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-base font-semibold text-slate-900">
              Savings per month
            </caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Month
                </th>
                <th scope="col" className={th}>
                  Bills analysed
                </th>
                <th scope="col" className={th}>
                  Savings identified
                </th>
                <th scope="col" className={th}>
                  Savings recovered
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row" className={td + ' text-left font-normal'}>
                    {monthLabel(m.month)}
                  </th>
                  <td className={td}>{m.billsAnalyzed}</td>
                  <td className={td}>{formatUsd(m.savingsIdentified)}</td>
                  <td className={td}>{formatUsd(m.savingsRecovered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="overflow-x-auto pt-6">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-base font-semibold text-slate-900">
              Findings by type
            </caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Type
                </th>
                <th scope="col" className={th}>
                  Findings
                </th>
                <th scope="col" className={th}>
                  Possible savings
                </th>
              </tr>
            </thead>
            <tbody>
              {data.findingsByType.map((f) => (
                <tr key={f.type}>
                  <th scope="row" className={td + ' text-left font-normal'}>
                    {findingTypeLabels[f.type]}
                  </th>
                  <td className={td}>{f.count}</td>
                  <td className={td}>{formatUsd(f.savings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </>
  );
}
