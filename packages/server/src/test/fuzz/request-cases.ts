// Generated malformed requests for every route: broken and hostile JSON bodies, wrong content types,
// bad path parameters and query strings, bad credentials headers, wrong methods and unknown paths.
import {
  hostileValues,
  deepValue,
  longString,
  malformedBodies,
  objectText,
  plausibleValue,
} from './json-cases';
import { multipartCases, type Part } from './multipart-cases';
import type { Random } from './random';

export interface RouteSpec {
  method: string;
  /** Fastify's pattern: `/api/documents/:id`. */
  url: string;
  bodyFields: string[];
  queryFields: string[];
  multipart: boolean;
}

export interface FuzzRequest {
  label: string;
  method: string;
  /** Already percent-encoded where needed. */
  url: string;
  /** Win over the caller's credentials when they name the same header. */
  headers: Record<string, string>;
  body?: string | Buffer;
}

const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const badParams: readonly string[] = [
  'not-a-uuid',
  '%00',
  'abc%00def',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
  '%7Ba0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11%7D',
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1',
  'a0eebc999c0b4ef8bb6d6bb9bd380a11',
  '1',
  '-1',
  '99999999999999999999',
  '..%2F..%2Fetc%2Fpasswd',
  '%ZZ',
  '%C3%28',
  '%ED%A0%80',
  "1'%20OR%20'1'%3D'1",
  '__proto__',
  'constructor',
  'x'.repeat(3_000),
];

const badQueryValues: readonly string[] = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%C3%28',
  '%ED%A0%80',
  '%F0%9F%92%A9',
  '%01%02%1F%7F',
  '-1',
  '0',
  '1e309',
  '-1e309',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '',
  '%0D%0AX-Injected:%201',
  "'%20OR%201%3D1--",
  'true',
  '__proto__',
];

export const badAuthorization: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer a b c',
  'Basic Zm9vOmJhcg==',
  'Bearer cbu_not-a-real-token',
  'Bearer cba_not-a-real-token',
  'Bearer cbg_not-a-real-token',
  `Bearer ${'t'.repeat(8_000)}`,
  'bearer\tcbu_x',
  'Bearer \u00e9\u00e8',
  'Digest username="x"',
];

export const badGuestSessions: readonly string[] = [
  'not-a-session',
  '00000000-0000-0000-0000-000000000000',
  'cbg_not-a-real-token',
  ' ',
  'g'.repeat(8_000),
  '\u00e9',
];

/** The route's URL with each parameter filled (a fresh random UUID unless told otherwise). */
export function fillUrl(url: string, random: Random, param?: string): string {
  return url
    .replace(/:[A-Za-z]+/g, () => param ?? random.uuid())
    .replace(/\*$/, () => random.pick(['x', 'index.css', '..%2F..%2Fpackage.json', '%00', random.hex(12)]));
}

function queryString(random: Random, fields: string[]): string {
  const names = fields.length ? fields : ['q', 'limit', 'offset'];
  const name = random.pick(names);
  const value = random.pick(badQueryValues);
  switch (random.int(0, 7)) {
    case 0:
      return `${name}=${value}&${name}=${random.pick(badQueryValues)}`;
    case 1:
      return `${name}[]=${value}&${name}[x]=1`;
    case 2:
      return `__proto__[${name}]=1&constructor[prototype][${name}]=1`;
    case 3:
      return name;
    case 4:
      return '&&&==&=%3D';
    case 5:
      return `${name}=${'q'.repeat(random.pick([2_000, 7_000]))}`;
    case 6:
      return names.map((n) => `${n}=${random.pick(badQueryValues)}`).join('&');
    default:
      return `${name}=${value}`;
  }
}

function jsonBodyCase(route: RouteSpec, random: Random): { label: string; body: string } {
  const fields = route.bodyFields;
  if (fields.length === 0 || random.chance(0.35)) {
    return { label: 'malformed JSON', body: random.pick(malformedBodies(random)) };
  }
  const target = random.pick(fields);
  const plausible = fields.map((f): [string, string] => [f, plausibleValue(f, random)]);
  const hostile = (): string => {
    const r = random.next();
    if (r < 0.1) return longString(random);
    if (r < 0.15) return deepValue(random);
    return random.pick(hostileValues);
  };
  switch (random.int(0, 4)) {
    case 0:
      return { label: `duplicate key ${target}`, body: objectText([...plausible, [target, hostile()]]) };
    case 1:
      return {
        label: 'prototype keys',
        body: objectText([
          ['__proto__', '{"isAdmin":true}'],
          ['constructor', '{"prototype":{}}'],
          ...plausible,
        ]),
      };
    case 2:
      return {
        label: 'every field hostile',
        body: objectText(fields.map((f): [string, string] => [f, hostile()])),
      };
    default:
      return {
        label: `hostile ${target}`,
        body: objectText(plausible.map(([f, v]): [string, string] => [f, f === target ? hostile() : v])),
      };
  }
}

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/vnd.api+json',
  'image/png',
  'multipart/form-data',
  '*/*',
  'application/json, text/plain',
];

/** The values every field and query parameter gets at least once: the ones that once gave 500s. */
const essentialValues = [
  '"abc\\u0000def"',
  '"\\ud800"',
  '1e400',
  '{"__proto__":{"x":1}}',
  '"\\u0001\\u007f"',
];
const essentialQueryValues = ['a%00b', '%ED%A0%80', '-1', '1e309', '%ZZ'];

/** Each body field and query parameter with each essential value, and each bad path parameter. */
export function essentialCases(route: RouteSpec, random: Random): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const json = { 'content-type': 'application/json' };
  const plausible = () => route.bodyFields.map((f): [string, string] => [f, plausibleValue(f, random)]);
  if (withBody.has(route.method)) {
    for (const field of route.bodyFields) {
      for (const value of essentialValues) {
        const body = objectText(plausible().map(([f, v]): [string, string] => [f, f === field ? value : v]));
        out.push({
          label: `${field}=${value}`,
          method: route.method,
          url: fillUrl(route.url, random),
          headers: json,
          body,
        });
      }
    }
  }
  for (const field of route.queryFields) {
    for (const value of essentialQueryValues) {
      out.push({
        label: `?${field}=${value}`,
        method: route.method,
        url: `${fillUrl(route.url, random)}?${field}=${value}`,
        headers: {},
      });
    }
  }
  if (route.url.includes(':')) {
    for (const param of badParams) {
      const c: FuzzRequest = {
        label: `param ${param.slice(0, 40)}`,
        method: route.method,
        url: fillUrl(route.url, random, param),
        headers: {},
      };
      if (withBody.has(route.method)) Object.assign(c, { headers: json, body: objectText(plausible()) });
      out.push(c);
    }
  }
  return out;
}

/** `count` generated malformed requests for one route. `file` makes a file part for multipart routes. */
export function routeCases(route: RouteSpec, random: Random, count: number, file: () => Part): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const hasParams = route.url.includes(':');
  const multipart = route.multipart ? multipartCases(random, file) : [];
  for (let i = 0; i < count; i++) {
    const url = fillUrl(route.url, random);
    const kind = random.int(0, 9);
    if (route.multipart && kind < 5) {
      const m = random.pick(multipart);
      out.push({
        label: `multipart: ${m.label}`,
        method: route.method,
        url,
        headers: m.contentType ? { 'content-type': m.contentType } : {},
        body: m.body,
      });
    } else if (hasParams && kind < 3) {
      const param = random.pick(badParams);
      out.push({
        label: `param ${param.slice(0, 40)}`,
        method: route.method,
        url: fillUrl(route.url, random, param),
        headers: {},
      });
      const last = out.at(-1);
      if (last && withBody.has(route.method)) {
        last.headers['content-type'] = 'application/json';
        last.body = objectText(route.bodyFields.map((f): [string, string] => [f, plausibleValue(f, random)]));
      }
    } else if (kind < 5) {
      out.push({
        label: 'query',
        method: route.method,
        url: `${url}?${queryString(random, route.queryFields)}`,
        headers: {},
      });
    } else if (kind < 6) {
      const header: Record<string, string> = random.chance(0.6)
        ? { authorization: random.pick(badAuthorization) }
        : { 'x-guest-session': random.pick(badGuestSessions) };
      out.push({
        label: `header ${Object.keys(header)[0] ?? ''}`,
        method: route.method,
        url,
        headers: header,
      });
    } else if (withBody.has(route.method) && kind < 8) {
      const { label, body } = jsonBodyCase(route, random);
      out.push({ label, method: route.method, url, headers: { 'content-type': 'application/json' }, body });
    } else if (withBody.has(route.method)) {
      const type = random.pick(wrongContentTypes);
      const body =
        type === 'application/json; charset=utf-16le'
          ? Buffer.from('{"a":"b"}', 'utf16le')
          : random.chance(0.5)
            ? objectText(route.bodyFields.map((f): [string, string] => [f, plausibleValue(f, random)]))
            : random.bytes(random.int(1, 300));
      out.push({
        label: `content type ${type}`,
        method: route.method,
        url,
        headers: { 'content-type': type },
        body,
      });
    } else {
      out.push({
        label: 'query',
        method: route.method,
        url: `${url}?${queryString(random, route.queryFields)}`,
        headers: {},
      });
    }
  }
  return out;
}

const allMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Wrong methods on known paths and paths that do not exist. */
export function strayCases(routes: RouteSpec[], random: Random, count: number): FuzzRequest[] {
  const methodsByUrl = new Map<string, Set<string>>();
  for (const r of routes) methodsByUrl.set(r.url, (methodsByUrl.get(r.url) ?? new Set()).add(r.method));
  const urls = [...methodsByUrl.keys()];
  const unknownPaths = [
    () => `/api/${random.hex(8)}`,
    () => `/api/admin/${random.hex(6)}/${random.hex(6)}`,
    () => `/api/documents/${random.uuid()}/${random.hex(5)}`,
    () => '//api//health',
    () => '/api/health/../admin/session',
    () => '/api/%00',
    () => '/api/%ZZ',
    () => `/api/${'p/'.repeat(random.int(10, 2_000))}`,
    () => '/api',
    () => '/api/auth/guest/status/',
    () => `/${random.hex(4)}.php`,
  ];
  const out: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    if (random.chance(0.5)) {
      const url = random.pick(urls);
      const registered = methodsByUrl.get(url) ?? new Set<string>();
      const wrong = allMethods.filter((m) => !registered.has(m) && !(m === 'HEAD' && registered.has('GET')));
      if (wrong.length) {
        out.push({
          label: 'wrong method',
          method: random.pick(wrong),
          url: fillUrl(url, random),
          headers: {},
        });
        continue;
      }
    }
    out.push({
      label: 'unknown path',
      method: random.pick(allMethods),
      url: random.pick(unknownPaths)(),
      headers: {},
    });
  }
  return out;
}
