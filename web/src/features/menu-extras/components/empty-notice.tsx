import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a screen shows while it has nothing to list: what it is for, and the one button that starts it. */
export function EmptyNotice({ title, hint, action }: { title: string; hint: string; action?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
