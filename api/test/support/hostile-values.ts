/**
 * fast-check arbitraries of hostile input for api/test/hostile-input.test.ts: strings at and past
 * every length limit of the contracts, unicode edge cases, numbers out of range or in disguise,
 * wrong types, malformed JSON and wrong content types, hostile ids and slugs for paths and queries.
 */
import { LENGTH, MAX_INT } from '@folio/contracts';
import fc from 'fast-check';

/** Each contract limit, one below and one above (contracts/src/fields.ts and the entity contracts). */
const LIMITS = [20, 50, 60, 100, 200, 255, 1000, LENGTH.url, LENGTH.text, LENGTH.html];
export const LENGTHS = [0, 1, ...LIMITS.flatMap((limit) => [limit - 1, limit, limit + 1])];

/** One UTF-16 unit, three UTF-8 bytes, a surrogate pair, a combining sequence, a space, NUL. */
const FILLERS = ['a', '中', '😀', 'e\u0301', ' ', '\u0000', '<'];

const EDGE_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDFFF',
  '\u202Eevil\u202C',
  '\u200B',
  '\uFEFFbom',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'Z̷̡̛̖͚̭̙̭̮̓̓̈́a̶l̸g̷o̸',
  'e\u0301\u0301\u0301',
  'ﷺ',
  '\u0085\u2028\u2029',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  'http://',
  'https://example.com/a b',
  'mailto:a@example.com',
  '#anchor',
  '/images/a.png',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE blog_posts; --",
  '1 UNION SELECT password_hash FROM admin_users',
  '%00',
  '%s%s%n',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e-400',
  '0x10',
  '0b11',
  '1_000',
  ' 42 ',
  '4 2',
  '-0',
  '+1',
  '00',
  '1.5',
  '2147483647',
  '2147483648',
  '9007199254740993',
  'true',
  'null',
  'draft',
  'published',
  'PUBLISHED',
  'enterprise',
  ' Fitness ',
  'technical',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '0000-01-01',
  '1000-01-01',
  '1969-12-31T23:59:59Z',
  '2026-02-30',
  '2026-11-23T12:00:00+14:00',
  'Tue, 01 Jan 2999 00:00:00 GMT',
];

const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  99.5,
  100.4,
  100.5,
  1e308,
  -1e308,
  5e-324,
  MAX_INT,
  MAX_INT + 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 31),
  1,
  4,
  5,
];

const sized = fc
  .tuple(fc.constantFrom(...LENGTHS), fc.constantFrom(...FILLERS))
  .map(([length, filler]) => filler.repeat(Math.ceil(length / filler.length)).slice(0, length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_STRINGS), weight: 4 },
  { arbitrary: sized, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  // Lone halves of surrogate pairs, which JSON can carry as escapes.
  { arbitrary: fc.array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 3 }).map((units) => String.fromCharCode(...units)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deeplyNested = (depth: number): unknown => (depth === 0 ? 1 : [deeplyNested(depth - 1)]);

/** Any JSON value a field might be given instead of the one it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [''], deeplyNested(500)), weight: 2 },
  { arbitrary: fc.array(fc.oneof(hostileNumber, hostileString), { maxLength: 5 }), weight: 2 },
  { arbitrary: fc.array(fc.constantFrom(1, 4, 5, '4', 1, 2), { minLength: 0, maxLength: 8 }), weight: 1 },
  { arbitrary: fc.array(fc.constant(1), { minLength: 99, maxLength: 102 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Names no contract has, and the names of what the server derives or owns. */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('id', 'viewCount', 'createdAt', 'view_count', 'password_hash', 'userId', '__proto__', 'constructor', 'prototype', 'toString', 'tagTypes', ''),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Text sent as application/json that is not one JSON document, or JSON the contracts never expect at the top. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"title":',
    '{"title":"a",}',
    "{'title':'a'}",
    '{"title":"a"}{"title":"b"}',
    '[1,2',
    'undefined',
    'NaN',
    '{"displayOrder":1e400}',
    '{"level":-1e400}',
    '{"title":"\\ud800"}',
    '{"title":"\\u0000"}',
    '{"__proto__":{"admin":true},"title":"x"}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '\uFEFF{}',
    '{"a":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
  ),
  fc.json({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
);

/** Content types other than JSON (and JSON with a charset the parser does not read). */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=folio',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
);

/** Path segments (already percent-encoded, as they go on the wire) that are not a stored row's id. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '00',
    '01',
    '1.0',
    '1e3',
    '0x1',
    '+1',
    '%201',
    '1%20',
    '%00',
    '%ED%A0%80',
    '%FF',
    '%E2%80%AE1',
    '%',
    '%%',
    '%2',
    '1%2F2',
    '..',
    '%2E%2E',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '__proto__',
    String(MAX_INT),
    String(MAX_INT + 1),
    '9'.repeat(400),
    '1;DROP%20TABLE%20skills',
    "1'%20OR%20'1'='1",
  ),
  fc.integer({ min: 1000, max: MAX_INT }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeWellFormed),
);

/**
 * Under nginx's 8 KB for a request line (`large_client_header_buffers`): longer ones are answered 414
 * by nginx, and 431 by Node itself past 16 KB, before the API sees them.
 */
export const fitsInUrl = (encoded: string) => encoded.length <= 2_000;

/** encodeURIComponent, with a lone surrogate sent as the (invalid) UTF-8 bytes a hostile client would send for it. */
export function encodeWellFormed(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    const lone = char.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    encoded += lone ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('') : encodeURIComponent(char);
  }
  return encoded;
}

/** A query-string value: hostile text, numbers in disguise, or the raw repeats and brackets a parser may turn into arrays. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileId,
  hostileString.map(encodeWellFormed),
  fc.constantFrom('1', '4', '5', '', '1&personaId=4', '1&status=draft', 'draft', 'published'),
).filter(fitsInUrl);
