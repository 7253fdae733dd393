import { useQuery } from '@tanstack/react-query';
import { codeTypes, type ImportStatus } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage, isApiError } from '@/lib/api';
import { fetchImportStatus } from './codes-api';
import { formatCodeDate, numberFormat } from './code-helpers';
import { Stat } from './controls';
import { queryKeys } from '@/lib/query-keys';
import { useAdminPresent } from './use-admin-present';
import { useCodeCounts } from './use-code-counts';

/** 03-feature-pages.md §2.2 Stats: counts per type, the total, the supported types, and what was imported. */
export function StatsTab() {
  const counts = useCodeCounts();
  const { isAdmin } = useAdminPresent();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="text-lg font-semibold text-slate-900">
          Codes in the database
        </h2>
        {counts.isPending ? (
          <Spinner className="mt-3" label="Counting the codes" showLabel />
        ) : counts.isError ? (
          <Alert variant="error" role="alert" className="mt-3">
            <p>Failed to fetch counts</p>
          </Alert>
        ) : (
          <>
            <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
              <Stat label="Total" value={numberFormat.format(counts.data.total)} />
              {codeTypes.map((type) => (
                <Stat
                  key={type}
                  label={type === 'REVENUE' ? 'Revenue' : type}
                  value={numberFormat.format(counts.data.byType[type] ?? 0)}
                />
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-700">
              7 types are supported: ICD-10-CM, ICD-10-PCS, CPT, HCPCS, DRG, NDC and revenue codes.
            </p>
          </>
        )}
      </section>
      {isAdmin ? <ImportStatusSection /> : null}
    </div>
  );
}

function ImportStatusSection() {
  const status = useQuery({
    queryKey: queryKeys.codes.importStatus,
    queryFn: fetchImportStatus,
    staleTime: 0,
  });
  return (
    <section aria-labelledby="import-heading">
      <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
        Imported files
      </h2>
      {status.isPending ? (
        <Spinner className="mt-3" label="Reading the import status" showLabel />
      ) : status.isError ? (
        isApiError(status.error) && status.error.status === 404 ? (
          <p className="mt-3 text-sm text-slate-700">This server does not report its imports yet.</p>
        ) : (
          <Alert variant="error" role="alert" className="mt-3">
            <p>{errorMessage(status.error, 'The import status could not be read.')}</p>
          </Alert>
        )
      ) : (
        <ImportStatusView status={status.data} />
      )}
    </section>
  );
}

const stateBadge = {
  running: { text: 'Importing', variant: 'warning' },
  done: { text: 'Imported', variant: 'success' },
  failed: { text: 'Failed', variant: 'danger' },
} as const;

function ImportStatusView({ status }: { status: ImportStatus }) {
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {status.codesetsDir
          ? `Release files are read from ${status.codesetsDir}.`
          : 'No code-set folder is set.'}
        {status.running ? ' An import is running now.' : ''}
      </p>
      {status.help ? (
        <Alert variant="info">
          <p>{status.help}</p>
        </Alert>
      ) : null}
      {status.sources.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {status.sources.map((source) => (
            <li key={`${source.dataset}-${source.startedAt}`} className="flex flex-col gap-1 p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{source.dataset}</span>
                <Badge variant={stateBadge[source.status].variant}>{stateBadge[source.status].text}</Badge>
                <span className="text-slate-600 tabular-nums">
                  {numberFormat.format(source.rowCount)} rows
                </span>
              </div>
              <p className="break-all text-slate-700">
                {source.sourceFile} · version {source.sourceVersion}
              </p>
              <p className="text-xs text-slate-600">
                {source.finishedAt
                  ? `Finished ${formatCodeDate(source.finishedAt)}`
                  : `Started ${formatCodeDate(source.startedAt)}`}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
