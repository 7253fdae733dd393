import { useMemo, useState, type SubmitEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { inManagementCategory, regulationMessages as m, type ManagementCategory } from '@clearbill/shared';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FilterSelect } from '@/components/ui/FilterFields';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { errorMessage } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { RegulationCard } from '../RegulationCard';
import { fetchAdminRegulations } from '../regulations-api';
import { managementCategoryOptions } from '../regulations-view';

/** Spec 03 §2.3 Search: free text and a category of the management set (mapped onto the stored one). */
export function ManagementSearchTab() {
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [category, setCategory] = useState<ManagementCategory | 'all'>('all');
  const list = useQuery({
    queryKey: queryKeys.regulations.search({ text, scope: 'management' }),
    queryFn: () => fetchAdminRegulations({ search: text }),
  });
  const shown = useMemo(
    () =>
      (list.data?.regulations ?? []).filter((r) => category === 'all' || inManagementCategory(r, category)),
    [list.data, category],
  );
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    setText(typed);
  };
  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        role="search"
        className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="management-search">Search regulations</Label>
          <Input
            id="management-search"
            type="search"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
        </div>
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={category}
          options={managementCategoryOptions}
          onChange={setCategory}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      {list.isPending ? (
        <Spinner label="Searching" showLabel />
      ) : list.isError ? (
        <Alert variant="error" role="alert">
          <p>{errorMessage(list.error, m.fetchFailed)}</p>
        </Alert>
      ) : shown.length === 0 ? (
        <p className="text-slate-700">{text ? `No results found for "${text}"` : m.noRegulations}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700" role="status">
            {shown.length} {shown.length === 1 ? 'regulation' : 'regulations'}
          </p>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {shown.map((r) => (
              <li key={r.id}>
                <RegulationCard regulation={r} headingLevel="h2" />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
