import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { useEffect } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from '../../lib/i18n';

export interface RichTextEditorProps {
  /** The accessible name of the editable area, also shown as its label. */
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  minHeight?: number;
  id?: string;
  /** Marks the label with an asterisk. */
  withAsterisk?: boolean;
}

/**
 * The editor keeps an empty paragraph after a heading or list so one can type below it; that one,
 * and an editor holding nothing but it, are not part of the text.
 */
const normalize = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/**
 * The portal's rich-text editor (legal notes, the main contract): Mantine's toolbar on tiptap with
 * bold, italic, underline, strike, H2/H3, lists, quote, link, clear formatting, undo and redo.
 * Controlled: `value` is an HTML string, the server sanitizes whatever is saved.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  minHeight = 220,
  id,
  withAsterisk,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    // StarterKit brings its own link extension; ours is configured here instead.
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto', 'tel'] }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      onChange(normalize(e.getHTML()));
    },
  });

  // A new value from outside (another note opened, a reset) replaces the content; our own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (normalize(value) !== normalize(editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    strikeControlLabel: t('richText.strike'),
    h2ControlLabel: t('richText.heading2'),
    h3ControlLabel: t('richText.heading3'),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    blockquoteControlLabel: t('richText.blockquote'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    clearFormattingControlLabel: t('richText.clearFormatting'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
    linkEditorInputLabel: t('richText.linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('richText.linkNewTab'),
    linkEditorInternalLink: t('richText.linkSameTab'),
    linkEditorSave: t('common.save'),
  };

  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk} labelProps={{ component: 'span' }}>
      <MantineEditor editor={editor} labels={labels} mt={4}>
        <MantineEditor.Toolbar sticky stickyOffset={0}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
    </Input.Wrapper>
  );
}
