/** Rich text with no words in it (e.g. '<p></p>' or only line breaks) counts as empty. */
export const isBlankHtml = (html: string) =>
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
