import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Switch.css';
import { Image, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as CatalogueSchemas from '@sofra/contracts/menu/catalogue.schemas';
import type { ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import * as validating from '@sofra/contracts/menu/catalogue.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { errorText } from '../../../lib/error-text';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { textsFor, textsOf, withDefaultName } from '../api/languages';
import { useRefreshMenu, useSaveGroup } from '../api/menu-api';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZProductGroupSave } = validating as unknown as typeof CatalogueSchemas;

interface GroupModalProps {
  storeId: string;
  /** The store's menu languages, the default first. */
  languages: string[];
  opened: boolean;
  /** The group being edited; null for a new one. */
  group: ProductGroup | null;
  onClose: () => void;
}

/**
 * New group / Edit group: its name in each store language (the default one required), whether it is active, and (once
 * it exists) its picture.
 */
export function GroupModal({ storeId, languages, opened, group, onClose }: GroupModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? t('catalogue.groups.editTitle') : t('catalogue.groups.newTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <GroupForm storeId={storeId} languages={languages} group={group} onClose={onClose} />}
    </Modal>
  );
}

interface GroupValues extends Record<string, unknown> {
  names: Record<string, string>;
  active: boolean;
}

function GroupForm({ storeId, languages, group, onClose }: Omit<GroupModalProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveGroup(storeId);
  const refresh = useRefreshMenu(storeId);
  const toInput = (v: GroupValues) => ({
    storeId,
    ...(group ? { id: group.id } : {}),
    names: textsOf(v.names),
    active: v.active,
  });
  const form = useContractForm<GroupValues>({
    schema: withDefaultName(ZProductGroupSave, languages[0] ?? 'tr'),
    initialValues: { names: textsFor(languages, group?.names), active: group?.active ?? true },
    toInput,
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const { storeId: _store, ...input } = toInput(values);
    save.mutate(input, {
      onSuccess: () => {
        notify('success', t(group ? 'catalogue.groups.saved' : 'catalogue.groups.created'));
        onClose();
      },
      onError: (error) => {
        if (!showServerErrors(form, error)) notify('danger', errorText(error), { title: t('errors.opss') });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {languages.map((lang, index) => (
          <TextInput
            key={lang}
            label={t('catalogue.nameIn', { language: t(`catalogue.languages.${lang}`) })}
            withAsterisk={index === 0}
            data-autofocus={index === 0 || undefined}
            {...form.getInputProps(`names.${lang}`)}
          />
        ))}
        <Switch label={t('catalogue.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        {group && (
          <Stack gap="xs">
            {group.imageUrl ? (
              <Image
                src={group.imageUrl}
                alt={t('catalogue.products.imageOf', { name: group.name })}
                w={120}
                h={120}
                radius="md"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('catalogue.products.noImage')}
              </Text>
            )}
            <ImageUploader
              title={group.imageUrl ? t('catalogue.products.replaceImage') : t('catalogue.products.uploadImage')}
              itemType="productGroup"
              itemId={group.id}
              storeId={storeId}
              onUploaded={() => void refresh()}
            />
          </Stack>
        )}
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
        />
      </Stack>
    </form>
  );
}
