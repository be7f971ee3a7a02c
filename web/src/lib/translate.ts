/**
 * The one translator of the portal (lib/i18n.ts, its texts loaded from files) and the guest web menu (guest/texts.ts,
 * its own small set, rendered on the server too): a key is a dotted path into a language's texts; with `count`, its
 * plural form first (`key_one`, `key_other`… by the language's plural rules, as i18next); `{{name}}` placeholders
 * take the options of the same name. Pure: no files, no DOM.
 */

export type Texts = Record<string, unknown>;

/** What a text's `{{name}}` placeholders take; `count` also picks the plural form, `defaultValue` stands in for a missing key. */
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };

/** Translates a key: a dotted path into the language's file; with `count`, its plural form (`_one`, `_other`). */
export type TFunction = (key: string, options?: TOptions) => string;

export const lookUp = (texts: Texts | undefined, key: string): unknown => {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Texts)[part];
  }
  return node;
};

export const interpolate = (text: string, options: TOptions | undefined): string =>
  options
    ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
        name in options && options[name] !== undefined ? String(options[name]) : whole,
      )
    : text;

/**
 * A language's `t` over the texts `textsOf` gives at each call (they may arrive later); `missing` hears of a key not
 * found in them, which then shows as its `defaultValue`, else the key itself.
 */
export const translator = (
  language: string,
  textsOf: () => Texts | undefined,
  missing?: (texts: Texts | undefined) => void,
): TFunction => {
  const rules = new Intl.PluralRules(language);
  return (key, options) => {
    const texts = textsOf();
    let found: unknown;
    if (typeof options?.count === 'number') found = lookUp(texts, `${key}_${rules.select(options.count)}`);
    found ??= lookUp(texts, key);
    if (typeof found !== 'string') missing?.(texts);
    return interpolate(typeof found === 'string' ? found : (options?.defaultValue ?? key), options);
  };
};
