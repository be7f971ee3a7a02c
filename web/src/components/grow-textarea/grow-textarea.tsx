import { InputBase, type InputBaseProps, type ElementProps } from '@mantine/core';

type GrowTextareaProps = InputBaseProps &
  Omit<ElementProps<'textarea', 'size'>, 'rows' | 'style'> & {
    /** Rows shown however short the text (2 unless told). */
    minRows?: number;
    /** Rows it grows to at most before it scrolls (no limit unless told). */
    maxRows?: number;
  };

/**
 * A text area that grows with its text, sized by the browser itself (CSS `field-sizing: content`). Mantine's
 * `autosize` measures the field with a copy of its computed styles on every mount and resize: a forced style and
 * layout pass of the whole page, about 0.2 s of a slow phone's CPU on the store settings' first view
 * (docs/performance.md). A browser without `field-sizing` shows `minRows` rows and scrolls the rest.
 *
 * Mantine's own input with a `<textarea>`, as its `Textarea` draws one without `autosize` (same classes): its module
 * carries the measuring code into the main frame's file even when unused (about 1.4 KB brotli).
 */
export function GrowTextarea({ minRows = 2, maxRows, ...props }: GrowTextareaProps) {
  // The rows' height plus the field's own padding and border, as Mantine's input has them.
  const rows = (count: number) => `calc(${count}lh + 2 * var(--input-padding-y, 0rem) + 2px)`;
  return (
    <InputBase
      component="textarea"
      rows={minRows}
      {...props}
      multiline
      __staticSelector="Textarea"
      styles={{
        input: {
          fieldSizing: 'content',
          minBlockSize: rows(minRows),
          maxBlockSize: maxRows ? rows(maxRows) : undefined,
        },
      }}
    />
  );
}
