import { serializerCompiler } from 'fastify-type-provider-zod';

/** Response objects that will not change and are answered many times (from a cache). */
const reusable = new WeakSet<object>();
/** The JSON already written for each of them. */
const written = new WeakMap<object, string>();

/**
 * Marks a response object, deeply frozen by the caller, as answered again and again: the app's
 * serializer then writes its JSON once (checked against the route's schema that once) and sends the
 * same text every time. Objects built per request are serialised as usual.
 */
export function markReusable<T extends object>(response: T): T {
  reusable.add(response);
  return response;
}

/** The app's zod serializer, with the JSON of reusable responses kept (see markReusable). */
export const memoizedSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !reusable.has(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
