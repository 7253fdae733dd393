import { describe, expect, it } from 'vitest';
import type { RegulationCitation } from '@clearbill/shared';
import { rightsOf } from './finding-rights';

const nsa: RegulationCitation = {
  id: 'nsa-emergency-balance-billing',
  title: 'No Surprises Act: no balance bills for out-of-network emergency care',
  source: '45 CFR 149.410',
  sourceUrl: 'https://www.ecfr.gov/current/title-45/section-149.410',
};
const appeals: RegulationCitation = {
  id: 'aca-internal-appeals',
  title: 'Internal appeals and external review',
  source: '45 CFR 147.136',
  sourceUrl: 'https://www.ecfr.gov/current/title-45/section-147.136',
};

describe('rightsOf', () => {
  it("shows each rule the finding cites once, in the finding's order, with its citation and link", () => {
    const rights = rightsOf({ id: 'surprise_billing-1', regulationIds: [appeals.id, nsa.id, appeals.id] }, [
      nsa,
      appeals,
    ]);
    expect(rights.map((r) => r.citation)).toEqual(['45 CFR 147.136', '45 CFR 149.410']);
    expect(rights[1]).toEqual({
      key: 'surprise_billing-1:nsa-emergency-balance-billing',
      title: nsa.title,
      citation: '45 CFR 149.410',
      href: nsa.sourceUrl,
      linkLabel: 'Read 45 CFR 149.410 (official text, opens in a new tab)',
    });
  });

  it('leaves out an id the analysis holds no citation for, and shows nothing for older findings', () => {
    expect(rightsOf({ id: 'x-1', regulationIds: ['withdrawn-entry', nsa.id] }, [nsa])).toHaveLength(1);
    expect(rightsOf({ id: 'x-1' }, [nsa])).toEqual([]);
    expect(rightsOf({ id: 'x-1', regulationIds: [nsa.id] }, undefined)).toEqual([]);
  });

  it('links only web addresses', () => {
    const odd = { ...nsa, sourceUrl: 'javascript:alert(1)' };
    expect(rightsOf({ id: 'x-1', regulationIds: [nsa.id] }, [odd])[0]?.href).toBeNull();
  });
});
