import { useId } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { IMAGE_VIEWER_SIZE } from '@sofra/contracts/core/constants';
import { confirmAction } from '../../../components/confirm/confirm';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { ImageViewer } from '../../../components/image-viewer/image-viewer';
import { notify } from '../../../lib/notify';
import { logoQuery, refreshImages, useDeleteImage } from '../api/store-images-api';

/**
 * The store logo: view and download it, replace it with an upload, delete it after a confirmation. The screen's
 * frame (StorePage) waits for the logo's first answer; this section reads it from the cache.
 */
export function LogoSection({ storeId, fileStem }: { storeId: string; fileStem: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const logo = useQuery(logoQuery(storeId));
  const remove = useDeleteImage(storeId, 'store');

  const askDelete = () =>
    confirmAction({
      title: t('images.logo.deleteTitle'),
      message: t('images.deleteText'),
      confirmLabel: t('images.delete'),
      danger: true,
      onConfirm: () => remove.mutateAsync(storeId, { onSuccess: () => notify('success', t('images.deleted')) }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('images.logo.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('images.logo.about')}
          </Text>
        </div>
        <Group align="flex-start" gap="xl">
          {logo.data ? (
            <Stack gap="xs">
              <ImageViewer src={logo.data.url} alt={t('images.logo.alt')} fileName={`${fileStem}-logo.jpg`} />
              <Button
                variant="light"
                color="red"
                size="xs"
                w={IMAGE_VIEWER_SIZE}
                maw="100%"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={remove.isPending}
                onClick={() => void askDelete()}
              >
                {t('images.logo.delete')}
              </Button>
            </Stack>
          ) : (
            <Text c="dimmed">{t('images.logo.empty')}</Text>
          )}
          <Stack style={{ flex: '1 1 280px' }} maw="100%">
            <ImageUploader
              title={logo.data ? t('images.logo.replace') : t('images.logo.upload')}
              itemType="store"
              storeId={storeId}
              onUploaded={() => void refreshImages(storeId, 'store')}
            />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
