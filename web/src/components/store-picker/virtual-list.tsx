import { useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';

interface VirtualListProps<T> {
  items: T[];
  rowHeight: number;
  /** Largest height of the list; shorter lists take only what they need. */
  maxHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  label: string;
}

const OVERSCAN = 4;

/** Renders only the rows in view, so an owner with hundreds of stores scrolls smoothly. */
export function VirtualList<T>({ items, rowHeight, maxHeight, getKey, renderRow, label }: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const height = Math.min(maxHeight, items.length * rowHeight);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);

  return (
    <Box
      role="list"
      aria-label={label}
      h={height}
      style={{ overflowY: 'auto', position: 'relative' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <Box h={items.length * rowHeight} pos="relative">
        {items.slice(first, last).map((item, i) => (
          <Box
            role="listitem"
            key={getKey(item)}
            pos="absolute"
            top={(first + i) * rowHeight}
            left={0}
            right={0}
            h={rowHeight}
          >
            {renderRow(item)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
