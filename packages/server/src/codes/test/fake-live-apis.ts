import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'slow' | 'error' | 'garbage';

/**
 * A local stand-in for NLM Clinical Tables, openFDA and RxNav, answering in each API's documented
 * format; `mode` switches every endpoint to slow (never answers in time), 500 or garbage answers.
 */
export async function startFakeLiveApis() {
  const state = { mode: 'ok' as FakeMode, calls: [] as string[] };

  const send = (res: ServerResponse, status: number, body: unknown): ServerResponse => {
    res.writeHead(status, { 'content-type': 'application/json' });
    return res.end(JSON.stringify(body));
  };

  const answer = (req: IncomingMessage, res: ServerResponse): ServerResponse | undefined => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.calls.push(url.pathname);
    if (state.mode === 'slow') return undefined; // the client's timeout ends it
    if (state.mode === 'error') return send(res, 500, { error: 'internal' });
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(url.pathname.includes('ndc') ? '{"results": "nope"}' : '<html>maintenance</html>');
    }
    const terms = (url.searchParams.get('terms') ?? url.searchParams.get('name') ?? '').toLowerCase();
    switch (url.pathname) {
      case '/api/icd10cm/v3/search':
        // [total, codes, extra, display rows of the df fields]
        return terms.includes('diabetes') || terms.startsWith('e11')
          ? send(res, 200, [
              2,
              ['E11.9', 'E11.8'],
              null,
              [
                ['E11.9', 'Type 2 diabetes mellitus without complications'],
                ['E11.8', 'Type 2 diabetes mellitus with unspecified complications'],
              ],
            ])
          : send(res, 200, [0, [], null, []]);
      case '/api/hcpcs/v3/search':
        return send(res, 200, [1, ['E0114'], null, [['E0114', 'Crutches underarm other than wood pair']]]);
      case '/api/rxterms/v3/search':
        return terms.includes('aspirin')
          ? send(res, 200, [
              1,
              ['Aspirin (Oral Pill)'],
              { STRENGTHS_AND_FORMS: [['81 mg Tab', '325 mg Tab']], RXCUIS: [['243670', '198467']] },
              [['Aspirin (Oral Pill)']],
            ])
          : send(res, 200, [0, [], { STRENGTHS_AND_FORMS: [], RXCUIS: [] }, []]);
      case '/drug/ndc.json':
        return (url.searchParams.get('search') ?? '').toLowerCase().includes('aspirin')
          ? send(res, 200, {
              meta: { results: { skip: 0, limit: 20, total: 1 } },
              results: [
                {
                  product_ndc: '0280-2000',
                  generic_name: 'Aspirin',
                  brand_name: 'Bayer Aspirin',
                  labeler_name: 'Bayer HealthCare LLC',
                  dosage_form: 'TABLET, COATED',
                  route: ['ORAL'],
                  product_type: 'HUMAN OTC DRUG',
                },
              ],
            })
          : send(res, 404, { error: { code: 'NOT_FOUND', message: 'No matches found!' } });
      case '/REST/drugs.json':
        return send(res, 200, {
          drugGroup: {
            name: terms,
            conceptGroup: [
              { tty: 'BPCK' },
              terms.includes('aspirin')
                ? {
                    tty: 'SCD',
                    conceptProperties: [
                      {
                        rxcui: '243670',
                        name: 'aspirin 81 MG Oral Tablet',
                        synonym: '',
                        tty: 'SCD',
                        language: 'ENG',
                      },
                      {
                        rxcui: '198467',
                        name: 'aspirin 325 MG Oral Tablet',
                        synonym: '',
                        tty: 'SCD',
                        language: 'ENG',
                      },
                    ],
                  }
                : { tty: 'SBD' },
            ],
          },
        });
      default:
        return send(res, 404, { error: 'not found' });
    }
  };

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    base,
    env: (extra: Record<string, string> = {}) => ({
      EXTERNAL_APIS: 'on',
      NLM_CLINICAL_TABLES_URL: base,
      OPENFDA_URL: base,
      RXNAV_URL: base,
      // Long enough for a local answer on a loaded machine; 'slow' mode never answers at all.
      EXTERNAL_API_TIMEOUT_MS: '1500',
      ...extra,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
