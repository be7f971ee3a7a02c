import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Button, Image, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { errorText } from '../../../lib/error-text';
import { deliveryQrQuery, menuQrQuery } from '../api/store-qr-api';

/** A store name as a file name: 'Moda Kahve Evi' → 'moda-kahve-evi'. */
export const fileSlug = (name: string) =>
  name
    .toLocaleLowerCase('tr')
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'store';

type QrQuery = UseQueryOptions<
  { url: string; image: string },
  Error,
  { url: string; image: string },
  readonly unknown[]
>;

function QrTile({
  title,
  query,
  fileName,
  enabled,
}: {
  title: string;
  query: QrQuery;
  fileName: string;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const q = useQuery({ ...query, enabled });
  return (
    <Stack component="section" aria-label={title} gap="xs" align="flex-start">
      <Text fw={600}>{title}</Text>
      {q.isPending && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      {q.isError && (
        <Text c="red" size="sm">
          {errorText(q.error)}
        </Text>
      )}
      {q.data && (
        <>
          <Image
            src={q.data.image}
            alt={title}
            w={160}
            h={160}
            fit="contain"
            radius="sm"
            bd="1px solid var(--mantine-color-gray-3)"
          />
          <Anchor href={q.data.url} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
            {q.data.url}
          </Anchor>
          <Button
            component="a"
            href={q.data.image}
            download={fileName}
            variant="light"
            size="xs"
            leftSection={<IconDownload size={16} />}
          >
            {t('storeSettings.qrDownload')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/**
 * The store's delivery QR and web menu QR: shown small, with the address each encodes, downloadable as PNG.
 * `enabled` holds them back until the form's own look-ups have answered: drawing a 1024 px PNG is the
 * slowest call of the page.
 */
export function StoreQrCard({
  storeId,
  storeName,
  enabled = true,
}: {
  storeId: string;
  storeName: string;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const slug = fileSlug(storeName);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('storeSettings.qrCodes')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <QrTile
          title={t('storeSettings.deliveryQr')}
          query={deliveryQrQuery(storeId) as QrQuery}
          fileName={`${slug}-delivery-qr.png`}
          enabled={enabled}
        />
        <QrTile
          title={t('storeSettings.menuQr')}
          query={menuQrQuery(storeId) as QrQuery}
          fileName={`${slug}-menu-qr.png`}
          enabled={enabled}
        />
      </SimpleGrid>
    </Paper>
  );
}
