import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { captchas } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { captchaLog: true } });
});
afterAll(async () => t.close());

/** The code of a captcha as the test-only log wrote it (CAPTCHA_LOG=true). */
const codeOf = (id: string): string => {
  const lines = readFileSync(join(t.config.dataDir, 'captcha-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const entry = lines.find((l) => l.id === id);
  if (!entry) throw new Error(`no captcha ${id} in the outbox`);
  return entry.code;
};

const newCaptcha = () => t.call(null, authCalls.createCaptcha, {});
const verify = (id: string, code: string) => t.raw(null, authCalls.verifyCaptcha, { id, code });
/** Differs from the code in its first character, whatever the case. */
const wrongCode = (code: string) => `${code[0]!.toLowerCase() === 'a' ? 'b' : 'a'}${code.slice(1)}`;

describe('CreateCaptcha', () => {
  test('answers an id, an SVG picture as a data URL and how long it lives', async () => {
    const captcha = await newCaptcha();
    expect(captcha).toEqual({
      id: expect.any(String),
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      expiresInSeconds: 300,
    });
    const svg = Buffer.from(captcha.image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toMatch(/<\/svg>$/);
  });

  test('the code never appears in the answer, only in the test log', async () => {
    const res = await t.raw(null, authCalls.createCaptcha, {});
    const { id, image } = res.json();
    const code = codeOf(id);
    expect(code).toHaveLength(5);
    expect(res.body).not.toContain(code);
    // Drawn as paths, not text: the decoded picture does not spell it either.
    expect(Buffer.from(image.split(',')[1], 'base64').toString('utf8')).not.toContain(code);
    const [row] = await (await t.db()).select().from(captchas).where(eq(captchas.id, id));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  test('each captcha is new', async () => {
    const [a, b] = [await newCaptcha(), await newCaptcha()];
    expect(a.id).not.toBe(b.id);
  });
});

describe('verifyCaptcha', () => {
  test('the right code → ok', async () => {
    const { id } = await newCaptcha();
    const res = await verify(id, codeOf(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'ok' });
  });

  test('a wrong code → 400 captcha_invalid', async () => {
    const { id } = await newCaptcha();
    const res = await verify(id, wrongCode(codeOf(id)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'captcha_invalid', desc: expect.any(String) });
  });

  test('one guess per captcha: the right code after a wrong one is refused', async () => {
    const { id } = await newCaptcha();
    const code = codeOf(id);
    expect((await verify(id, wrongCode(code))).json().code).toBe('captcha_invalid');
    const res = await verify(id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha_invalid');
  });

  test('the right code works once only', async () => {
    const { id } = await newCaptcha();
    const code = codeOf(id);
    expect((await verify(id, code)).statusCode).toBe(200);
    const again = await verify(id, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('captcha_invalid');
  });

  test('parallel right answers: only one is accepted', async () => {
    const { id } = await newCaptcha();
    const code = codeOf(id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(id, code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  test('an expired captcha → captcha_invalid', async () => {
    const { id } = await newCaptcha();
    await (
      await t.db()
    )
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, id));
    const res = await verify(id, codeOf(id));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha_invalid');
  });

  test('the code matches regardless of case and surrounding spaces', async () => {
    for (const change of [
      (c: string) => c.toUpperCase(),
      (c: string) => c.toLowerCase(),
      (c: string) => ` ${c.toUpperCase()} `,
    ]) {
      const { id } = await newCaptcha();
      const res = await verify(id, change(codeOf(id)));
      expect(res.json()).toEqual({ message: 'ok' });
    }
  });

  test('an unknown id → captcha_invalid', async () => {
    const res = await verify('0000000000-0000-0000-000000000000', 'abcde');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha_invalid');
  });

  test('a code of another captcha does not pass', async () => {
    const [a, b] = [await newCaptcha(), await newCaptcha()];
    const [codeA, codeB] = [codeOf(a.id), codeOf(b.id)];
    if (codeA.toLowerCase() !== codeB.toLowerCase())
      expect((await verify(b.id, codeA)).json().code).toBe('captcha_invalid');
  });

  test('a missing or empty code → validation_failed', async () => {
    const { id } = await newCaptcha();
    for (const body of [{ id }, { id, code: '' }, { code: 'abcde' }]) {
      const res = await t.raw(null, authCalls.verifyCaptcha, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    // The refused bodies did not use the captcha up.
    expect((await verify(id, codeOf(id))).json()).toEqual({ message: 'ok' });
  });
});

describe('without CAPTCHA_LOG', () => {
  test('no code is written anywhere', async () => {
    const plain = await buildTestApp({ config: { captchaLog: false } });
    try {
      await plain.call(null, authCalls.createCaptcha, {});
      expect(() => readFileSync(join(plain.config.dataDir, 'captcha-outbox.jsonl'))).toThrow(/ENOENT/);
    } finally {
      await plain.close();
    }
  });
});
