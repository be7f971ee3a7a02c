import type { Plugin } from 'vite';

/**
 * Starts fetching the default interface language's texts with the page (a preload in index.html) instead of after
 * the main script has loaded and run: the texts are on the critical path of the first paint. Users who chose
 * English fetch their file as before; the Turkish one is then a cheap revalidated copy.
 */
export function preloadLanguage(language = 'tr'): Plugin {
  return {
    name: 'sofra:preload-language',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `${ctx.server?.config.base ?? '/'}assets/i18n/${language}.json`,
            as: 'fetch',
            crossorigin: 'anonymous',
          },
          injectTo: 'head',
        },
      ],
    },
  };
}
