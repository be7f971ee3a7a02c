import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps the formatting of the rich-text editor', () => {
    const html =
      '<h2>Başlık</h2><p><strong>kalın</strong> <em>italik</em> <u>alt</u> <s>üstü çizili</s></p><ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote><p>alıntı</p></blockquote>';
    expect(safeHtml(html)).toBe(html);
  });

  it('keeps tables with their spans, code and the other tags the server allows', () => {
    const html =
      '<h1>a</h1><h3>b</h3><h4>c</h4><p><b>d</b><i>e</i><span>f</span><br><code>g</code></p><hr><pre>h</pre>' +
      '<table><thead><tr><th colspan="2">i</th></tr></thead><tbody><tr><td rowspan="2">j</td><td>k</td></tr></tbody></table>';
    expect(safeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and styles but keeps the text', () => {
    const out = safeHtml(
      '<p onclick="alert(1)" style="color:red">metin<script>alert(1)</script></p><img src=x onerror=alert(1)><div>kutu</div>',
    );
    expect(out).toBe('<p>metin</p>kutu');
  });

  it('drops iframes, style sheets, SVG, forms and their content; unwraps other tags', () => {
    const out = safeHtml(
      '<iframe src="https://evil.example">i</iframe><style>p{color:red}</style><svg><script>alert(1)</script></svg>' +
        '<object data="x">o</object><textarea>t</textarea><select><option>s</option></select><!-- c -->' +
        '<form action="https://evil.example"><input name="q"><button>gönder</button></form><font color="red">yazı</font>',
    );
    expect(out).toBe('gönderyazı');
  });

  it("keeps only each tag's own attributes: no ids, classes, data or aria attributes, no spans outside cells", () => {
    expect(
      safeHtml(
        '<p id="x" class="y" data-x="1" aria-label="z" title="t">a</p><span href="https://a.b" colspan="2">b</span>' +
          '<a href="https://a.b" colspan="2" style="x" target="_blank">c</a>',
      ),
    ).toBe('<p>a</p><span>b</span><a href="https://a.b" target="_blank" rel="noopener noreferrer nofollow">c</a>');
  });

  it('keeps http(s), mailto and tel links and removes javascript: ones', () => {
    expect(safeHtml('<a href="https://sofra.app">site</a>')).toBe(
      '<a href="https://sofra.app" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(safeHtml('<a href="mailto:a@b.co">posta</a>')).toContain('href="mailto:a@b.co"');
    expect(safeHtml('<a href="tel:+905321234567">ara</a>')).toContain('href="tel:+905321234567"');
    const bad = safeHtml(
      '<a href="javascript:alert(1)">x</a><a href=" java\tscript:alert(1)">y</a><a href="data:text/html,hi">z</a>' +
        '<a href="JaVaScRiPt&colon;alert(1)">w</a><a href="vbscript:x">v</a>',
    );
    expect(bad).not.toMatch(/href/);
    expect(bad).toContain('x');
  });

  it('as the server: a relative link stays, a protocol-relative one (another host) loses its address', () => {
    expect(safeHtml('<a href="/legal-notes/view/kvkk">metin</a>')).toContain('href="/legal-notes/view/kvkk"');
    expect(safeHtml('<a href="#madde-2">madde</a>')).toContain('href="#madde-2"');
    expect(safeHtml('<a href="//evil.example">a</a><a href="/\\evil.example">b</a>')).not.toMatch(/href/);
    // Any rel a link came with becomes ours.
    expect(safeHtml('<a href="https://a.b" rel="opener">c</a>')).toBe(
      '<a href="https://a.b" rel="noopener noreferrer nofollow">c</a>',
    );
  });

  it('mutation XSS: markup that reparses into a script or a handler comes out inert', () => {
    const vectors = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ];
    for (const vector of vectors) {
      const out = safeHtml(vector);
      // Rendered again, as the page does, nothing carries a handler or an image.
      const again = new DOMParser().parseFromString(`<body>${out}</body>`, 'text/html').body;
      expect(again.querySelector('img, script, style, svg, math, [onerror]')).toBeNull();
    }
  });
});
