import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import type { RichTextEditorProps } from './rich-text-editor';

// tiptap and ProseMirror are about 145 KB gz: loaded only when an editor is opened, not with the list behind it.
const Editor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on first use. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center mih={props.minHeight ?? 220}>
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
