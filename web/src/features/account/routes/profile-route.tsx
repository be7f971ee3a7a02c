import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/dates/styles.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Fieldset, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dayjs } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import type * as AuthSchemas from '@sofra/contracts/auth/auth.schemas';
import * as validating from '@sofra/contracts/auth/auth.schemas?validate';
import type { Permissions } from '@sofra/contracts/auth/auth.schemas';
import { MAX_DATE_YEARS_AHEAD } from '@sofra/contracts/core/constants';
import { genders, type Gender } from '@sofra/contracts/core/enums';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { formatPhone } from '../../../lib/phone-format';
import { useSession } from '../../../lib/session';
import { useSaveProfile } from '../api/account-api';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZSaveUser } = validating as unknown as typeof AuthSchemas;
const PERMISSIONS: (keyof Permissions)[] = ['push', 'sms', 'email', 'phone'];

/** /main/profile: name, e-mail, date of birth, gender and the marketing permissions. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const form = useContractForm({
    schema: ZSaveUser,
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      dateOfBirth: user?.dateOfBirth ?? null,
      gender: user?.gender ?? ('undefined' as Gender),
      // Marketing permissions are explicit consent (KVKK, İYS): off until the person turns them on.
      permissions: user?.permissions ?? ({ push: false, sms: false, email: false, phone: false } as Permissions),
    },
    toInput: (v) => ({ ...v, name: v.name.trim(), email: v.email.trim() }),
    fieldTexts: { email: 'profile.emailInvalid' },
  });
  const save = useSaveProfile();

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { ...values, name: values.name.trim(), email: values.email.trim() },
      {
        onSuccess: () => notify('success', t('common.updated')),
        onError: (error) => showServerErrors(form, error, { fieldTexts: { email: 'profile.emailInvalid' } }),
      },
    );
  });

  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('profile.gsm')} value={formatPhone(user?.gsm)} readOnly variant="filled" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('profile.name')} name="name" {...form.getInputProps('name')} />
              <TextInput label={t('profile.email')} name="email" type="email" {...form.getInputProps('email')} />
              <DateInput
                label={t('profile.dateOfBirth')}
                value={form.values.dateOfBirth}
                onChange={(v) => form.setFieldValue('dateOfBirth', v ? dayjs(v).format('YYYY-MM-DD') : null)}
                error={form.errors.dateOfBirth}
                maxDate={dayjs().add(MAX_DATE_YEARS_AHEAD, 'year').format('YYYY-MM-DD')}
                valueFormat="DD.MM.YYYY"
                locale={i18n.language}
                clearable
              />
              <Select
                label={t('profile.gender')}
                allowDeselect={false}
                data={genders.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
                {...form.getInputProps('gender')}
              />
            </SimpleGrid>
            <Fieldset legend={t('profile.permissions')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {PERMISSIONS.map((p) => (
                  <Switch
                    key={p}
                    label={t(`profile.permission.${p}`)}
                    {...form.getInputProps(`permissions.${p}`, { type: 'checkbox' })}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
