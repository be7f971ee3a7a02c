import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_COUNTRY } from '@sofra/contracts/core/constants';
import { serviceTypes, type ServiceType } from '@sofra/contracts/core/enums';
import { InvitationsNotice } from '../../../components/invitations-notice/invitations-notice';
import { CitySelect, CountrySelect, TownSelect } from '../../../components/location-selects/location-selects';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { notify } from '../../../lib/notify';
import { useCreateStore } from '../api/store-api';
import { urls } from '../../../lib/urls';

/** /main/store-add: name, phone, address (country, city, town, line), service types; the new store becomes active. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneField('any');
  const [name, setName] = useState('');
  const [countryCode, setCountryCode] = useState<string | null>(DEFAULT_COUNTRY);
  const [cityCode, setCityCode] = useState<string | null>(null);
  const [town, setTown] = useState<string | null>(null);
  const [line, setLine] = useState('');
  const [types, setTypes] = useState<ServiceType[]>(['table']);
  const [touched, setTouched] = useState(false);
  const create = useCreateStore();

  const required = (v: string | null) => (touched && !v?.trim() ? t('common.fieldRequired') : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const gsm = phone.submit();
    if (!name.trim() || !gsm || !countryCode || !cityCode || create.isPending) return;
    create.mutate(
      {
        name: name.trim(),
        phone: gsm,
        address: { countryCode, cityCode, town: town ?? '', line: line.trim() },
        serviceTypes: types,
      },
      {
        onSuccess: () => {
          notify('success', t('storeAdd.created'));
          navigate(urls.main.reportDashboard, { replace: true });
        },
      },
    );
  };

  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {t('storeAdd.title')}
      </Title>
      <InvitationsNotice />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('storeAdd.name')}
              name="name"
              withAsterisk
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={required(name)}
            />
            <PhoneInput label={t('storeAdd.phone')} name="phone" {...phone.inputProps} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <CountrySelect
                required
                value={countryCode}
                onChange={(v) => {
                  setCountryCode(v);
                  setCityCode(null);
                  setTown(null);
                }}
                error={required(countryCode)}
              />
              <CitySelect
                required
                countryCode={countryCode}
                value={cityCode}
                onChange={(v) => {
                  setCityCode(v);
                  setTown(null);
                }}
                error={required(cityCode)}
              />
              <TownSelect countryCode={countryCode} cityCode={cityCode} value={town} onChange={setTown} />
            </SimpleGrid>
            <Textarea
              label={t('storeAdd.addressLine')}
              name="line"
              value={line}
              onChange={(e) => setLine(e.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Checkbox.Group
              label={t('storeAdd.serviceTypes')}
              value={types}
              onChange={(v) => setTypes(v as ServiceType[])}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
                {serviceTypes.map((s) => (
                  <Checkbox key={s} value={s} label={t(`serviceTypes.${s}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('storeAdd.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
