import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { richText } from '@sofra/contracts/core/rich-text';

/**
 * A second line behind the server's sanitizer (server/src/lib/sanitize.ts, sanitize-html) for rich text the portal
 * renders as HTML, with DOMPurify (docs/adr/0009-dompurify.md) set to the server's allowlist (`richText` in contracts/src/core/rich-text.ts): the same tags, only
 * href/target/rel on links and colspan/rowspan on table cells, links only to http(s), mailto and tel (or relative, never
 * protocol-relative), and every link `rel="noopener noreferrer nofollow"`. Other elements are unwrapped (their text
 * stays); script, style and the like go with their content.
 */
const { tags: TAGS, attributes: ATTRIBUTES, linkRel: LINK_REL } = richText;

/**
 * sanitize-html's `allowedSchemes` with `allowProtocolRelative: false`: an address with a scheme only if it is http(s),
 * mailto or tel; one without, unless it starts with two slashes (either way round), which browsers read as another host.
 * DOMPurify tests it with the spaces and control characters removed (`java\tscript:` is `javascript:`).
 */
const SAFE_URI = new RegExp(`^(?:(?:${richText.schemes.join('|')}):|(?![a-z][a-z0-9+.-]*:)(?![/\\\\]{2}))`, 'i');

const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Besides DOMPurify's own (script, style, iframe, svg, math, template, noscript...): form controls and plugins.
  ADD_FORBID_CONTENTS: ['object', 'embed', 'textarea', 'select', 'option'],
};

let purifier: DOMPurify | null = null;

/** The portal's own DOMPurify, made on first use (it needs the browser's window), with the per-tag rules as hooks. */
const purify = (): DOMPurify => {
  if (purifier) return purifier;
  const made = createDOMPurify(window);
  made.addHook('uponSanitizeAttribute', (node, data) => {
    if (!ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', LINK_REL);
  });
  return (purifier = made);
};

/** `html` with only the formatting the server allows: safe to render with `dangerouslySetInnerHTML`. */
export const safeHtml = (html: string): string => purify().sanitize(html, CONFIG);
