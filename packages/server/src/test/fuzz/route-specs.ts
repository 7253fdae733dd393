// The routes to fuzz and the names of their body and query fields, read from the OpenAPI document
// (generated from the routes' own zod schemas), so new routes are fuzzed without editing the fuzzer.
import type { RouteSpec } from './request-cases';

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  consumes?: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Routes whose body is multipart even though the document lists no fields for them. */
const multipartRoutes = new Set([
  '/api/documents/upload',
  '/api/admin/upload/medical-codes',
  '/api/admin/upload/regulatory',
]);

export function routesFromOpenApi(doc: OpenApiDocument): RouteSpec[] {
  const out: RouteSpec[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    const url = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, op] of Object.entries(operations)) {
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase(),
        url,
        bodyFields: Object.keys(content['application/json']?.schema?.properties ?? {}),
        queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        multipart: multipartRoutes.has(url) || 'multipart/form-data' in content,
      });
    }
  }
  return out;
}

/**
 * Every registered route (from the app's route table) with the field names the OpenAPI document gives;
 * routes the document leaves out (the docs UI itself) are fuzzed without field names.
 */
export function mergeRoutes(table: { method: string; url: string }[], documented: RouteSpec[]): RouteSpec[] {
  const byKey = new Map(documented.map((r) => [`${r.method} ${r.url}`, r]));
  return table
    .filter((r) => r.method !== 'HEAD')
    .map(
      (r) =>
        byKey.get(`${r.method} ${r.url}`) ?? {
          method: r.method,
          url: r.url,
          bodyFields: [],
          queryFields: [],
          multipart: multipartRoutes.has(r.url),
        },
    );
}
