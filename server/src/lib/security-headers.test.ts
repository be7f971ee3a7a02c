import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { expect, test } from 'vitest';
import { asApiAnswer, PAGE_ONLY_HEADERS, rendersAsPage } from './security-headers.ts';

test('a document is HTML or XHTML, whatever its parameters; JSON, scripts, files and no type are not', () => {
  for (const type of ['text/html', 'text/html; charset=utf-8', 'TEXT/HTML;charset=UTF-8', 'application/xhtml+xml']) {
    expect(rendersAsPage(type), type).toBe(true);
  }
  for (const type of [
    'application/json; charset=utf-8',
    'application/javascript',
    'text/event-stream; charset=utf-8',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/htmlx',
    undefined,
    '',
  ]) {
    expect(rendersAsPage(type), String(type)).toBe(false);
  }
});

test("an API answer keeps nosniff, CORP and HSTS as helmet wrote them, and trades the page's set for the API's", () => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  for (const name of PAGE_ONLY_HEADERS) res.setHeader(name, 'page');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cross-origin-resource-policy', 'same-origin');
  res.setHeader('x-request-id', 'probe-0001');
  asApiAnswer(res);
  expect(res.getHeaders()).toEqual({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'page',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'x-request-id': 'probe-0001',
  });
});
