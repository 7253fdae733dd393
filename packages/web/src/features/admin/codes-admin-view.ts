import type { CodeCategories, CodeType } from '@clearbill/shared';

/** Spec 02 §2: the type select's options, in its order and words. */
export const codeTypeOptions: { value: CodeType | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'ICD-10-CM', label: 'ICD-10-CM' },
  { value: 'ICD-10-PCS', label: 'ICD-10-PCS' },
  { value: 'CPT', label: 'CPT' },
  { value: 'HCPCS', label: 'HCPCS Level II' },
  { value: 'DRG', label: 'DRG' },
  { value: 'NDC', label: 'NDC' },
  { value: 'REVENUE', label: 'Revenue Codes' },
];

export interface CodeFilters {
  query: string;
  codeType: CodeType | 'all';
  /** '' is every category (a select item may not have an empty value, so the select shows 'all'). */
  category: string;
  page: number;
}

export const initialCodeFilters: CodeFilters = { query: '', codeType: 'all', category: '', page: 1 };

/** The category options for a type: that type's categories, or every category under 'All'. */
export function categoryOptions(categories: CodeCategories | undefined, type: CodeType | 'all'): string[] {
  if (!categories) return [];
  if (type !== 'all') return (categories.byType[type] ?? []).map((c) => c.category);
  const all = new Set<string>();
  for (const list of Object.values(categories.byType)) for (const c of list) all.add(c.category);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/**
 * Spec 02 §5: choosing a type resets paging, and a category the type does not have is cleared (DRG
 * with a CPT section such as Surgery or Evaluation and Management, CPT with a DRG body system).
 */
export function chooseType(
  filters: CodeFilters,
  codeType: CodeType | 'all',
  categories: CodeCategories | undefined,
): CodeFilters {
  const keep = filters.category !== '' && categoryOptions(categories, codeType).includes(filters.category);
  return { ...filters, codeType, category: keep ? filters.category : '', page: 1 };
}

/**
 * Choosing a category resets paging; a category the chosen type does not have (possible only when the
 * list was read before a reload) clears the type instead.
 */
export function chooseCategory(
  filters: CodeFilters,
  category: string,
  categories: CodeCategories | undefined,
): CodeFilters {
  const fits =
    category === '' ||
    filters.codeType === 'all' ||
    categoryOptions(categories, filters.codeType).includes(category);
  return { ...filters, category, codeType: fits ? filters.codeType : 'all', page: 1 };
}

/** Spec 02 §5: text search runs only with at least 2 characters, or none. */
export function searchableQuery(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length >= 2 ? trimmed : null;
}
