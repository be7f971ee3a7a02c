import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ONE_LINE_PATTERN, ZGsm, ZId, ZMultiline, ZNote, ZString, ZText } from './core/schemas.ts';
import { allCalls } from './index.ts';
import { ZDeleteImage, ZSaveImageFields, ZUploadFileHeaders } from './media/media.calls.ts';

/** What clients send besides call bodies: the multipart fields and headers of the upload routes. */
const otherInputs: Record<string, z.ZodType> = {
  'image/saveImage fields': ZSaveImageFields,
  'image/deleteImage body': ZDeleteImage,
  'file/uploadFile headers': ZUploadFileHeaders,
};

const inputs: [string, z.ZodType][] = [
  ...Object.values(allCalls).map((call): [string, z.ZodType] => [call.path, call.input]),
  ...Object.entries(otherInputs),
];

type Node = Record<string, unknown>;

/** Every node of a JSON Schema that takes a string, with its path. */
const stringNodes = (node: unknown, path: string, out: [string, Node][] = []): [string, Node][] => {
  if (Array.isArray(node)) node.forEach((child, i) => stringNodes(child, `${path}[${i}]`, out));
  else if (node && typeof node === 'object') {
    const n = node as Node;
    const types = [n.type].flat();
    if (types.includes('string') && n.enum === undefined && n.const === undefined) out.push([path, n]);
    for (const [key, child] of Object.entries(n))
      if (typeof child === 'object') stringNodes(child, `${path}.${key}`, out);
  }
  return out;
};

/** The patterns a string node must match (its own and those under allOf). */
const patternsOf = (node: Node): RegExp[] =>
  [node.pattern, ...((node.allOf as Node[] | undefined) ?? []).map((p) => p.pattern)]
    .filter((p): p is string => typeof p === 'string')
    .map((p) => {
      try {
        return new RegExp(p, 'u');
      } catch {
        return new RegExp(p);
      }
    });

describe('every string a client sends refuses control characters', () => {
  const walked = inputs.map(([name, schema]) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return { name, nodes: stringNodes(json, name) };
  });

  test('the walk sees every call and a good share of string fields', () => {
    expect(walked.length).toBe(Object.keys(allCalls).length + Object.keys(otherInputs).length);
    expect(walked.flatMap((w) => w.nodes).length).toBeGreaterThan(80);
  });

  test.each(walked.map((w) => [w.name, w.nodes] as const))('%s', (_name, nodes) => {
    for (const [path, node] of nodes) {
      const patterns = patternsOf(node);
      // A bare z.string() has no pattern: build the field on ZString, ZText, ZNote or ZMultiline instead.
      expect(patterns.length, `${path} has no pattern; use ZString/ZText/ZNote`).toBeGreaterThan(0);
      for (const poison of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\ud800b']) {
        expect(
          patterns.some((p) => !p.test(poison)),
          `${path} takes ${JSON.stringify(poison)}`,
        ).toBe(true);
      }
    }
  });
});

describe('the base text types', () => {
  test('one-line text refuses every control character, line breaks included', () => {
    for (const schema of [ZString, ZId, ZText(), ZGsm]) {
      for (const bad of [
        'a\u0000b',
        'a\u0001b',
        'a\nb',
        'a\tb',
        'a\u001fb',
        'a\u007fb',
        'a\u0085b',
        'a\ud800b',
        'a\udc00b',
        'a\ufffeb',
        'a\uffffb',
      ]) {
        expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      }
    }
  });

  test('multi-line text takes tabs and line breaks, and refuses the other controls', () => {
    for (const schema of [ZMultiline, ZNote()]) {
      expect(schema.parse('bir\nsatır\r\n\tiki')).toBe('bir\nsatır\r\n\tiki');
      for (const bad of [
        'a\u0000b',
        'a\u000bb',
        'a\u000cb',
        'a\u001bb',
        'a\u007fb',
        'a\u009bb',
        'a\udfffb',
        'a\uffffb',
      ]) {
        expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      }
    }
  });

  test('letters of every script, emoji (surrogate pairs) and the edges are fine', () => {
    const text = 'Çiğdem Ğ ı İ ş — مطعم 餐厅 Ресторан 🍢👩‍🍳 \u00a0 \u200d';
    expect(ZString.parse(text)).toBe(text);
    expect(ZText().parse(` ${text} `)).toBe(text);
    // One-line text is trimmed before it is checked, so a pasted trailing line break is forgiven.
    expect(ZText().parse('Salon 1\n')).toBe('Salon 1');
    expect(ONE_LINE_PATTERN.test('x'.repeat(500_000))).toBe(true);
  });
});
