/**
 * Input for the API fuzz test (server/platform/http/fuzz.test.ts): a seeded random source, values
 * that follow a JSON schema of the OpenAPI document, and the hostile values that replace them.
 * Everything random comes from one seed, so a run repeats request for request
 * (docs/decisions/0033-api-fuzz-test.md).
 */

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  default?: unknown;
};

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** mulberry32: tiny, fast and good enough to pick test inputs; the same seed gives the same run. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}

/**
 * What earlier answers taught the fuzzer: ids of real rows (all of them, and those seen in answers
 * about the same things as the request at hand) and texts the server uses (lookup values).
 */
export type Pools = { ids: string[]; near: string[]; texts: string[] };

const DAY_MS = 86_400_000;
const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}|\[0-9\]\{4\}/;
const UUID_PATTERN = /\[0-9a-fA-F\]\{8\}/;

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * DAY_MS).toISOString().slice(0, 10);

function randomUuid(random: Random): string {
  const hex = () => random.int(16).toString(16);
  const run = (n: number) => Array.from({ length: n }, hex).join('');
  return `${run(8)}-${run(4)}-4${run(3)}-${random.pick(['8', '9', 'a', 'b'])}${run(3)}-${run(12)}`;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A value the schema accepts (as far as a JSON schema says: the server's own rules may still refuse it). */
export function conforming(schema: Schema, random: Random, pools: Pools, depth = 0): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) {
    // A null branch (a clearable field) now and then; the real shape most of the time.
    const real = branches.filter((b) => b.type !== 'null');
    return conforming(
      random.chance(0.8) && real.length ? random.pick(real) : random.pick(branches),
      random,
      pools,
      depth,
    );
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  const type = types.length ? random.pick(types) : random.pick(['string', 'number', 'boolean']);
  switch (type) {
    case 'string':
      return conformingString(schema, random, pools);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const high = Math.min(schema.maximum ?? low + 100, low + 100);
      const value = low + random.next() * (high - low);
      return type === 'integer' || random.chance(0.5) ? Math.max(low, Math.round(value)) : value;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      if (depth > 4) return [];
      const max = Math.min(schema.maxItems ?? 3, 3);
      const length = Math.max(schema.minItems ?? 0, random.int(max + 1));
      return Array.from({ length }, () => conforming(schema.items ?? {}, random, pools, depth + 1));
    }
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, inner] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || random.chance(0.6)) out[name] = conforming(inner, random, pools, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

function conformingString(schema: Schema, random: Random, pools: Pools): string {
  const pattern = schema.pattern ?? '';
  if (schema.format === 'uuid' || UUID_PATTERN.test(pattern)) {
    if (pools.near.length && random.chance(0.7)) return random.pick(pools.near);
    return pools.ids.length && random.chance(0.7) ? random.pick(pools.ids) : randomUuid(random);
  }
  if (schema.format === 'email' || pattern.includes('@')) return `fuzz${random.int(1000)}@example.test`;
  if (schema.format === 'date-time') return new Date(Date.now() + random.int(60) * DAY_MS).toISOString();
  if (DATE_PATTERN.test(pattern)) return isoDate(random.int(60));
  const max = schema.maxLength ?? 40;
  const min = schema.minLength ?? 0;
  const fits = pools.texts.filter((t) => t.length <= max && t.length >= min);
  if (fits.length && random.chance(0.6)) return random.pick(fits);
  const word = random.pick([
    'Tallinn',
    'Riia',
    'Tartu',
    'Pärnu',
    'masinad',
    'Test OÜ',
    '+372 5555 1234',
    'x',
  ]);
  return word.length >= min ? word.slice(0, max) : word.padEnd(min, 'a');
}

// Control characters (C0 with NUL, DEL, C1), a lone surrogate, invisible and direction marks.
const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '\ude00\ud83d',
  '\u202e',
  '\ufeff',
];
const DATES = [
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '1970-01-01',
  '10000-01-01',
  '+275760-09-13',
  '2026-1-1',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999+14:00',
];
const TEXTS = [
  '',
  ' ',
  '%00',
  '%FF',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${jndi:x}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '[]',
  '{}',
  '\\u0000',
  'Ž€😀\u0301',
  '٣',
];
const NUMBERS = [0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324];

function nested(levels: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A value built to break whatever expects `schema`: a wrong type, a control character, a huge or deep value, year 0000. */
export function hostile(schema: Schema, random: Random, pools: Pools): unknown {
  const plain = () => conforming(schema, random, pools);
  switch (random.int(10)) {
    case 0:
      return random.pick([null, true, false, 0, 'x', [], {}, [1, 'a'], { a: 1 }]);
    case 1: {
      const text = String(typeof plain() === 'string' ? plain() : 'abc');
      const at = random.int(text.length + 1);
      return text.slice(0, at) + random.pick(CONTROL) + text.slice(at);
    }
    case 2:
      return 'ä'.repeat(random.pick([101, 1_001, 20_000, 140_000]));
    case 3:
      return random.pick(DATES);
    case 4:
      return random.pick(NUMBERS);
    case 5:
      return random.pick(TEXTS);
    case 6:
      return nested(random.pick([5, 19, 21, 40]));
    case 7:
      return Array.from({ length: random.pick([50, 3_000]) }, plain);
    case 8:
      // Keys JavaScript treats specially, as own properties (JSON.parse makes them so).
      return JSON.parse('{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"x":1}}}');
    default:
      return String(random.pick(NUMBERS));
  }
}

/** `value` with one place in it (a property, an item, or the whole) replaced by a hostile value. */
export function mutate(value: unknown, schema: Schema, random: Random, pools: Pools): unknown {
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch?.length) return mutate(value, random.pick(branch), random, pools);
  if (value && typeof value === 'object' && !Array.isArray(value) && random.chance(0.8)) {
    const object = { ...(value as Record<string, unknown>) };
    const names = Object.keys(schema.properties ?? {});
    const roll = random.int(10);
    if (roll === 0 && names.length) {
      delete object[random.pick(names)];
      return object;
    }
    if (roll === 1 || !names.length) {
      object[random.pick(['extra', 'id', 'userId', 'role', 'status', '__proto__', '', 'x\ud800'])] = hostile(
        {},
        random,
        pools,
      );
      return object;
    }
    const name = random.pick(names);
    const inner = schema.properties![name]!;
    object[name] =
      random.chance(0.3) && name in object
        ? mutate(object[name], inner, random, pools)
        : hostile(inner, random, pools);
    return object;
  }
  if (Array.isArray(value) && value.length && random.chance(0.6)) {
    const copy = [...value];
    const at = random.int(copy.length);
    copy[at] = hostile(schema.items ?? {}, random, pools);
    return copy;
  }
  return hostile(schema, random, pools);
}

/** Every property name used by any request schema of the document, for bodies the document does not describe. */
export function propertyNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) propertyNames(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'properties' && inner && typeof inner === 'object') {
        for (const name of Object.keys(inner)) into.add(name);
      }
      propertyNames(inner, into);
    }
  }
  return into;
}

/** Percent-encodes every byte but the unreserved ones; a lone surrogate becomes U+FFFD, as a browser sends it. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path parameter spellings no route should choke on: bad escapes, dot segments, slashes, huge. */
export const HOSTILE_SEGMENTS = [
  '%FF',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%2F',
  'a%2Fb',
  '',
  '%20',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  '%F0%9F%98%80',
  'ä',
  'a'.repeat(5_000),
  '%C0%AE%C0%AE',
  '..%2F..%2F',
];

/** Raw query strings that are malformed as a whole rather than in one value. */
export const HOSTILE_QUERIES = [
  '%',
  '%zz=1',
  '=',
  '&&&',
  '?',
  'a[b]=1&a[c]=2',
  'q[]=1&q[]=2',
  'page=1&page=2&page=3',
  'q=%E0%A4%A',
  'q=%00',
  `q=${'a'.repeat(9_000)}`,
  'pageSize=1e400',
  'pageSize=-1',
  'page=99999999999999999999',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/octet-stream',
  'application/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  ';',
  'x/',
];

export const BROKEN_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[',
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"',
  '1e999999',
  `{"a":"${'\\'}`,
];

/** JSON text nested `levels` deep, written as text (JSON.stringify of such a value would overflow the stack). */
export function deepJson(levels: number): string {
  return `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
}
