import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { numberFormat } from '../codes/code-helpers';
import { Stat } from '../codes/controls';
import {
  fetchLetterCategories,
  fetchLetterStats,
  fetchRecentTemplates,
  seedLetterTemplates,
} from './ops-api';

/** The Letters tab (spec 02 §2): seed, three counts, the categories and the 5 most recent templates. */
export function LettersTab() {
  const queryClient = useQueryClient();
  const stats = useQuery({ queryKey: queryKeys.admin.letterStats, queryFn: fetchLetterStats, staleTime: 0 });
  const categories = useQuery({ queryKey: queryKeys.admin.letterCategories, queryFn: fetchLetterCategories });
  const recent = useQuery({ queryKey: queryKeys.admin.recentTemplates, queryFn: fetchRecentTemplates });
  const seed = useMutation({
    mutationFn: seedLetterTemplates,
    onSuccess: async (data) => {
      toast({ title: 'Letter Templates Seeded Successfully', description: data.message });
      for (const key of [
        queryKeys.admin.letterStats,
        queryKeys.admin.letterCategories,
        queryKeys.admin.recentTemplates,
      ])
        await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: queryKeys.letters.all });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Seeding Failed',
        description: errorMessage(error, 'Failed to seed letter templates database'),
      });
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle as="h2">Letter templates</CardTitle>
            <CardDescription>
              The appeal and dispute letter library. Seeding writes the library’s categories and templates
              into the catalogue; running it again changes nothing.
            </CardDescription>
          </div>
          <Button
            onClick={() => {
              seed.mutate();
            }}
            disabled={seed.isPending}
          >
            {seed.isPending ? <Spinner label="Seeding" /> : <Database aria-hidden="true" />}
            {seed.isPending ? 'Seeding…' : 'Seed Letter Templates'}
          </Button>
        </CardHeader>
        <CardContent>
          {stats.isError ? (
            <Alert variant="error" role="alert">
              <p>{errorMessage(stats.error, 'Could not load the letter figures.')}</p>
            </Alert>
          ) : (
            <dl className="grid gap-3 sm:grid-cols-3">
              <Stat
                label="Total templates"
                value={stats.data ? numberFormat.format(stats.data.totalTemplates) : '…'}
              />
              <Stat
                label="Categories"
                value={stats.data ? numberFormat.format(stats.data.totalCategories) : '…'}
              />
              <Stat
                label="Generated letters"
                value={stats.data ? numberFormat.format(stats.data.totalGenerated) : '…'}
                hint={
                  stats.data ? `${numberFormat.format(stats.data.generatedThisMonth)} this month` : undefined
                }
              />
            </dl>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Template categories</CardTitle>
        </CardHeader>
        <CardContent>
          {categories.isPending ? (
            <Spinner label="Loading categories" showLabel />
          ) : categories.isError ? (
            <Alert variant="error" role="alert">
              <p>{errorMessage(categories.error, 'Could not load the categories.')}</p>
            </Alert>
          ) : categories.data.length === 0 ? (
            <p className="text-slate-700">
              No categories yet. Seed the letter templates to load the library.
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {categories.data.map((c) => (
                <li key={c.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="flex flex-wrap items-center justify-between gap-2 font-medium text-slate-900">
                    {c.name}
                    <Badge variant="brand">
                      {c.templateCount} {c.templateCount === 1 ? 'template' : 'templates'}
                    </Badge>
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{c.description}</p>
                  <p className="mt-1 text-xs text-slate-600">Sort order {c.sort_order}</p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Most recent templates</CardTitle>
        </CardHeader>
        <CardContent>
          {recent.isPending ? (
            <Spinner label="Loading templates" showLabel />
          ) : recent.isError ? (
            <Alert variant="error" role="alert">
              <p>{errorMessage(recent.error, 'Could not load the templates.')}</p>
            </Alert>
          ) : recent.data.length === 0 ? (
            <p className="text-slate-700">No templates yet.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {recent.data.map((t) => (
                <li key={t.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {t.name}
                    <Badge variant={t.is_active ? 'success' : 'neutral'}>
                      {t.is_active ? 'Active' : 'Inactive'}
                    </Badge>
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{t.description}</p>
                  <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-700">
                    <div>
                      <dt className="inline">For: </dt>
                      <dd className="inline">{t.target_audience}</dd>
                    </div>
                    <div>
                      <dt className="inline">Complexity: </dt>
                      <dd className="inline">{t.complexity_level}</dd>
                    </div>
                    <div>
                      <dt className="inline">Time: </dt>
                      <dd className="inline">{t.estimated_time}</dd>
                    </div>
                    <div>
                      <dt className="inline">Used: </dt>
                      <dd className="inline">{numberFormat.format(t.usage_count)} times</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
