import type { PayerDocument } from '@clearbill/shared';
import { Badge } from '@/components/ui/Badge';
import { documentTypeLabel, lastVerifiedText } from './payers-view';

/** Cards of payer documents (spec 02 §2): title, payer, type, plan year, state badge, 'Last verified'. */
export function PayerDocumentCards({
  documents,
  onOpen,
}: {
  documents: readonly PayerDocument[];
  onOpen: (id: string) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {documents.map((d) => (
        <li key={d.id}>
          <button
            type="button"
            className="flex h-full w-full flex-col items-start gap-1.5 rounded-lg border border-slate-200 p-4 text-left hover:border-brand-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => {
              onOpen(d.id);
            }}
            aria-label={`Open ${d.document_title} (${d.payer_name})`}
          >
            <span className="font-semibold text-slate-900">{d.document_title}</span>
            <span className="text-sm text-slate-700">{d.payer_name}</span>
            <span className="flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
              <Badge variant="brand">{documentTypeLabel(d.document_type)}</Badge>
              {d.plan_year ? <Badge variant="neutral">Plan year {d.plan_year}</Badge> : null}
              <Badge variant="neutral">{d.state_specific ?? 'All States'}</Badge>
              {d.hidden_from_patients ? <Badge variant="danger">Page gone</Badge> : null}
            </span>
            <span className="text-xs text-slate-600">{lastVerifiedText(d)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
