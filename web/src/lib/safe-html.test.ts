import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps the formatting of the rich-text editor', () => {
    const html =
      '<h2>Başlık</h2><p><strong>kalın</strong> <em>italik</em> <u>alt</u> <s>üstü çizili</s></p><ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote><p>alıntı</p></blockquote>';
    expect(safeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and styles but keeps the text', () => {
    const out = safeHtml(
      '<p onclick="alert(1)" style="color:red">metin<script>alert(1)</script></p><img src=x onerror=alert(1)><div>kutu</div>',
    );
    expect(out).toBe('<p>metin</p>kutu');
  });

  it('keeps http(s), mailto and tel links and removes javascript: ones', () => {
    expect(safeHtml('<a href="https://sofra.app">site</a>')).toBe(
      '<a href="https://sofra.app" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(safeHtml('<a href="mailto:a@b.co">posta</a>')).toContain('href="mailto:a@b.co"');
    const bad = safeHtml(
      '<a href="javascript:alert(1)">x</a><a href=" java\tscript:alert(1)">y</a><a href="data:text/html,hi">z</a>',
    );
    expect(bad).not.toMatch(/href/);
    expect(bad).toContain('x');
  });
});
