import { useDeferredValue, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { payerMessages } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { PayerDocumentDialog } from './PayerDocumentDialog';
import { PayerFilters } from './PayerFilters';
import { documentTypeLabel, emptyFilters, filterDocuments, formatDay } from './payers-view';
import { usePayerDocuments } from './use-payer-documents';

const columns = ['Title', 'Payer', 'Type', 'Plan year', 'State', 'Last verified', 'Page'] as const;

/** /admin/payer-docs: the payer documents table, filtered in the browser as spec 02 §2 says. */
export function PayerDocumentsTableScreen() {
  const [filters, setFilters] = useState(emptyFilters);
  const [openId, setOpenId] = useState<string | null>(null);
  // The server answers at most 100: the payer filter narrows its search too, then all four apply here.
  const list = usePayerDocuments(useDeferredValue(filters.payerName.trim()));
  const shown = list.data ? filterDocuments(list.data.data, filters) : [];
  return (
    <div className="flex flex-col gap-4">
      <Link
        href="/admin/dashboard"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Payer documents</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            All loaded documents
            {list.data ? <Badge variant="brand">{shown.length}</Badge> : null}
          </CardTitle>
          <CardDescription>
            The loaded payer documents. The filters apply as you type; without a payer filter the first 100
            are listed.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <PayerFilters value={filters} onChange={setFilters} />
          {list.isPending ? (
            <Spinner label="Loading payer documents" showLabel />
          ) : list.isError ? (
            <p className="text-slate-700">{payerMessages.fetchFailed}</p>
          ) : shown.length === 0 ? (
            <p className="text-slate-700">{payerMessages.noDocuments}</p>
          ) : (
            <div className="overflow-x-auto" role="region" aria-label="Payer documents table" tabIndex={0}>
              <table className="w-full min-w-[860px] text-left text-sm">
                <caption className="sr-only">Payer documents</caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col" className="py-2 pr-4 font-semibold">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((d) => (
                    <tr key={d.id} className="border-b border-slate-100 align-top last:border-0">
                      <th scope="row" className="max-w-[18rem] py-3 pr-4 text-left font-medium">
                        <button
                          type="button"
                          className="text-left text-brand-800 underline-offset-4 hover:underline"
                          onClick={() => {
                            setOpenId(d.id);
                          }}
                        >
                          {d.document_title}
                        </button>
                      </th>
                      <td className="py-3 pr-4 text-slate-800">{d.payer_name}</td>
                      <td className="py-3 pr-4 text-slate-800">{documentTypeLabel(d.document_type)}</td>
                      <td className="py-3 pr-4 text-slate-800">{d.plan_year ?? 'N/A'}</td>
                      <td className="py-3 pr-4 text-slate-800">{d.state_specific ?? 'All States'}</td>
                      <td className="py-3 pr-4 whitespace-nowrap text-slate-800">
                        {d.last_verified ? formatDay(d.last_verified) : 'Never'}
                      </td>
                      <td className="py-3 pr-4">
                        {d.hidden_from_patients ? (
                          <Badge variant="danger">Gone</Badge>
                        ) : (
                          <a
                            className="inline-flex items-center gap-1 text-brand-800 underline-offset-4 hover:underline"
                            href={d.document_url}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`Open the page of ${d.document_title} (opens in a new tab)`}
                          >
                            Open
                            <ExternalLink className="size-3.5" aria-hidden="true" />
                          </a>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      <PayerDocumentDialog
        id={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </div>
  );
}
