import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/dropzone/styles.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { IMAGE_SIZE } from '@sofra/contracts/core/constants';
import { imageShapes, type ImageCrop } from '@sofra/contracts/media/image-shapes';
import type { Image } from '@sofra/contracts/media/media.calls';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { errorText, isSessionError } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { uploadImage } from '../../lib/upload-image';
import { fullCrop, wholeCrop, type Size } from './crop';
import { CropStep } from './crop-step';

/** The kinds of picture the server takes (it checks the bytes too). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** The server's limit (server/src/platform/images/images.ts): a larger file is refused before it is sent. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Image uploader options of spec section 3: icon, title, subtitle, itemType (default store), itemId, imageSize (default 400). */
export interface ImageUploaderProps {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  itemType?: Image['itemType'];
  /** Absent: the store id for the logo, a new id for a banner (the server decides). */
  itemId?: string;
  /**
   * The side of the square the server keeps for a square kind (spec: 400), in pixels. Banners and popup banners keep
   * their own shape (`imageShapes`: 1200 × 400, 800 × 1000), and the crop step has that shape.
   */
  imageSize?: number;
  /** Default: the active store. */
  storeId?: string;
  onUploaded?: (image: Image) => void;
}

type Step =
  | { name: 'idle' }
  | {
      name: 'picked' | 'uploading';
      file: File;
      preview: string;
      /** Known once the browser has read the picture. */
      picture: Size | null;
      crop: ImageCrop | null;
    };

/**
 * The shared image uploader (spec sections 3, 5, 8): image files only, then pick → crop and confirm (a frame of the
 * stored shape over the picture, Cancel / Upload) → upload with the crop → 'Updated successfully' or 'Something went
 * wrong' with the reason.
 */
export function ImageUploader({
  title,
  subtitle,
  icon,
  itemType = 'store',
  itemId,
  imageSize = IMAGE_SIZE,
  storeId,
  onUploaded,
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const headingId = useId();
  const openRef = useRef<() => void>(null);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const target = storeId ?? activeStoreId;
  // A square kind is kept at imageSize; the others at their own shape.
  const kindShape = imageShapes[itemType];
  const shape = kindShape.width === kindShape.height ? { width: imageSize, height: imageSize } : kindShape;

  const preview = step.name === 'idle' ? null : step.preview;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRefusal(null);
    setStep({ name: 'picked', file, preview: URL.createObjectURL(file), picture: null, crop: null });
  };

  const refuse = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    const { file, errors } = first;
    const code = errors[0]?.code;
    setStep({ name: 'idle' });
    setRefusal(
      code === 'file-too-large'
        ? t('images.uploader.tooBig', { name: file.name })
        : code === 'too-many-files'
          ? t('images.uploader.oneFile')
          : t('images.uploader.notImage', { name: file.name }),
    );
  };

  const confirm = async () => {
    if (step.name !== 'picked' || !target) return;
    setStep({ ...step, name: 'uploading' });
    try {
      // Without a crop (a picture the browser could not read) the server fits the whole picture into the shape.
      const crop = step.picture && step.crop ? wholeCrop(step.picture, step.crop) : undefined;
      const saved = await uploadImage({ storeId: target, file: step.file, itemType, itemId, crop }, { toast: false });
      setStep({ name: 'idle' });
      notify('success', t('images.uploader.updated'));
      onUploaded?.(saved.image);
    } catch (error) {
      setStep({ name: 'idle' });
      // Offline, no answer and a lost session have had their own message already.
      const handled = error instanceof ApiError && (error.status === 0 || isSessionError(error));
      if (!handled) notify('danger', errorText(error), { title: t('images.uploader.failed') });
    }
  };

  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {icon ?? <IconPhotoUp size={28} stroke={1.5} aria-hidden />}
          <div>
            <Text id={headingId} fw={600}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {subtitle ?? t('images.uploader.sizeHint', { width: shape.width, height: shape.height })}
            </Text>
          </div>
        </Group>

        {step.name === 'idle' ? (
          <Dropzone
            openRef={openRef}
            onDrop={pick}
            onReject={refuse}
            accept={IMAGE_MIME_TYPES}
            maxSize={MAX_IMAGE_BYTES}
            multiple={false}
            activateOnClick={false}
            enablePointerEvents
            disabled={!target}
            inputProps={{ 'aria-label': t('images.uploader.fileInput', { title }) }}
            radius="md"
          >
            <Stack align="center" gap="xs" py="md">
              <Text size="sm" c="dimmed" ta="center">
                {t('images.uploader.dropHint')}
              </Text>
              <Button variant="light" onClick={() => openRef.current?.()} disabled={!target}>
                {t('images.uploader.choose')}
              </Button>
            </Stack>
          </Dropzone>
        ) : (
          <Stack gap="sm">
            <CropStep
              src={step.preview}
              name={step.file.name}
              shape={shape}
              picture={step.picture}
              crop={step.crop}
              disabled={step.name === 'uploading'}
              onLoad={(picture) =>
                setStep((s) =>
                  s.name === 'idle' ? s : { ...s, picture, crop: fullCrop(picture, shape.width / shape.height) },
                )
              }
              onChange={(crop) => setStep((s) => (s.name === 'idle' ? s : { ...s, crop }))}
            />
            <Text size="sm" c="dimmed">
              {step.file.name}
            </Text>
            {step.name === 'uploading' && (
              <Stack gap={4}>
                <Progress value={100} striped animated aria-label={t('images.uploader.uploading')} />
                <Text size="sm" c="dimmed">
                  {t('images.uploader.uploading')}
                </Text>
              </Stack>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep({ name: 'idle' })} disabled={step.name === 'uploading'}>
                {t('common.cancel')}
              </Button>
              <Button onClick={confirm} loading={step.name === 'uploading'}>
                {t('images.uploader.confirm')}
              </Button>
            </Group>
          </Stack>
        )}

        {refusal && (
          <Text size="sm" c="red" role="alert">
            {refusal}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
