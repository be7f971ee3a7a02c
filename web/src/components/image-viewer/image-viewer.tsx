import '@mantine/core/styles/Image.css';
import { useState, type MouseEvent } from 'react';
import { ActionIcon, Box, Button, Image, Modal, Stack } from '@mantine/core';
import { IconArrowsMaximize, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { IMAGE_VIEWER_SIZE } from '@sofra/contracts/core/constants';
import { downloadUrl } from '../../lib/download';
import { useAction } from '../../lib/use-action';

export interface ImageViewerProps {
  /** The picture's URL (`/api/file/{id}`: always a JPEG). */
  src: string;
  /** What the picture shows; also the title of the larger view. */
  alt: string;
  /** The thumbnail's width in pixels (spec section 9: 250); it keeps the picture's own shape (a banner is 3:1). */
  size?: number;
  /** The name the Download button saves the file under (default: the file id with .jpg). */
  fileName?: string;
}

const defaultFileName = (src: string) => `${src.split('/').filter(Boolean).at(-1) ?? 'image'}.jpg`;

/**
 * Saves the picture under `name`. The file service names its answers `{id}.jpg` (content-disposition),
 * and a browser prefers that header to the link's download attribute, so the bytes go through a blob URL.
 */
const saveAs = async (src: string, name: string) => {
  const res = await fetch(src);
  if (!res.ok) throw new Error(`GET ${src}: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  try {
    downloadUrl(url, name);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};

/**
 * The shared image viewer (spec section 3): a thumbnail in the picture's own shape that opens a larger view, and a
 * Download button.
 */
export function ImageViewer({ src, alt, size = IMAGE_VIEWER_SIZE, fileName }: ImageViewerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const name = fileName ?? defaultFileName(src);

  const { run: download, isPending: saving } = useAction(async () => {
    try {
      await saveAs(src, name);
    } catch {
      notify('danger', t('errors.problemTryLater'), { title: t('errors.opss') });
    }
  });

  return (
    <Stack gap="xs" w={size} maw="100%">
      {/* A click on the picture opens the larger view; the Enlarge button is the way for the keyboard. */}
      <Box pos="relative" w={size} maw="100%">
        <Image
          src={src}
          alt={alt}
          w={size}
          maw="100%"
          h="auto"
          radius="md"
          style={{ cursor: 'zoom-in' }}
          onClick={() => setOpened(true)}
        />
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          variant="white"
          color="dark"
          onClick={() => setOpened(true)}
          aria-label={t('images.viewer.enlarge', { name: alt })}
        >
          <IconArrowsMaximize size={16} aria-hidden />
        </ActionIcon>
      </Box>
      <Button
        component="a"
        href={src}
        download={name}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          void download();
        }}
        loading={saving}
        aria-label={t('images.viewer.downloadNamed', { name: alt })}
        variant="default"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {t('images.viewer.download')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={alt}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {/* At its stored size (a 400 px logo, a 1200 px banner), never wider than the window. */}
        <Image src={src} alt={alt} w="auto" maw="100%" radius="md" />
      </Modal>
    </Stack>
  );
}
