import { describe, expect, it } from 'vitest';
import {
  clearInfo,
  extendInfo,
  looksLikeSsn,
  readInfo,
  sanitizeSavedValues,
  saveFailedAlert,
  saveInfo,
  savedInfoStorageKey,
  timeRemaining,
  type StorageLike,
} from './saved-info';

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 10, 27, 8, 0, 0);

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function brokenStorage(): StorageLike {
  return {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
}

describe('looksLikeSsn', () => {
  it('matches nine digits with or without dashes', () => {
    expect(looksLikeSsn('123-45-6789')).toBe(true);
    expect(looksLikeSsn('123456789')).toBe(true);
    expect(looksLikeSsn(' 123 45 6789 ')).toBe(true);
    expect(looksLikeSsn('12345678')).toBe(false);
    expect(looksLikeSsn('W123456789')).toBe(false);
    expect(looksLikeSsn('1234567890')).toBe(false);
  });
});

describe('sanitizeSavedValues', () => {
  it('keeps known fields, trims, cuts to the maximum length and drops SSN-looking values', () => {
    const values = sanitizeSavedValues({
      patientName: '  Ana Lima  ',
      address: 'x'.repeat(150),
      phone: '555-0100',
      memberId: '123-45-6789',
      ssn: '999',
      insuranceCompany: '',
      dateOfService: 42,
    });
    expect(values).toEqual({ patientName: 'Ana Lima', address: 'x'.repeat(100), phone: '555-0100' });
  });
});

describe('saveInfo / readInfo', () => {
  it('saves with the chosen retention and reads it back until it expires', () => {
    const storage = memoryStorage();
    const outcome = saveInfo(storage, { patientName: 'Ana Lima' }, 4, t0);
    expect(outcome).toEqual({
      ok: true,
      saved: { values: { patientName: 'Ana Lima' }, createdAt: t0, expiresAt: t0 + 4 * HOUR },
    });
    expect(readInfo(storage, t0 + 4 * HOUR - 1)?.values.patientName).toBe('Ana Lima');
    expect(readInfo(storage, t0 + 4 * HOUR)).toBeNull();
    // Expired data is removed when read.
    expect(storage.data.has(savedInfoStorageKey)).toBe(false);
  });

  it('uses 7 days as 168 hours', () => {
    const storage = memoryStorage();
    saveInfo(storage, { phone: '555-0100' }, 168, t0);
    expect(readInfo(storage, t0 + 167 * HOUR)).not.toBeNull();
    expect(readInfo(storage, t0 + 168 * HOUR)).toBeNull();
  });

  it('never writes an SSN-looking value', () => {
    const storage = memoryStorage();
    saveInfo(storage, { patientName: 'Ana', memberId: '123456789' }, 24, t0);
    expect(storage.data.get(savedInfoStorageKey)).not.toContain('123456789');
  });

  it('removes saved data when nothing savable is left', () => {
    const storage = memoryStorage();
    saveInfo(storage, { patientName: 'Ana' }, 24, t0);
    expect(saveInfo(storage, { patientName: '  ' }, 24, t0)).toEqual({ ok: true, saved: null });
    expect(storage.data.size).toBe(0);
  });

  it('reports the spec alert text when the browser refuses to save', () => {
    expect(saveInfo(brokenStorage(), { patientName: 'Ana' }, 24, t0)).toEqual({
      ok: false,
      message: saveFailedAlert,
    });
    expect(saveFailedAlert).toBe('Failed to save data to browser storage');
  });

  it('reads malformed data as nothing and re-applies the limits to what it reads', () => {
    const storage = memoryStorage();
    storage.setItem(savedInfoStorageKey, '{not json');
    expect(readInfo(storage, t0)).toBeNull();
    storage.setItem(
      savedInfoStorageKey,
      JSON.stringify({
        createdAt: t0,
        expiresAt: t0 + HOUR,
        values: { memberId: '123-45-6789', phone: '5' },
      }),
    );
    expect(readInfo(storage, t0)?.values).toEqual({ phone: '5' });
  });
});

describe('extendInfo / clearInfo', () => {
  it('extends to 24 hours from now, not from the old expiry', () => {
    const storage = memoryStorage();
    saveInfo(storage, { patientName: 'Ana' }, 4, t0);
    const later = t0 + 3 * HOUR;
    const outcome = extendInfo(storage, later);
    expect(outcome.ok && outcome.saved?.expiresAt).toBe(later + 24 * HOUR);
    expect(readInfo(storage, later + 23 * HOUR)).not.toBeNull();
  });

  it('does not revive expired data', () => {
    const storage = memoryStorage();
    saveInfo(storage, { patientName: 'Ana' }, 4, t0);
    expect(extendInfo(storage, t0 + 5 * HOUR)).toEqual({ ok: true, saved: null });
  });

  it('clears', () => {
    const storage = memoryStorage();
    saveInfo(storage, { patientName: 'Ana' }, 24, t0);
    clearInfo(storage);
    expect(readInfo(storage, t0)).toBeNull();
    expect(() => {
      clearInfo(brokenStorage());
    }).not.toThrow();
  });
});

describe('timeRemaining', () => {
  it('says how long is left', () => {
    expect(timeRemaining(t0 + 30_000, t0)).toBe('less than a minute left');
    expect(timeRemaining(t0 + 12 * 60_000, t0)).toBe('12 min left');
    expect(timeRemaining(t0 + 3 * HOUR + 20 * 60_000, t0)).toBe('3 h 20 min left');
    expect(timeRemaining(t0 + 24 * HOUR, t0)).toBe('24 h left');
    expect(timeRemaining(t0 + 168 * HOUR, t0)).toBe('7 days 0 h left');
  });
});
