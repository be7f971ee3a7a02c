import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { Button, Fieldset, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dayjs } from '../../../lib/dates';
import { useTranslation } from 'react-i18next';
import type { Permissions } from '@sofra/contracts/auth/auth.schemas';
import { MAX_DATE_YEARS_AHEAD } from '@sofra/contracts/core/constants';
import { genders, type Gender } from '@sofra/contracts/core/enums';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useSaveProfile } from '../api/account-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PERMISSIONS: (keyof Permissions)[] = ['push', 'sms', 'email', 'phone'];

/** /main/profile: name, e-mail, date of birth, gender and the marketing permissions. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(user?.dateOfBirth ?? null);
  const [gender, setGender] = useState<Gender>(user?.gender ?? 'undefined');
  const [permissions, setPermissions] = useState<Permissions>(
    user?.permissions ?? { push: true, sms: true, email: true, phone: true },
  );
  const [touched, setTouched] = useState(false);
  const emailError = touched && email.trim() && !EMAIL.test(email.trim()) ? t('profile.emailInvalid') : undefined;

  const save = useSaveProfile();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if ((email.trim() && !EMAIL.test(email.trim())) || save.isPending) return;
    save.mutate(
      { name: name.trim(), email: email.trim(), dateOfBirth, gender, permissions },
      {
        onSuccess: () => notify('success', t('common.updated')),
      },
    );
  };

  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('profile.gsm')} value={user?.gsm ?? ''} readOnly variant="filled" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('profile.name')}
                name="name"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <TextInput
                label={t('profile.email')}
                name="email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
              />
              <DateInput
                label={t('profile.dateOfBirth')}
                value={dateOfBirth}
                onChange={(v) => setDateOfBirth(v ? dayjs(v).format('YYYY-MM-DD') : null)}
                maxDate={dayjs().add(MAX_DATE_YEARS_AHEAD, 'year').format('YYYY-MM-DD')}
                valueFormat="DD.MM.YYYY"
                locale={i18n.language}
                clearable
              />
              <Select
                label={t('profile.gender')}
                allowDeselect={false}
                data={genders.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
                value={gender}
                onChange={(v) => v && setGender(v as Gender)}
              />
            </SimpleGrid>
            <Fieldset legend={t('profile.permissions')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {PERMISSIONS.map((p) => (
                  <Switch
                    key={p}
                    label={t(`profile.permission.${p}`)}
                    checked={permissions[p]}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setPermissions((prev) => ({ ...prev, [p]: checked }));
                    }}
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
