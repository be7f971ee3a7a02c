import '@mantine/core/styles/Image.css';
import { useState } from 'react';
import { Button, Image, Modal, Stack, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZE, IMAGE_VIEWER_SIZE } from '@sofra/contracts/core/constants';

export interface ImageViewerProps {
  /** The picture's URL (`/api/file/{id}`: always a JPEG). */
  src: string;
  /** What the picture shows; also the title of the larger view. */
  alt: string;
  /** The side of the square thumbnail in pixels (spec section 9: 250). */
  size?: number;
  /** The name the Download button saves the file under (default: the file id with .jpg). */
  fileName?: string;
}

const defaultFileName = (src: string) => `${src.split('/').filter(Boolean).at(-1) ?? 'image'}.jpg`;

/** The shared image viewer (spec section 3): a thumbnail that opens a larger view, and a Download button. */
export function ImageViewer({ src, alt, size = IMAGE_VIEWER_SIZE, fileName }: ImageViewerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);

  return (
    <Stack gap="xs" w={size} maw="100%">
      <UnstyledButton onClick={() => setOpened(true)} aria-label={t('images.viewer.enlarge', { name: alt })} w={size} maw="100%">
        <Image src={src} alt={alt} w={size} maw="100%" h="auto" radius="md" fit="cover" style={{ aspectRatio: '1' }} />
      </UnstyledButton>
      <Button
        component="a"
        href={src}
        download={fileName ?? defaultFileName(src)}
        aria-label={t('images.viewer.downloadNamed', { name: alt })}
        variant="default"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {t('images.viewer.download')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={alt} size="auto" centered>
        <Image src={src} alt={alt} w={IMAGE_SIZE} maw="100%" radius="md" />
      </Modal>
    </Stack>
  );
}
