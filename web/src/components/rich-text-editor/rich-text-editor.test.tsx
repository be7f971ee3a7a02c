import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextEditor } from './rich-text-editor';

// ProseMirror scrolls the selection into view after a command; jsdom has no layout for ranges.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();

function Controlled({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Text"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Replaced from outside</p>')}>
        replace
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('is a labelled text box showing the HTML value, with a labelled toolbar', () => {
    renderWithProviders(<RichTextEditor label="Text" value="<p>Hello <strong>world</strong></p>" onChange={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Text' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.querySelector('strong')).toHaveTextContent('world');
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Remove link',
      'Clear formatting',
      'Undo',
      'Redo',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('reports an edit made with the toolbar as HTML and takes a new value from outside', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled initial="<p>Privacy</p>" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Text' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<h2>Privacy</h2>');
    expect(box.querySelector('h2')).toHaveTextContent('Privacy');

    onChange.mockClear();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'replace' }));
    });
    expect(box).toHaveTextContent('Replaced from outside');
    expect(box.querySelector('h2')).toBeNull();
    // Setting the value from outside is not reported back as an edit.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('undo takes the last edit back', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled initial="<p>x</p>" onChange={onChange} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<h2>x</h2>');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>x</p>');
  });
});
