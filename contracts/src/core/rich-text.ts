/**
 * What stored rich text may hold (docs/security.md, Stored HTML): one allow-list for the server's sanitizer
 * (sanitize-html, on save and on display) and the portal's (DOMPurify, before rendering), so the two cannot drift.
 */
export const richText = {
  tags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'code',
    'pre',
  ],
  /** The attributes each tag may keep; no other tag keeps any. */
  attributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] } as Record<
    string,
    string[]
  >,
  /** Link schemes; an address without a scheme is allowed unless protocol-relative (`//host`). */
  schemes: ['http', 'https', 'mailto', 'tel'],
  /** Every link's rel, whatever it said. */
  linkRel: 'noopener noreferrer nofollow',
};
