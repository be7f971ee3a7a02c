import '@mantine/core/styles/SimpleGrid.css';
import { useState, type FormEvent } from 'react';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  looksLikePhone,
  storeContractQuery,
  useSaveStoreContract,
  useSendContractLink,
  withPlus,
  type StoreContractInput,
} from '../api/contract-api';
import { LoadFailed } from '../../../components/load-failed/load-failed';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TAX_NUMBER = /^\d{10,11}$/;

type Contract = StoreContractInput & { mainContractVersion: number; updateDate: string | null };

/** The active store's contract details and the SMS with the contract link. */
export function StoreContractSection({ storeId, storeName }: { storeId: string; storeName: string }) {
  const { t } = useTranslation();
  const contract = useQuery(storeContractQuery(storeId));

  if (contract.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (contract.isError) {
    return (
      <LoadFailed message={t('contracts.loadFailed')} onRetry={contract.refetch} retryLabel={t('contracts.retry')} />
    );
  }
  return (
    <>
      <StoreContractForm
        key={`${storeId}:${contract.data.updateDate ?? ''}`}
        storeId={storeId}
        storeName={storeName}
        contract={contract.data}
      />
      <SendLinkForm
        key={`sms:${storeId}:${contract.data.adminGsm}`}
        storeId={storeId}
        initialGsm={contract.data.adminGsm}
      />
    </>
  );
}

function StoreContractForm({
  storeId,
  storeName,
  contract,
}: {
  storeId: string;
  storeName: string;
  contract: Contract;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<StoreContractInput>({
    companyTitle: contract.companyTitle,
    taxOffice: contract.taxOffice,
    taxNumber: contract.taxNumber,
    adminName: contract.adminName,
    adminGsm: contract.adminGsm,
    phone: contract.phone,
    email: contract.email,
    address: contract.address,
  });
  const [touched, setTouched] = useState(false);
  const save = useSaveStoreContract(storeId);

  const set = (key: keyof StoreContractInput) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const problems: Partial<Record<keyof StoreContractInput, string>> = {};
  if (!form.companyTitle.trim()) problems.companyTitle = t('common.fieldRequired');
  if (!TAX_NUMBER.test(form.taxNumber.trim()))
    problems.taxNumber = form.taxNumber.trim() ? t('contracts.taxNumberInvalid') : t('common.fieldRequired');
  if (!form.adminName.trim()) problems.adminName = t('common.fieldRequired');
  for (const key of ['adminGsm', 'phone'] as const) {
    if (!form[key].trim()) problems[key] = t('common.fieldRequired');
    else if (!looksLikePhone(withPlus(form[key]))) problems[key] = t('contracts.phoneInvalid');
  }
  if (!EMAIL.test(form.email.trim()))
    problems.email = form.email.trim() ? t('contracts.emailInvalid') : t('common.fieldRequired');
  const error = (key: keyof StoreContractInput) => (touched ? problems[key] : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0 || save.isPending) return;
    save.mutate(
      {
        companyTitle: form.companyTitle.trim(),
        taxOffice: form.taxOffice.trim(),
        taxNumber: form.taxNumber.trim(),
        adminName: form.adminName.trim(),
        adminGsm: withPlus(form.adminGsm),
        phone: withPlus(form.phone),
        email: form.email.trim(),
        address: form.address.trim(),
      },
      { onSuccess: () => notify('success', t('contracts.saved')) },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="store-contract-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Stack gap={4}>
            <Title order={2} size="h3" id="store-contract-title">
              {t('contracts.storeTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('contracts.storeIntro', { store: storeName })}
            </Text>
            <Text size="sm">
              {contract.updateDate
                ? t('contracts.lastSaved', {
                    date: dayjs(contract.updateDate).format('DD.MM.YYYY HH:mm'),
                    version: contract.mainContractVersion,
                  })
                : t('contracts.notSaved')}
            </Text>
          </Stack>
          <TextInput
            label={t('contracts.companyTitle')}
            name="companyTitle"
            withAsterisk
            maxLength={200}
            value={form.companyTitle}
            onChange={set('companyTitle')}
            error={error('companyTitle')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('contracts.taxOffice')}
              name="taxOffice"
              maxLength={100}
              value={form.taxOffice}
              onChange={set('taxOffice')}
            />
            <TextInput
              label={t('contracts.taxNumber')}
              name="taxNumber"
              withAsterisk
              inputMode="numeric"
              maxLength={11}
              value={form.taxNumber}
              onChange={set('taxNumber')}
              error={error('taxNumber')}
            />
            <TextInput
              label={t('contracts.adminName')}
              name="adminName"
              withAsterisk
              maxLength={120}
              value={form.adminName}
              onChange={set('adminName')}
              error={error('adminName')}
            />
            <TextInput
              label={t('contracts.adminGsm')}
              name="adminGsm"
              withAsterisk
              type="tel"
              inputMode="tel"
              placeholder="+90 532 123 45 67"
              description={t('contracts.phoneHint')}
              value={form.adminGsm}
              onChange={set('adminGsm')}
              error={error('adminGsm')}
            />
            <TextInput
              label={t('contracts.phone')}
              name="phone"
              withAsterisk
              type="tel"
              inputMode="tel"
              placeholder="+90 212 123 45 67"
              value={form.phone}
              onChange={set('phone')}
              error={error('phone')}
            />
            <TextInput
              label={t('contracts.email')}
              name="email"
              withAsterisk
              type="email"
              maxLength={200}
              value={form.email}
              onChange={set('email')}
              error={error('email')}
            />
          </SimpleGrid>
          <Textarea
            label={t('contracts.address')}
            name="address"
            autosize
            minRows={2}
            maxLength={500}
            value={form.address}
            onChange={set('address')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function SendLinkForm({ storeId, initialGsm }: { storeId: string; initialGsm: string }) {
  const { t } = useTranslation();
  const [gsm, setGsm] = useState(initialGsm);
  const [touched, setTouched] = useState(false);
  const send = useSendContractLink(storeId);
  const e164 = withPlus(gsm);
  const problem = !gsm.trim()
    ? t('common.fieldRequired')
    : !looksLikePhone(e164)
      ? t('contracts.phoneInvalid')
      : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || send.isPending) return;
    send.mutate(e164, { onSuccess: () => notify('success', t('contracts.sent', { gsm: e164 })) });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contract-sms-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3" id="contract-sms-title">
              {t('contracts.sendTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('contracts.sendIntro')}
            </Text>
          </Stack>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('contracts.sendGsm')}
              name="gsm"
              type="tel"
              inputMode="tel"
              placeholder="+90 532 123 45 67"
              value={gsm}
              onChange={(e) => setGsm(e.currentTarget.value)}
              error={touched ? problem : undefined}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              leftSection={<IconSend size={16} />}
              loading={send.isPending}
            >
              {t('contracts.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
