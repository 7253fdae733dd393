import { describe, expect, it } from 'vitest';
import { regulationMessages } from '@clearbill/shared';
import {
  formatRegulationDate,
  linesToList,
  matchesText,
  matchesTitleOrDescription,
  preview,
  seedToast,
} from './regulations-view';

const reg = {
  title: 'Medicare appeals',
  description: 'Five levels.',
  keyChanges: ['Redetermination in 120 days'],
};

describe('regulation view helpers', () => {
  it('shows up to three items, then how many more', () => {
    expect(preview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(preview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('matches title, description or key changes case-insensitively on the public page', () => {
    expect(matchesText(reg, 'REDETERMINATION')).toBe(true);
    expect(matchesText(reg, 'five')).toBe(true);
    expect(matchesText(reg, 'parity')).toBe(false);
    expect(matchesText(reg, '  ')).toBe(true);
    // The admin filter reads title and description only (spec 02 §2).
    expect(matchesTitleOrDescription(reg, 'redetermination')).toBe(false);
    expect(matchesTitleOrDescription(reg, 'appeals')).toBe(true);
  });

  it('formats dates as MMM dd, yyyy without slipping a day, and TBD when absent', () => {
    expect(formatRegulationDate('2025-06-01')).toBe('Jun 01, 2025');
    expect(formatRegulationDate('2026-11-27T23:30:00.000Z')).toBe('Nov 27, 2026');
    expect(formatRegulationDate(null)).toBe('TBD');
  });

  it('titles the seed toasts as the spec says', () => {
    const result = {
      success: true as const,
      message: 'm',
      added: 3,
      remaining: 0,
      totalRegulations: 3,
      databaseTotal: 3,
    };
    expect(seedToast('batch', result).title).toBe('Database Seeded');
    expect(seedToast('all', result).title).toBe('Complete Database Populated!');
    expect(seedToast('all', { ...result, added: 0 }).title).toBe(regulationMessages.alreadyComplete);
  });

  it('reads one list item per line', () => {
    expect(linesToList(' a \n\n b\n')).toEqual(['a', 'b']);
  });
});
