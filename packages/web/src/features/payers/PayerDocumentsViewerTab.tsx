import { useDeferredValue, useState } from 'react';
import { payerMessages } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { PayerDocumentCards } from './PayerDocumentCards';
import { PayerDocumentDialog } from './PayerDocumentDialog';
import { PayerFilters } from './PayerFilters';
import { emptyFilters, filterDocuments } from './payers-view';
import { usePayerDocuments } from './use-payer-documents';

/**
 * The Payer Documents Viewer tab (spec 02 §2, tab view-docs). The payer filter also narrows the server's
 * search (its limit is 100); all four then apply in the browser, as on the table screen.
 */
export function PayerDocumentsViewerTab() {
  const [filters, setFilters] = useState(emptyFilters);
  const [openId, setOpenId] = useState<string | null>(null);
  const search = useDeferredValue(filters.payerName.trim());
  const list = usePayerDocuments(search);
  const shown = list.data ? filterDocuments(list.data.data, filters) : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          Payer Documents Viewer
          {list.data ? (
            <Badge variant="brand" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'document' : 'documents'} found
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          Filter by payer, document type, plan year or state; open a document for its coverage details.
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
          <>
            {list.data.data.length === 100 ? (
              <p className="text-sm text-slate-700">
                Showing the first 100 matches; narrow the payer filter.
              </p>
            ) : null}
            <PayerDocumentCards documents={shown} onOpen={setOpenId} />
          </>
        )}
      </CardContent>
      <PayerDocumentDialog
        id={openId}
        onClose={() => {
          setOpenId(null);
        }}
      />
    </Card>
  );
}
