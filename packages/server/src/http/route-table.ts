import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route as it is added (Fastify has no listing API beyond printRoutes' text), so tests can
 * walk all of them, e.g. the fuzz test sending malformed input to each. Call before any route is added.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method: String(method), url: route.url });
  });
}

/** The routes of an app built with recordRoutes, in the order they were added. */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('routeTable: the app was built without recordRoutes');
  return table;
}
