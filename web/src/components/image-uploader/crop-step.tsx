import '@mantine/core/styles/Slider.css';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Group, Image as MantineImage, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import type { ImageCrop, ImageShape } from '@sofra/contracts/media/image-shapes';
import { MAX_ZOOM, moveCrop, zoomCrop, zoomOf, type Size } from './crop';

export interface CropStepProps {
  /** The picked file's object URL. */
  src: string;
  /** The picked file's name. */
  name: string;
  /** The size the server keeps: the crop has its shape. */
  shape: ImageShape;
  /** The picture's size as shown, once the browser has read it. */
  picture: Size | null;
  crop: ImageCrop | null;
  onLoad: (picture: Size) => void;
  onChange: (crop: ImageCrop) => void;
  disabled?: boolean;
}

/** An arrow key moves the picture by this share of the frame (Shift: four times as far). */
const KEY_STEP = 0.05;
/** + and − zoom by this factor. */
const KEY_ZOOM = 1.25;

/** The widest the frame is drawn: banners get room, a square or a portrait stays phone-sized. */
const frameWidth = (aspect: number) => Math.round(Math.min(480, 280 * aspect));

/**
 * The crop step of the image uploader: a frame of the stored picture's shape over the picked picture. The owner drags
 * the picture (or uses the arrow keys) to choose what the frame keeps and zooms in with the slider (or + and −); what
 * the frame shows is what the server stores, at `shape`.
 */
export function CropStep({ src, name, shape, picture, crop, onLoad, onChange, disabled = false }: CropStepProps) {
  const { t } = useTranslation();
  const aspect = shape.width / shape.height;
  const drag = useRef<{ x: number; y: number; crop: ImageCrop } | null>(null);
  const alt = t('images.uploader.preview', { name });
  const hintId = useId();

  if (!picture || !crop) {
    // Until the browser has read the picture's size: the picture whole, as a plain preview.
    return (
      <Box w="100%" maw={frameWidth(aspect)}>
        <MantineImage
          src={src}
          alt={alt}
          radius="md"
          fit="contain"
          mah={320}
          onLoad={(e) => {
            const img = e.currentTarget;
            if (img.naturalWidth && img.naturalHeight) onLoad({ width: img.naturalWidth, height: img.naturalHeight });
          }}
        />
      </Box>
    );
  }

  const zoom = zoomOf(picture, crop, aspect);
  /** Picture pixels per pixel of the frame on screen. */
  const scale = (frame: HTMLElement) => crop.width / (frame.getBoundingClientRect().width || 1);

  const pointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, crop };
  };
  const pointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const k = scale(e.currentTarget);
    // The picture follows the pointer, so the frame moves the other way over it.
    onChange(moveCrop(picture, start.crop, (start.x - e.clientX) * k, (start.y - e.clientY) * k));
  };
  const pointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };

  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = e.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [1, 0],
      ArrowRight: [-1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
    };
    const move = moves[e.key];
    if (move) {
      onChange(moveCrop(picture, crop, move[0] * step * crop.width, move[1] * step * crop.height));
    } else if (e.key === '+' || e.key === '=') {
      onChange(zoomCrop(picture, crop, aspect, zoom * KEY_ZOOM));
    } else if (e.key === '-' || e.key === '_') {
      onChange(zoomCrop(picture, crop, aspect, zoom / KEY_ZOOM));
    } else {
      return;
    }
    e.preventDefault();
  };

  return (
    <Stack gap="xs" w="100%" maw={frameWidth(aspect)}>
      <Box
        role="group"
        aria-label={t('images.uploader.cropArea', { name })}
        aria-describedby={hintId}
        tabIndex={disabled ? -1 : 0}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerUp}
        onKeyDown={keyDown}
        pos="relative"
        w="100%"
        style={{
          aspectRatio: `${shape.width} / ${shape.height}`,
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-md)',
          outline: '1px solid var(--mantine-color-default-border)',
          cursor: disabled ? 'default' : 'grab',
          touchAction: 'none',
          userSelect: 'none',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        {/* Placed by percentages of the frame: no measuring, and the same at every frame width. */}
        <img
          src={src}
          alt={alt}
          draggable={false}
          style={{
            position: 'absolute',
            maxWidth: 'none',
            left: `${(-crop.x / crop.width) * 100}%`,
            top: `${(-crop.y / crop.height) * 100}%`,
            width: `${(picture.width / crop.width) * 100}%`,
            height: `${(picture.height / crop.height) * 100}%`,
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Text id={hintId} size="xs" c="dimmed">
        {t('images.uploader.cropHint')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <IconZoomIn size={18} aria-hidden />
        <Slider
          style={{ flex: 1 }}
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(z) => onChange(zoomCrop(picture, crop, aspect, z))}
          label={(z) => `${Math.round(z * 100)}%`}
          thumbLabel={t('images.uploader.zoom')}
          disabled={disabled}
        />
      </Group>
    </Stack>
  );
}
