import { describe, expect, it } from 'vitest';

import {
  completionContext,
  completionsAt,
  parseJson,
  patternRegExp,
  schemaAt,
  startingBody,
  validateBody,
  type CompletionContext,
} from './bodySchema';
import type { JsonSchema } from './operation';

/** The shape of the Vehicle Triggers API's webhook body: an enum, required fields, an integer with a minimum. */
const WEBHOOK: JsonSchema = {
  type: 'object',
  required: ['service', 'metricName', 'coolDownPeriod'],
  properties: {
    service: { type: 'string', enum: ['signals', 'events'], description: 'What the webhook watches.' },
    metricName: { type: 'string', examples: ['vss.speed'] },
    coolDownPeriod: { type: 'integer', minimum: 0, examples: [300] },
    status: { type: 'string', enum: ['enabled', 'disabled'] },
    enabled: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
  },
};

/** Where `|` is in the text: the cursor. */
function at(textWithCursor: string): CompletionContext | undefined {
  const pos = textWithCursor.indexOf('|');
  return completionContext(textWithCursor.replace('|', ''), pos);
}

function messages(text: string, schema: JsonSchema = WEBHOOK): string[] {
  return validateBody(text, schema).map((p) => `${p.severity} ${text.slice(p.from, p.to)} ${p.message}`);
}

describe('parseJson', () => {
  it('keeps where each value and name is', () => {
    const parsed = parseJson('{"a": [1, "x"], "b": null}');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.node.kind !== 'object') throw new Error('not an object');
    expect(parsed.node.entries.map((e) => [e.key, e.keySpan.from, e.value.kind, e.value.from])).toEqual([
      ['a', 1, 'array', 6],
      ['b', 16, 'null', 21],
    ]);
  });

  it('accepts and refuses what JSON.parse accepts and refuses', () => {
    const samples = [
      '{"a":1}',
      ' [1, -2.5e3, true, false, null, "\\u00e9\\n"] ',
      '"x"',
      '{"a":1,}',
      '{a:1}',
      "{'a':1}",
      '[1 2]',
      '01',
      '{"a":1} x',
      '"tab\there"',
      '"\\q"',
      '',
      '{',
    ];
    for (const text of samples) {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(parseJson(text).ok, text).toBe(valid);
    }
  });

  it('says where and what is wrong', () => {
    expect(parseJson('{"a": 1,\n "b" 2}')).toEqual({ ok: false, at: 14, message: 'Expected ":" after "b".' });
    expect(parseJson('{"a": 1')).toMatchObject({
      ok: false,
      message: 'Expected "," or "}" after a property.',
    });
  });
});

describe('validateBody', () => {
  it('finds nothing wrong in a body that follows the schema, or in an empty one', () => {
    expect(messages('{"service": "signals", "metricName": "vss.speed", "coolDownPeriod": 300}')).toEqual([]);
    expect(messages('  ')).toEqual([]);
  });

  it('marks missing required properties on the opening brace, naming them', () => {
    expect(messages('{"service": "events"}')).toEqual([
      'error { The body: missing required properties "metricName", "coolDownPeriod".',
    ]);
  });

  it('marks a value of the wrong type, an enum value that is not allowed and a bound that is crossed', () => {
    expect(
      messages(
        '{"service": "webhook", "metricName": 5, "coolDownPeriod": 1.5, "enabled": "yes", "tags": [{"name": 1}]}',
      ),
    ).toEqual([
      'error "webhook" service: must be one of "signals", "events".',
      'error 5 metricName: expected a string, got an integer.',
      'error 1.5 coolDownPeriod: expected an integer, got a number.',
      'error "yes" enabled: expected true or false, got a string.',
      'error 1 tags[0].name: expected a string, got an integer.',
    ]);
    expect(messages('{"service": "signals", "metricName": "x", "coolDownPeriod": -1}')).toEqual([
      'error -1 coolDownPeriod: must be at least 0.',
    ]);
  });

  it('warns about a property the operation does not describe, and refuses one where the schema forbids others', () => {
    expect(messages('{"service": "signals", "metricName": "x", "coolDownPeriod": 1, "colour": 1}')).toEqual([
      'warning "colour" colour: not a property this operation describes; it takes "service", "metricName", "coolDownPeriod", "status", "enabled", "tags".',
    ]);
    const closed: JsonSchema = { type: 'object', properties: { a: {} }, additionalProperties: false };
    expect(messages('{"b": 1}', closed)).toEqual(['error "b" b: not a property of the body; it takes "a".']);
    const map: JsonSchema = { type: 'object', additionalProperties: { type: 'string' } };
    expect(messages('{"any": "x", "other": 2}', map)).toEqual([
      'error 2 other: expected a string, got an integer.',
    ]);
  });

  it('merges allOf parts and accepts a value matching one of anyOf', () => {
    const merged: JsonSchema = {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'integer' } }, required: ['b'] },
      ],
    };
    expect(messages('{"a": "x"}', merged)).toEqual(['error { The body: missing required property "b".']);
    const either: JsonSchema = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(messages('3', either)).toEqual([]);
    expect(messages('true', either)).toEqual(['error true The body: expected a string, got true.']);
  });

  it('reports a syntax error alone, with line and column, without quoting the text', () => {
    const text = '{\n  "verificationToken": "s3cret-value"\n  "x": 1\n}';
    const problems = validateBody(text, WEBHOOK);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe(
      'Not valid JSON (line 3, column 3): Expected "," or "}" after a property.',
    );
    expect(problems[0]!.message).not.toContain('s3cret');
  });
});

describe('completionContext', () => {
  it('knows a property name is being written after { and after a comma', () => {
    expect(at('{|')).toMatchObject({ at: 'key', path: [], present: [] });
    expect(at('{"service": "signals", |}')).toMatchObject({ at: 'key', path: [], present: ['service'] });
    expect(at('{"tags": [{"name": "a"}, {|}]}')).toMatchObject({ at: 'key', path: ['tags', 1] });
  });

  it('replaces a partly typed name up to its closing quote, and knows whether a colon follows', () => {
    const text = '{"serv|ice": 1}';
    expect(at(text)).toMatchObject({ at: 'key', from: 2, to: 10, quoted: true, colonAfter: true });
    expect(at('{"me|"}')).toMatchObject({ at: 'key', from: 2, to: 5, quoted: true, colonAfter: false });
  });

  it('knows a value is being written after a colon, and for which property', () => {
    expect(at('{"service": |')).toMatchObject({ at: 'value', path: ['service'], quoted: false });
    expect(at('{"service": "si|"}')).toMatchObject({ at: 'value', path: ['service'], from: 13, to: 16 });
    expect(at('|')).toMatchObject({ at: 'value', path: [] });
  });

  it('offers nothing where only punctuation can follow', () => {
    expect(at('{"service"|')).toBeUndefined();
    expect(at('{"service": "signals" |')).toBeUndefined();
    expect(at('{} |')).toBeUndefined();
  });
});

describe('completionsAt', () => {
  it('offers the property names not yet written, required first, with type and description', () => {
    const offered = completionsAt(WEBHOOK, at('{"metricName": "x", |')!);
    expect(offered.map((c) => c.label)).toEqual(['service', 'coolDownPeriod', 'status', 'enabled', 'tags']);
    expect(offered[0]).toMatchObject({
      insert: '"service": ',
      detail: '"signals" | "events" · required',
      info: 'What the webhook watches.',
      hasChoices: true,
    });
  });

  it('completes a quoted name with its closing quote only, and no second colon', () => {
    const [first] = completionsAt(WEBHOOK, at('{"serv|": 1}')!);
    expect(first).toMatchObject({ label: 'service', insert: 'service"' });
  });

  it('offers enum values, booleans and examples for a value', () => {
    expect(completionsAt(WEBHOOK, at('{"service": |')!).map((c) => c.insert)).toEqual([
      '"signals"',
      '"events"',
    ]);
    expect(completionsAt(WEBHOOK, at('{"service": "|"}')!).map((c) => c.insert)).toEqual([
      'signals"',
      'events"',
    ]);
    expect(completionsAt(WEBHOOK, at('{"enabled": |')!).map((c) => c.insert)).toEqual(['true', 'false']);
    expect(completionsAt(WEBHOOK, at('{"coolDownPeriod": |')!).map((c) => c.insert)).toEqual(['300']);
    expect(completionsAt(WEBHOOK, at('{"tags": [{|')!).map((c) => c.label)).toEqual(['name']);
  });

  it('follows the schema to a nested property and gives up where it says nothing', () => {
    expect(schemaAt(WEBHOOK, ['tags', 0, 'name'])).toEqual({ type: 'string' });
    expect(schemaAt(WEBHOOK, ['nothing', 'here'])).toBeUndefined();
  });
});

describe('startingBody', () => {
  it('is the example when the operation has one, else the required properties with their examples', () => {
    expect(startingBody(WEBHOOK, { service: 'events' })).toBe('{\n  "service": "events"\n}');
    expect(JSON.parse(startingBody(WEBHOOK, undefined))).toEqual({
      service: 'signals',
      metricName: 'vss.speed',
      coolDownPeriod: 300,
    });
    expect(startingBody({ type: 'object', properties: { t: { type: 'string' } } }, undefined)).toBe('{}');
  });
});

describe('patternRegExp', () => {
  it('reads a pattern as a Unicode RegExp', () => {
    expect(patternRegExp('^[0-9]+$')?.test('123')).toBe(true);
    expect(patternRegExp('^[0-9]+$')?.test('12a')).toBe(false);
    expect(patternRegExp('^\\p{L}+$')?.test('Élan')).toBe(true);
  });

  it('gives no RegExp for a pattern JavaScript cannot read, so input is not judged by it', () => {
    expect(patternRegExp('(')).toBeUndefined();
    expect(patternRegExp('[z-a]')).toBeUndefined();
  });
});
