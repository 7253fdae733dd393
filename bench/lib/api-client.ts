// A small HTTP client for the API benchmarks: an ephemeral app on loopback, a signed-up user, uploads.
import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../../packages/server/src/db/client';
import type { AppContext } from '../../packages/server/src/context';
import { createEphemeralApp } from '../../packages/server/src/ephemeral-app';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface BenchApi {
  base: string;
  ctx: AppContext;
  auth: Record<string, string>;
  upload(bytes: Uint8Array, name: string, type: string): Promise<UploadResult>;
  post(url: string, body: unknown): Promise<Response>;
  get(url: string): Promise<Response>;
  close(): Promise<void>;
}

export interface UploadResult {
  ms: number;
  status: number;
  body: { documentId?: string; processing?: boolean; requiresConfirmation?: boolean };
}

/** Starts an app (PGlite in memory unless told otherwise) and signs a user up. */
export async function startBenchApi(
  target: DatabaseTarget = { kind: 'pglite', dataDir: null },
): Promise<BenchApi> {
  const { app, ctx, close } = await createEphemeralApp(target);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signup = (await (
    await fetch(base + '/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${randomBytes(4).toString('hex')}@example.org`,
        password: 'bench-password',
        firstName: 'B',
        lastName: 'C',
      }),
    })
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${signup.token}` };
  return {
    base,
    ctx,
    auth,
    upload: async (bytes, name, type) => {
      const form = new FormData();
      form.append('document', new Blob([Buffer.from(bytes)], { type }), name);
      form.append('consentGiven', 'true');
      form.append('fileCount', '1');
      const t = performance.now();
      const res = await fetch(base + '/api/documents/upload', { method: 'POST', headers: auth, body: form });
      const body = (await res.json()) as UploadResult['body'];
      return { ms: performance.now() - t, status: res.status, body };
    },
    post: (url, body) =>
      fetch(base + url, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    get: (url) => fetch(base + url, { headers: auth }),
    close,
  };
}
