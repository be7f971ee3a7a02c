import { Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * One titled part of the store settings form, a region named by its title. With an `id`, an address ending in `#id`
 * (the dashboard's setup checklist links to the hours and the features) scrolls it into view once it is drawn.
 */
export function SettingsSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (id && window.location.hash === `#${id}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [id]);
  return (
    <Paper component="section" ref={ref} id={id} aria-label={title} withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
