import fc from 'fast-check';

/**
 * fast-check arbitraries for what an attacker or a broken client sends: wrong types, huge and
 * odd unicode strings (lone surrogates, NUL, right-to-left marks), SQL and HTML payloads, deep
 * nesting, prototype-pollution keys and malformed JSON.
 */

const ODD_CHARACTERS = [
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\u202E',
  '\u202D',
  '\u200F',
  '\u200E',
  '\u200B',
  '\uFEFF',
  '\u0301',
  '\uFFFE',
  '\uFFFF',
  '\u2028',
  '\u2029',
  '😀',
  '👩‍👩‍👧',
  '\t',
  '\n',
  '\r',
  '<',
  '>',
  '&',
  '"',
  "'",
  '\\',
  '%',
  '`',
  '$',
];

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE scenarios; --",
  '1; SELECT pg_sleep(5)',
  "admin'--",
  "' UNION SELECT password_hash FROM users --",
  '$1',
  "E'\\x00'",
];

export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '"><iframe src="https://evil.example"></iframe>',
  '<b onclick="alert(1)">bold</b>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<scr<script>ipt>alert(1)</script>',
  '<!--<script>alert(1)//-->',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<br/><br onmouseover=alert(1)>',
];

const OTHER_PAYLOADS = [
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '../../../etc/passwd',
  '%00',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '-0',
  '1e309',
  'true',
  '[]',
  '{}',
];

const oddUnit = fc.oneof(
  fc.constantFrom(...ODD_CHARACTERS),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** Strings an attacker tries, up to about 70 000 characters (above the 64 KiB body limit). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: oddUnit, maxLength: 120 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...OTHER_PAYLOADS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS), fc.string({ unit: oddUnit, maxLength: 20 }))
      .map(([a, b]) => a + b),
  },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 70_000 }).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom('e\u0301'.repeat(2500), '😀'.repeat(3000), `${'\u202E'.repeat(300)}abc`, '\u0000'.repeat(1000)) },
);

const hostileKey = fc.oneof(
  fc.string({ unit: oddUnit, maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'user_id', 'userId', 'id'),
);

/** Any JSON value, with hostile strings at every level and nesting up to a few levels. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer().map(String),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A field-aware object: the endpoint's own field names with valid or hostile values, and maybe an extra key. */
export function hostileForm(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const record = Object.fromEntries(Object.entries(fields).map(([name, valid]) => [name, fc.oneof(valid, hostileValue)]));
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), fc.option(fc.tuple(hostileKey, hostileValue), { nil: undefined }))
    .map(([form, extra]) => (extra ? { ...form, [extra[0]]: extra[1] } : form));
}

const deepNesting = fc
  .integer({ min: 50, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, `${'['.repeat(depth)}`),
  );

const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
);

/** A raw request body: JSON of a hostile value or form, malformed JSON, deep nesting or pollution keys. */
export function hostileBody(form: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const validJson = fc.oneof(
    form.map((value) => JSON.stringify(value)),
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  );
  return fc.oneof(
    { weight: 5, arbitrary: validJson },
    { weight: 1, arbitrary: fc.tuple(validJson, fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"a":', 'nul', '\u0000', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '\uFEFF{}', '1e99999'),
    },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: hostileString },
  );
}

/** Mostly JSON; sometimes a content type the API refuses. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/xml',
    ),
  },
);

/** Path segments for an :id: random text, hostile strings, UUID look-alikes. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((value) => value.length < 2000),
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}' OR '1'='1`),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', '..', '.', '%2e%2e', 'null', 'undefined', '-1', '1e309'),
);
