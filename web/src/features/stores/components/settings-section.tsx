import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the store settings form, a region named by its title. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
