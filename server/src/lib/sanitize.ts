import sanitizeHtml from 'sanitize-html';
import { richText } from '@sofra/contracts/core/rich-text';

/**
 * The HTML a rich-text editor produces, and nothing that runs: no scripts, no event handlers, no styles,
 * links only to http(s), mailto and tel. Applied when a text is saved and again when it is shown.
 */
export const sanitizeRichText = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: richText.tags,
    allowedAttributes: richText.attributes,
    allowedSchemes: richText.schemes,
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: richText.linkRel }) },
  });

/**
 * A plain-text field (a caption, a title): no markup at all. Tags go (with the content of script and style), entities
 * read as the characters they stand for, and `<` and `>` are dropped, so the text cannot become markup even where a
 * client puts it into HTML unescaped. Whitespace runs become one space. Applied on save and again on display.
 */
export const plainText = (text: string): string =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    // sanitize-html answers escaped text; read its escapes back, dropping the angle brackets.
    .replace(/&lt;|&gt;|[<>]/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
