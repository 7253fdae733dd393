import { expect, it } from 'vitest';
import type { CodeCategories } from '@clearbill/shared';
import { createAdminSession, createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';
import { fixtureCodes, insertFixtures } from './test/fixtures';

const url = '/api/admin/medical-codes/categories';

describeEachDb('GET /api/admin/medical-codes/categories', (harness) => {
  it('refuses no credential (401) and a patient token (403)', async () => {
    const h = harness();
    expect((await h.request({ method: 'GET', url })).statusCode).toBe(401);
    const user = await createUser(h);
    expect((await h.request({ method: 'GET', url, headers: user.auth })).statusCode).toBe(403);
  });

  it('lists the categories present per type with counts matching the loaded codes', async () => {
    const h = harness();
    await insertFixtures(h.ctx);
    const admin = await createAdminSession(h);
    const res = await h.request({ method: 'GET', url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const { byType } = res.json<CodeCategories>();
    const expected: Record<string, Record<string, number>> = {};
    for (const [, type, , category] of fixtureCodes) {
      if (!category) continue;
      const perType = (expected[type] ??= {});
      perType[category] = (perType[category] ?? 0) + 1;
    }
    const got = Object.fromEntries(
      Object.entries(byType).map(([type, list]) => [
        type,
        Object.fromEntries(list.map((c) => [c.category, c.count])),
      ]),
    );
    expect(got).toEqual(expected);
  });
});
