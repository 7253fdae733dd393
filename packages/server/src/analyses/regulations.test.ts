import { expect, it } from 'vitest';
import { regulationById } from '@clearbill/engine';
import {
  chatResponseSchema,
  type DocumentAnalysisResponse,
  type LetterDraftResponse,
} from '@clearbill/shared';
import { analysedDocument } from '../test/documents';
import { createUser } from '../test/factories';
import { describeEachDb } from '../test/harness';

describeEachDb('why this is your right: the rules behind the findings, everywhere they are shown', (h) => {
  it('resolves each finding’s regulations for the result, the letter drafts and the assistant', async () => {
    const user = await createUser(h());
    const { id } = await analysedDocument(h(), user.auth);

    const res = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/analysis`,
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { analysis } = res.json<DocumentAnalysisResponse>();
    const dup = analysis.findings.find((f) => f.type === 'duplicate_charge');
    const ids = dup?.regulationIds ?? [];
    expect(ids.length).toBeGreaterThan(0);
    // Every id the findings cite is resolved once, from the library, with its citation and official text.
    const cited = new Set(analysis.findings.flatMap((f) => f.regulationIds ?? []));
    expect(analysis.regulations?.map((r) => r.id).sort()).toEqual([...cited].sort());
    for (const r of analysis.regulations ?? []) {
      const entry = regulationById(r.id);
      expect(r).toEqual({
        id: r.id,
        title: entry?.title,
        source: entry?.source,
        sourceUrl: entry?.sourceUrl,
      });
    }

    const draft = await h().request({
      method: 'GET',
      url: `/api/documents/${id}/letter-draft`,
      headers: user.auth,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const dispute = draft
      .json<LetterDraftResponse>()
      .routes.find((r) => r.findingIds.includes(dup?.id ?? ''));
    expect(dispute?.rights.map((r) => r.id)).toEqual(ids);

    const chat = await h().request({
      method: 'POST',
      url: '/api/chat/enhanced-public',
      headers: user.auth,
      payload: { message: 'Explain my last bill' },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const answer = chatResponseSchema.parse(chat.json());
    const first = regulationById(ids[0] ?? '');
    expect(answer.response).toContain('Why this is your right');
    expect(answer.response).toContain(`(${first?.source ?? 'none'})`);
    expect(answer.sources.some((s) => s.url === first?.sourceUrl)).toBe(true);
  });
});
