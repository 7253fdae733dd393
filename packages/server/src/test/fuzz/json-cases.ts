// Hostile JSON for the fuzz runs. Values are raw JSON text, not JS values, so that numbers JavaScript
// cannot hold (1e400, 2^70) and escapes (\u0000, lone surrogates) reach the server exactly as written.
import type { Random } from './random';

/** Values for one field of an otherwise plausible body. */
export const hostileValues: readonly string[] = [
  '"\\u0000"',
  '"abc\\u0000def"',
  '"\\u0001\\u0002\\u001f\\u007f"',
  '"\\ud800"',
  '"x\\udfffy"',
  '"\\uffff\\ufffe"',
  '"\\r\\n\\t\\b\\f"',
  '""',
  '"   "',
  'null',
  'true',
  'false',
  '0',
  '-1',
  '-0',
  '0.5',
  '1e400',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '1180591620717411303424',
  '-99999999999999999999999999999999',
  '[]',
  '{}',
  '[1,2,3]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '"../../../../etc/passwd"',
  '"\' OR 1=1 --"',
  '"<script>alert(1)</script>"',
  '"%00%ZZ%C3%28"',
  '"${jndi:ldap://127.0.0.1/x}"',
  '"\u202eevil\u202c"',
  '"\ud83d\udca9\ud83d\udca9"',
  '"2026-02-30"',
  '"0000-00-00"',
  '"99999-12-31"',
  '"-infinity"',
  '"00000000-0000-0000-0000-000000000000"',
  '"NaN"',
  '"Infinity"',
];

/** A long string value (long enough to pass field limits and reach storage if nothing checks it). */
export function longString(random: Random): string {
  const length = random.pick([300, 5_000, 70_000, 400_000]);
  const unit = random.pick(['a', 'é', '\\u0000', '\ud83d\udca9', '\\"', ' ']);
  return `"${unit.repeat(Math.ceil(length / Math.max(1, unit.length)))}"`;
}

/** Arrays or objects nested deeper than any schema allows. */
export function deepValue(random: Random): string {
  const depth = random.pick([40, 1_000, 20_000, 200_000]);
  return random.chance(0.5)
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Bodies that are not JSON at all, or JSON of the wrong kind. */
export function malformedBodies(random: Random): string[] {
  return [
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":undefined}',
    '/* comment */ {}',
    '{"a":1}{"b":2}',
    '\ufeff{}',
    '{"a":"\u0001"}',
    '{"a":"\\x00"}',
    '{"a":"\\u12"}',
    'null',
    'true',
    '123',
    '"a string"',
    '[]',
    '[{}]',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '['.repeat(random.int(1_000, 100_000)),
    deepValue(random),
    `{"a":${longString(random)}}`,
    `{"k":"${'x'.repeat(random.int(1_100_000, 1_300_000))}"}`,
    random.bytes(random.int(1, 400)).toString('latin1'),
  ];
}

/** A JSON object text with the given raw field values. Keys may repeat (duplicate keys are legal text). */
export function objectText(fields: [string, string][]): string {
  return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
}

/** A plausible raw value for a field, by its name, so that the other fields pass and the hostile one is reached. */
export function plausibleValue(field: string, random: Random): string {
  const name = field.toLowerCase();
  if (name.includes('email')) return JSON.stringify(`fuzz-${random.hex(8)}@example.org`);
  if (name.includes('password')) return JSON.stringify(`fuzz-password-${random.hex(8)}`);
  if (name.endsWith('id')) return JSON.stringify(random.uuid());
  if (name.includes('date')) return '"2026-01-15"';
  if (name === 'approved' || name.startsWith('is') || name.startsWith('include')) return 'true';
  if (/(days|uses|size|limit|offset|count|hours|results)$/.test(name)) return String(random.int(1, 30));
  if (name === 'codes') return '["99213","36415"]';
  if (name === 'redactions' || name === 'confirmedredactions') return '[]';
  if (name === 'validationdata') return '{}';
  if (name === 'codetype') return '"CPT"';
  if (name === 'code') return '"99213"';
  return JSON.stringify(`value ${random.hex(6)}`);
}
