import type { ReactNode } from 'react';
import { Box, Center, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { setLanguage, uiLanguages, type UiLanguage } from '../../../lib/i18n';
import { useReadyMark } from '../../../lib/ready';

/** The frame of the login and register screens, with the language dropdown (spec section 2). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useReadyMark('screen');
  const { t, i18n } = useTranslation();
  return (
    <Box component="main" mih="100dvh" bg="gray.0" p="md">
      <Group justify="flex-end">
        {/* A native select: the phone's own picker, and no popover code on the sign-in page. */}
        <NativeSelect
          aria-label={t('common.language')}
          w={140}
          size="xs"
          data={uiLanguages.map((l) => ({ value: l.code, label: l.label }))}
          value={i18n.language}
          onChange={(e) => void setLanguage(e.currentTarget.value as UiLanguage)}
        />
      </Group>
      <Center mih="calc(100dvh - 80px)">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Text fw={800} c="orange.8" size="xl">
                Sofra
              </Text>
              <Title order={1} size="h3">
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
