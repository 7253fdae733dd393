// autocannon in a process of its own (see http-load.ts): reads its options from AUTOCANNON_OPTIONS,
// prints one line `AUTOCANNON_RESULT {json}` (latencies in ms).
import autocannon from 'autocannon';
import type { LoadOptions } from './http-load';

const o = JSON.parse(process.env.AUTOCANNON_OPTIONS ?? '{}') as LoadOptions;
let next = 0;
const result = await autocannon({
  url: o.base,
  connections: o.connections,
  duration: o.seconds,
  requests: [
    {
      method: 'GET',
      headers: o.headers ?? {},
      setupRequest: (req) => ({ ...req, path: o.paths[next++ % o.paths.length] ?? '/' }),
    },
  ],
});
const figures = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p975: result.latency.p97_5,
  p99: result.latency.p99,
  total: result.requests.total,
  errors: result.errors + result.timeouts + result.non2xx,
};
process.stdout.write(`AUTOCANNON_RESULT ${JSON.stringify(figures)}\n`);
