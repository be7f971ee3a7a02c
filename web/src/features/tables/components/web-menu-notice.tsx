import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconWorldOff } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm/confirm';
import { useActiveStore } from '../../../lib/active-store';
import { useTranslation } from '../../../lib/i18n';
import { useSwitchWebMenuOn } from '../api/web-menu';

/**
 * The active store's web menu as the table QR screens need it: whether it is on, switching it on, and `ask`, which
 * before a code is made or printed asks to switch an off web menu on (a guest scanning the code sees "this menu is not
 * available" until it is). `ask` resolves once answered, either way: the code is made or printed all the same.
 */
export const useWebMenu = (storeId: string) => {
  const { t } = useTranslation();
  const store = useActiveStore();
  const switchOn = useSwitchWebMenuOn(storeId);
  const name = store.data?.name ?? '';
  /** Unknown (the store not read yet) counts as on: nothing to say. */
  const off = store.data?.id === storeId && !store.data.properties.webMenuActive;
  const ask = async () => {
    if (!off) return;
    await confirmAction({
      title: t('tables.webMenu.askTitle'),
      message: t('tables.webMenu.ask'),
      confirmLabel: t('tables.webMenu.switchOn'),
      cancelLabel: t('tables.webMenu.notNow'),
      onConfirm: () => switchOn.mutateAsync(name),
    });
  };
  return {
    known: store.data?.id === storeId,
    off,
    ask,
    switchOn: () => switchOn.mutate(name),
    busy: switchOn.isPending,
  };
};

/** Says whether guests who scan the store's table codes see its menu; when they do not, offers to switch it on. */
export function WebMenuNotice({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const webMenu = useWebMenu(storeId);
  if (!webMenu.known) return null;
  if (!webMenu.off)
    return (
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm">{t('tables.webMenu.on')}</Text>
      </Group>
    );
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<IconWorldOff size={20} aria-hidden />}
      title={t('tables.webMenu.offTitle')}
      // Yellow text on the light yellow is too faint to read: the title in the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('tables.webMenu.off')}</Text>
        <Button size="xs" onClick={webMenu.switchOn} loading={webMenu.busy}>
          {t('tables.webMenu.switchOnLong')}
        </Button>
      </Stack>
    </Alert>
  );
}
