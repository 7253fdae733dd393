import { describe, expect, it } from 'vitest';
import type { CodeCategories } from '@clearbill/shared';
import {
  categoryOptions,
  chooseCategory,
  chooseType,
  initialCodeFilters,
  searchableQuery,
} from './codes-admin-view';

const categories: CodeCategories = {
  byType: {
    CPT: [
      { category: 'Evaluation and Management', count: 3 },
      { category: 'Surgery', count: 9 },
    ],
    DRG: [{ category: 'Musculoskeletal System and Connective Tissue', count: 4 }],
    'ICD-10-CM': [{ category: 'Surgery', count: 1 }],
  },
};

describe('medical code filters', () => {
  it('DRG with Surgery and DRG with Evaluation and Management clear the category', () => {
    for (const category of ['Surgery', 'Evaluation and Management']) {
      const start = chooseCategory({ ...initialCodeFilters, codeType: 'CPT', page: 4 }, category, categories);
      expect(start).toMatchObject({ codeType: 'CPT', category, page: 1 });
      expect(chooseType({ ...start, page: 3 }, 'DRG', categories)).toMatchObject({
        codeType: 'DRG',
        category: '',
        page: 1,
      });
    }
  });

  it('CPT with Musculoskeletal System and Connective Tissue clears the category', () => {
    const drg = chooseCategory(
      { ...initialCodeFilters, codeType: 'DRG' },
      'Musculoskeletal System and Connective Tissue',
      categories,
    );
    expect(chooseType(drg, 'CPT', categories)).toMatchObject({ codeType: 'CPT', category: '' });
  });

  it('keeps a category the new type also has, and resets paging', () => {
    const f = chooseCategory({ ...initialCodeFilters, page: 5 }, 'Surgery', categories);
    expect(f).toMatchObject({ codeType: 'all', category: 'Surgery', page: 1 });
    expect(chooseType({ ...f, page: 2 }, 'ICD-10-CM', categories)).toMatchObject({
      category: 'Surgery',
      page: 1,
    });
  });

  it('a category the type lacks clears the type', () => {
    const f = chooseCategory({ ...initialCodeFilters, codeType: 'DRG' }, 'Surgery', categories);
    expect(f).toMatchObject({ codeType: 'all', category: 'Surgery' });
  });

  it('offers the type’s categories, or all of them under All', () => {
    expect(categoryOptions(categories, 'DRG')).toEqual(['Musculoskeletal System and Connective Tissue']);
    expect(categoryOptions(categories, 'all')).toEqual([
      'Evaluation and Management',
      'Musculoskeletal System and Connective Tissue',
      'Surgery',
    ]);
    expect(categoryOptions(categories, 'NDC')).toEqual([]);
  });

  it('searches with no text or at least 2 characters', () => {
    expect(searchableQuery('')).toBe('');
    expect(searchableQuery(' e ')).toBeNull();
    expect(searchableQuery('e1')).toBe('e1');
  });
});
