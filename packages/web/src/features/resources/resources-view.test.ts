import { describe, expect, it } from 'vitest';
import type { PatientResource } from '@clearbill/shared';
import {
  countText,
  moreVisible,
  resourcesPageSize,
  coverageText,
  filtersActive,
  firstServices,
  noFilters,
  resourcesPath,
  splitCrisis,
  statCards,
  telHref,
} from './resources-view';

const base: PatientResource = {
  id: 'x',
  name: 'X',
  description: '',
  category: 'charity_care',
  urgencyLevel: 'standard',
  services: ['a', 'b', 'c', 'd', 'e'],
  coverage: { national: false, states: ['OH', 'PA'] },
  contactInfo: {},
  source: { url: null, checkedOn: '2026' },
};

describe('resources view', () => {
  it('builds the query from the filters set, leaving out all and blanks', () => {
    expect(resourcesPath(noFilters)).toBe('/api/patient-resources?limit=100');
    expect(
      resourcesPath({ search: '  copay help ', category: 'charity_care', urgency: 'urgent', state: 'TX' }),
    ).toBe(
      '/api/patient-resources?state=TX&category=charity_care&urgency=urgent&search=copay+help&limit=100',
    );
    expect(filtersActive(noFilters)).toBe(false);
    expect(filtersActive({ ...noFilters, search: '   ' })).toBe(false);
    expect(filtersActive({ ...noFilters, state: 'OH' })).toBe(true);
  });

  it('separates the crisis line from the others', () => {
    const crisis = { ...base, id: '988_crisis' };
    expect(splitCrisis([base, crisis])).toEqual({ crisis, others: [base] });
    expect(splitCrisis([base]).crisis).toBeNull();
  });

  it('shows the first 3 services, coverage, tel links and counts', () => {
    expect(firstServices(base)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(firstServices({ ...base, services: ['a'] })).toEqual({ shown: ['a'], more: 0 });
    expect(coverageText(base)).toBe('Serves OH, PA');
    expect(coverageText({ ...base, coverage: { national: true, states: [] } })).toBe('Nationwide');
    expect(telHref('988')).toBe('tel:988');
    expect(telHref('1-800-633-4227')).toBe('tel:18006334227');
    expect(countText(1)).toBe('1 resource');
    expect(countText(0)).toBe('0 resources');
    expect(countText(12, 12)).toBe('12 resources');
    expect(countText(99, 157)).toBe(
      'Showing 99 of 157 resources. Choose your state or a category to see the ones that fit you.',
    );
  });

  it('stat cards: the total, then categories with resources, largest first', () => {
    const cards = statCards({
      billing_advocacy: 2,
      financial_assistance: 5,
      prescription_assistance: 1,
      crisis_support: 1,
      hospital_financial_assistance: 0,
      state_advocacy: 0,
      charity_care: 1,
    });
    expect(cards.map((c) => [c.key, c.value])).toEqual([
      ['total', 10],
      ['financial_assistance', 5],
      ['billing_advocacy', 2],
      ['charity_care', 1],
      ['crisis_support', 1],
      ['prescription_assistance', 1],
    ]);
  });
});

describe('the resource list, a page at a time', () => {
  it('adds a page of cards at each step and stops at what there is', () => {
    expect(moreVisible(resourcesPageSize, 100)).toBe(2 * resourcesPageSize);
    expect(moreVisible(96, 100)).toBe(100);
    expect(moreVisible(100, 100)).toBe(100);
  });
});
