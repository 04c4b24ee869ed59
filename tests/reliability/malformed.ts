// Malformed inputs as fast-check arbitraries. The schema-driven part reads a procedure's zod input (as JSON
// Schema) next to a valid sample and breaks it the ways a client could: a field of the wrong type or missing,
// a number just past its limit, a string one character too long or in an odd encoding, an enum that almost
// matches, an array one item too long. A field added to a schema is attacked without an edit here.
// Whether a value really is invalid is the zod schema's call; the tests filter with safeParse.
import fc from 'fast-check';
import { z } from 'zod';

export type Mode = 'json' | 'superjson';

/** The parts of JSON Schema that zod emits for our inputs. */
export interface SchemaNode {
  type?: string;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
}

export function schemaOf(input: z.ZodType): SchemaNode {
  return z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
}

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\n\r',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1F',
  ' 1 ',
  '9007199254740993',
  '99999999999999999999999999',
  '2026-03-10T12:00:00Z',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%s%n%x',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'A',
  'E',
  'Z',
  'a',
  'monthly',
  'practice',
  'mixed-comprehensive',
  'admin',
  'super_admin',
  'premium',
  '\uFEFF',
  'é'.normalize('NFD'),
  '👩‍⚕️🫁',
  'ＡＢＣ',
  '\u202Eevil',
  'a\u200Db',
  'x@y',
  'a@b.c',
  'user@example.com',
];
/** Lone surrogates: fast-check's string units never produce them, JSON and SQLite must still cope. */
const BROKEN_UTF16 = ['\uD800', '\uDFFF', 'a\uDC00b', '\uD83D'];
const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.5,
  99,
  100,
  101,
  140,
  141,
  200,
  201,
  2001,
  86401,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-9,
];
const KEYS = [
  'id',
  'topicId',
  'questionId',
  'userAnswer',
  'questionsAnswered',
  'answers',
  'examType',
  'examSessionId',
  'score',
  'totalQuestions',
  'timeSpent',
  'clientId',
  'email',
  'password',
  'username',
  'role',
  'subscriptionStatus',
  'plan',
  'action',
  'data',
  'limit',
  'offset',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'json',
  'meta',
  '0',
  '',
];
const HUGE_LENGTHS = [33, 65, 201, 255, 1001, 4001, 8001, 20_000, 60_000];

/** The same character many times: past every maxLength, and past Node's URL limit in a query string. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('x', 'é', '🫁', '\u0000', ' ', 'A'), fc.constantFrom(...HUGE_LENGTHS))
  .map(([c, n]) => c.repeat(n));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_UTF16) },
  { weight: 1, arbitrary: hugeString },
);

function edgeNumber(mode: Mode): fc.Arbitrary<unknown> {
  const plain = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
  // Only superjson can carry NaN, the infinities and bigints to the server.
  return mode === 'json' ? plain : fc.oneof({ weight: 4, arbitrary: plain }, fc.constantFrom(NaN, Infinity, -Infinity), fc.bigInt());
}

/** Things superjson can send that JSON cannot. */
const superjsonOnly: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.oneof(fc.date(), fc.constant(new Date(NaN))),
  fc.constant(/(a+)+$/),
  nastyString.map((s) => new Error(s)),
  fc.constant(new URL('http://127.0.0.1/x')),
);

/** Any value of any shape: the wrong type for whatever field it lands in. */
export function anyValue(mode: Mode): fc.Arbitrary<unknown> {
  return fc.anything({
    key: fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })),
    values: [fc.constant(null), fc.boolean(), edgeNumber(mode), nastyString, ...(mode === 'superjson' ? [superjsonOnly] : [])],
    maxDepth: 3,
    maxKeys: 5,
    withMap: mode === 'superjson',
    withSet: mode === 'superjson',
  });
}

/** Nesting a parser recurses into: as a value (it must survive serialisation) or as JSON text too deep to build. */
export const deepValue: fc.Arbitrary<unknown> = fc.tuple(fc.constantFrom(20, 100, 400), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});
export const deepText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(1000, 10_000, 100_000), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** JSON text that is not JSON: cut short, or with one character wrong. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '}', '[', 'nul', '{"a":1,}', "{'a':1}", '{"a":01}', '{"a":1e999999}', '\u0000', '{"a":"\\x"}', '{"a":NaN}'),
  fc
    .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', '"', '\\', '\u0000'))
    .map(([text, cut, tail]) => text.slice(0, cut % Math.max(text.length, 1)) + tail),
);

function own(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  // A plain assignment to "__proto__" would set the prototype instead of adding the key a client can send.
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The sample with a prototype-pollution key at the top or one level down. */
export function polluted(sample: unknown, mode: Mode): fc.Arbitrary<unknown> {
  const payload = fc.oneof(
    fc.constant({ role: 'super_admin', isAdmin: true, subscriptionStatus: 'pro' }),
    fc.constant({ prototype: { isAdmin: true } }),
    anyValue(mode),
  );
  return fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), payload, fc.boolean()).map(([key, value, nested]) => {
    const base = isRecord(sample) ? { ...sample } : {};
    const inner = nested ? Object.keys(base).find((k) => isRecord(base[k])) : undefined;
    if (inner) own(base, inner, own({ ...(base[inner] as Record<string, unknown>) }, key, value));
    else own(base, key, value);
    return base;
  });
}

function numberEdges(node: SchemaNode, mode: Mode): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (node.minimum !== undefined) edges.push(node.minimum - 1, node.minimum - 0.5, String(node.minimum));
  if (node.exclusiveMinimum !== undefined) edges.push(node.exclusiveMinimum, node.exclusiveMinimum - 1);
  if (node.maximum !== undefined) edges.push(node.maximum + 1, node.maximum + 0.5, node.maximum * 10, `${node.maximum}`);
  if (node.type === 'integer') edges.push(1.5, 2 ** 53 + 2, '1e3', '0x10', ' 7 ', '7abc');
  return fc.oneof(fc.constantFrom(...(edges.length ? edges : [1.5])), edgeNumber(mode));
}

function stringEdges(node: SchemaNode, sample: unknown): fc.Arbitrary<unknown> {
  const base = typeof sample === 'string' && sample.length > 0 ? sample : 'a';
  const fill = (n: number) => base.repeat(Math.ceil(n / base.length)).slice(0, n);
  const edges: string[] = [
    base.toUpperCase() + '!',
    ` ${base}`,
    `${base}\u0000`,
    base.normalize('NFD') + '\u0301',
    base.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
  ];
  if (node.minLength) edges.push(fill(node.minLength - 1));
  if (node.maxLength !== undefined)
    edges.push(fill(node.maxLength + 1), '🫁'.repeat(node.maxLength + 1), fill(Math.min(node.maxLength * 10, 200_000)));
  if (node.pattern) edges.push(`${base}\n`, `${base}${base}`, base.toLowerCase(), '');
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...edges) }, { weight: 1, arbitrary: nastyString });
}

function enumMisses(values: unknown[]): fc.Arbitrary<unknown> {
  return fc.constantFrom(...values).chain((v) => {
    const s = String(v);
    return fc.constantFrom(s.toUpperCase(), ` ${s}`, `${s}\u0000`, `${s}s`, s.slice(0, -1), s.replace(/e/g, 'е'), [v], { value: v });
  });
}

function arrayEdges(node: SchemaNode, sample: unknown, mode: Mode): fc.Arbitrary<unknown> {
  const items: unknown[] = Array.isArray(sample) ? (sample as unknown[]) : [];
  const first = items[0] ?? null;
  const edges: unknown[] = [[], { 0: first, length: 1 }, Array(5000).fill(first)];
  if (node.minItems) edges.push(items.slice(0, node.minItems - 1));
  if (node.maxItems !== undefined) edges.push(Array(node.maxItems + 1).fill(first));
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...edges)];
  if (node.items) {
    const one = node.items;
    options.push(
      fc.tuple(fc.nat(), broken(one, first, mode)).map(([k, bad]) => {
        const copy: unknown[] = items.length ? [...items] : [null];
        copy[k % copy.length] = bad;
        return copy;
      }),
    );
  }
  return fc.oneof(...options);
}

const MISSING = Symbol('missing');

function objectEdges(node: SchemaNode, sample: unknown, mode: Mode): fc.Arbitrary<unknown> {
  const base = isRecord(sample) ? sample : {};
  const keys = [...new Set([...Object.keys(node.properties ?? {}), ...Object.keys(base)])];
  // Each field kept, broken or left out; the filter downstream drops the draws that stayed valid.
  const fields = Object.fromEntries(
    keys.map((k) => [
      k,
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(base[k]) },
        { weight: 2, arbitrary: node.properties?.[k] ? broken(node.properties[k], base[k], mode) : anyValue(mode) },
        { weight: 1, arbitrary: fc.constant(MISSING) },
      ),
    ]),
  );
  const mixed = fc.record(fields).map((r) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) if (v !== MISSING && v !== undefined) own(out, k, v);
    return out;
  });
  const options: fc.Arbitrary<unknown>[] = [mixed, polluted(base, mode)];
  if (node.required?.length) {
    options.push(fc.constantFrom(...node.required).map((k) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== k))));
  }
  return fc.oneof(...options);
}

/** Values that break `node` where `sample` satisfies it (most do; the caller checks). */
export function broken(node: SchemaNode, sample: unknown, mode: Mode): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [anyValue(mode)];
  for (const branch of node.anyOf ?? []) options.push(broken(branch, sample, mode));
  if (node.enum?.length) options.push(enumMisses(node.enum));
  if (node.type === 'integer' || node.type === 'number') options.push(numberEdges(node, mode));
  if (node.type === 'string') options.push(stringEdges(node, sample));
  if (node.type === 'array') options.push(arrayEdges(node, sample, mode));
  if (node.type === 'object') options.push(objectEdges(node, sample, mode));
  // The specific edges outweigh the generic wrong type.
  return fc.oneof({ weight: 1, arbitrary: options[0]! }, ...options.slice(1).map((arbitrary) => ({ weight: 3, arbitrary })));
}

/** Malformed inputs for a procedure: mostly schema-derived, plus any value, deep nesting and pollution keys. */
export function malformed(node: SchemaNode, sample: unknown, mode: Mode): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: broken(node, sample, mode) },
    { weight: 2, arbitrary: anyValue(mode) },
    { weight: 1, arbitrary: deepValue },
    { weight: 1, arbitrary: polluted(sample, mode) },
  );
}
