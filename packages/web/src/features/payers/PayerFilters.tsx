import { useId } from 'react';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import type { PayerDocumentFilters } from './payers-view';

const fields: { key: keyof PayerDocumentFilters; label: string; placeholder: string }[] = [
  { key: 'payerName', label: 'Payer name', placeholder: 'e.g. Aetna' },
  { key: 'documentType', label: 'Document type', placeholder: 'e.g. appeals' },
  { key: 'planYear', label: 'Plan year', placeholder: 'e.g. 2026' },
  { key: 'state', label: 'State', placeholder: 'e.g. TX' },
];

/** The four free-text filters of the viewer and of the table screen (spec 02 §2). */
export function PayerFilters({
  value,
  onChange,
}: {
  value: PayerDocumentFilters;
  onChange: (next: PayerDocumentFilters) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {fields.map((f) => (
        <div key={f.key} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${f.key}`}>{f.label}</Label>
          <Input
            id={`${id}-${f.key}`}
            value={value[f.key]}
            placeholder={f.placeholder}
            inputMode={f.key === 'planYear' ? 'numeric' : undefined}
            onChange={(e) => {
              onChange({ ...value, [f.key]: e.target.value });
            }}
          />
        </div>
      ))}
    </div>
  );
}
