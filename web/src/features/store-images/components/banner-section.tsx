import { useId } from 'react';
import '@mantine/core/styles/Badge.css';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { Image } from '@sofra/contracts/media/media.calls';
import { confirmAction } from '../../../components/confirm/confirm';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { ImageViewer } from '../../../components/image-viewer/image-viewer';
import { notify } from '../../../lib/notify';
import { bannersQuery, refreshImages, useDeleteImage, useMoveBanner, type BannerType } from '../api/store-images-api';

const THUMB = 160;
const KEYS: Record<BannerType, string> = {
  'store-banner': 'storeBanners',
  'popup-banner': 'popupBanners',
  'menu-banner': 'menuBanners',
};

/**
 * One list of banners (store banners or popup banners): sorted by sequence, add, move up/down, delete. The screen's
 * frame (StorePage) waits for the list's first answer; this section reads it from the cache.
 */
export function BannerSection({
  storeId,
  itemType,
  fileStem,
}: {
  storeId: string;
  itemType: BannerType;
  fileStem: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const key = `images.${KEYS[itemType]}`;
  const banners = useQuery(bannersQuery(storeId, itemType));
  const remove = useDeleteImage(storeId, itemType);
  const reorder = useMoveBanner(storeId, itemType);
  const busy = remove.isPending || reorder.isPending;

  const move = (list: Image[], index: number, step: -1 | 1) => {
    const to = index + step;
    if (busy || to < 0 || to >= list.length) return;
    reorder.mutate({ banners: list, index, step });
  };

  const askDelete = (banner: Image, position: number) =>
    confirmAction({
      title: t(`${key}.deleteTitle`, { n: position }),
      message: t('images.deleteText'),
      confirmLabel: t('images.delete'),
      danger: true,
      onConfirm: () => remove.mutateAsync(banner.itemId, { onSuccess: () => notify('success', t('images.deleted')) }),
    });

  const list = banners.data ?? [];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t(`${key}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${key}.about`)}
          </Text>
        </div>

        {list.length === 0 ? (
          <Text c="dimmed">{t(`${key}.empty`)}</Text>
        ) : (
          <Box component="ol" aria-label={t(`${key}.title`)} m={0} p={0} style={{ listStyle: 'none' }}>
            <Stack gap="sm">
              {list.map((banner, index) => (
                <Box component="li" key={banner.id} aria-label={t(`${key}.item`, { n: index + 1 })}>
                  <Paper withBorder p="sm" radius="md">
                    <Group align="flex-start" gap="md">
                      <Badge variant="light" size="lg" circle aria-hidden>
                        {index + 1}
                      </Badge>
                      <ImageViewer
                        src={banner.url}
                        alt={t(`${key}.item`, { n: index + 1 })}
                        size={THUMB}
                        fileName={`${fileStem}-${itemType}-${index + 1}.jpg`}
                      />
                      <Stack gap="xs">
                        <Button
                          variant="default"
                          size="xs"
                          leftSection={<IconArrowUp size={16} aria-hidden />}
                          disabled={busy || index === 0}
                          onClick={() => move(list, index, -1)}
                        >
                          {t('images.moveUp')}
                        </Button>
                        <Button
                          variant="default"
                          size="xs"
                          leftSection={<IconArrowDown size={16} aria-hidden />}
                          disabled={busy || index === list.length - 1}
                          onClick={() => move(list, index, 1)}
                        >
                          {t('images.moveDown')}
                        </Button>
                        <Button
                          variant="light"
                          color="red"
                          size="xs"
                          leftSection={<IconTrash size={16} aria-hidden />}
                          disabled={busy}
                          onClick={() => void askDelete(banner, index + 1)}
                        >
                          {t('images.delete')}
                        </Button>
                      </Stack>
                    </Group>
                  </Paper>
                </Box>
              ))}
            </Stack>
          </Box>
        )}

        <ImageUploader
          title={t(`${key}.add`)}
          itemType={itemType}
          storeId={storeId}
          onUploaded={() => void refreshImages(storeId, itemType)}
        />
      </Stack>
    </Paper>
  );
}
