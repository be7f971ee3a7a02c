import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_COUNTRY } from '@sofra/contracts/core/constants';
import { serviceTypes, type ServiceType } from '@sofra/contracts/core/enums';
import { InvitationsNotice } from '../../../components/invitations-notice/invitations-notice';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { urls } from '../../../lib/urls';
import { useCreateStore } from '../api/store-api';
import { formPathOf, storeFormSchema } from '../components/store-save-schema';
import { AddressFields } from '../components/address-fields';

type NewStoreForm = {
  name: string;
  countryCode: string | null;
  cityCode: string | null;
  town: string | null;
  line: string;
  serviceTypes: ServiceType[];
};

/** The saveStore input of the form, without the phone (its own field checks and formats it). */
const toInput = (v: NewStoreForm) => ({
  name: v.name.trim(),
  address: { countryCode: v.countryCode ?? '', cityCode: v.cityCode ?? '', town: v.town ?? '', line: v.line.trim() },
  serviceTypes: v.serviceTypes,
});

const text = (error: ReactNode) => (typeof error === 'string' ? error : undefined);

/** /main/store-add: name, phone, address (country, city, town, line), service types; the new store becomes active. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneField('any');
  const form = useContractForm<NewStoreForm>({
    schema: storeFormSchema,
    initialValues: {
      name: '',
      countryCode: DEFAULT_COUNTRY,
      cityCode: null,
      town: null,
      line: '',
      serviceTypes: ['table'],
    },
    toInput,
  });
  const create = useCreateStore();
  // Once Create is pressed the form is on its way: the new store's selection and the move to the dashboard go ahead.
  useUnsavedChanges((form.isDirty() || phone.value.national !== '') && !create.isPending && !create.isSuccess);

  const submit = form.onSubmit(
    (values) => {
      const gsm = phone.submit();
      if (!gsm || create.isPending) return;
      create.mutate(
        { ...toInput(values), phone: gsm },
        {
          onSuccess: () => {
            notify('success', t('storeAdd.created'));
            navigate({ to: urls.main.reportDashboard, replace: true });
          },
          onError: (error) => showServerErrors(form, error, { pathOf: formPathOf }),
        },
      );
    },
    () => phone.submit(),
  );

  const { values } = form;
  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {t('storeAdd.title')}
      </Title>
      <InvitationsNotice />
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('storeAdd.name')} name="name" withAsterisk {...form.getInputProps('name')} />
            <PhoneInput
              label={t('storeAdd.phone')}
              name="phone"
              {...phone.inputProps}
              error={phone.inputProps.error ?? text(form.errors.phone)}
            />
            <AddressFields form={form} />
            <Checkbox.Group
              label={t('storeAdd.serviceTypes')}
              value={values.serviceTypes}
              onChange={(v) => form.setFieldValue('serviceTypes', v as ServiceType[])}
              error={form.errors.serviceTypes}
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
