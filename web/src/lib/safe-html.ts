/**
 * A second line behind the server's sanitizer (server/src/lib/sanitize.ts) for rich text the portal
 * renders as HTML: the same tag allowlist, only href/target/rel on links and colspan/rowspan on cells,
 * and links only to http(s), mailto and tel. Anything else is unwrapped (its text stays) or dropped
 * (script, style and similar with their content). Parsing with DOMParser runs no script and loads nothing.
 */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'H1',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'A',
  'BLOCKQUOTE',
  'HR',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'SPAN',
  'CODE',
  'PRE',
]);
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'NOSCRIPT',
  'TEMPLATE',
  'TEXTAREA',
  'SELECT',
  'SVG',
  'MATH',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  A: ['href', 'target', 'rel'],
  TH: ['colspan', 'rowspan'],
  TD: ['colspan', 'rowspan'],
};
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

const clean = (parent: Node) => {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      el.remove();
      continue;
    }
    clean(el);
    if (!ALLOWED_TAGS.has(tag)) {
      el.replaceWith(...el.childNodes);
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const attr of [...el.attributes]) {
      if (!allowed.includes(attr.name.toLowerCase())) el.removeAttribute(attr.name);
    }
    if (tag === 'A') {
      // Control characters and spaces inside a scheme ("java\tscript:") are ignored by browsers.
      const href = (el.getAttribute('href') ?? '').replace(/[\u0000-\u0020]/g, '');
      if (!SAFE_HREF.test(href)) el.removeAttribute('href');
      el.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
};

export const safeHtml = (html: string): string => {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
};
