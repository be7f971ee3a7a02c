import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type * as ContractCalls from '@sofra/contracts/legal/contract.calls';
import * as validating from '@sofra/contracts/legal/contract.calls?validate';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { useFormPhone } from '../../../components/phone-input/use-form-phone';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { formatPhone } from '../../../lib/phone-format';
import { useSaveStoreContract, useSendContractLink, type StoreContractInput } from '../api/contract-api';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZStoreContractSave, contractCalls } = validating as unknown as typeof ContractCalls;
const contractTexts = { taxNumber: 'contracts.taxNumberInvalid' };

type Contract = StoreContractInput & { mainContractVersion: number; updateDate: string | null };

/** The active store's contract details and the SMS with the contract link. */
export function StoreContractSection({
  storeId,
  storeName,
  contract,
}: {
  storeId: string;
  storeName: string;
  contract: Contract;
}) {
  return (
    <>
      <StoreContractForm
        key={`${storeId}:${contract.updateDate ?? ''}`}
        storeId={storeId}
        storeName={storeName}
        contract={contract}
      />
      <SendLinkForm key={`sms:${storeId}:${contract.adminGsm}`} storeId={storeId} initialGsm={contract.adminGsm} />
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
  const save = useSaveStoreContract(storeId);
  const form = useContractForm({
    schema: ZStoreContractSave,
    initialValues: {
      companyTitle: contract.companyTitle,
      taxOffice: contract.taxOffice,
      taxNumber: contract.taxNumber,
      adminName: contract.adminName,
      adminGsm: contract.adminGsm,
      phone: contract.phone,
      email: contract.email,
      address: contract.address,
    },
    toInput: (v) => ({ ...v, storeId }),
    fieldTexts: contractTexts,
  });
  // The signatory's number takes the contract link by SMS; the company's phone may be a landline.
  const adminGsm = useFormPhone(form, 'adminGsm', 'mobile');
  const phone = useFormPhone(form, 'phone', 'any');

  // The numbers are checked against their country's rules too, both at once, whatever else the contract refuses.
  const checkPhones = () => [adminGsm.check(), phone.check()].every(Boolean);
  const submit = form.onSubmit(
    (values) => {
      if (!checkPhones()) return;
      save.mutate(values, {
        onSuccess: () => notify('success', t('contracts.saved')),
        onError: (error) => showServerErrors(form, error, { fieldTexts: contractTexts }),
      });
    },
    () => void checkPhones(),
  );

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
                    date: formatFolioTime(contract.updateDate),
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
            {...form.getInputProps('companyTitle')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('contracts.taxOffice')}
              name="taxOffice"
              maxLength={100}
              {...form.getInputProps('taxOffice')}
            />
            <TextInput
              label={t('contracts.taxNumber')}
              name="taxNumber"
              withAsterisk
              inputMode="numeric"
              maxLength={11}
              {...form.getInputProps('taxNumber')}
            />
            <TextInput
              label={t('contracts.adminName')}
              name="adminName"
              withAsterisk
              maxLength={120}
              {...form.getInputProps('adminName')}
            />
            <PhoneInput label={t('contracts.adminGsm')} name="adminGsm" {...adminGsm.inputProps} />
            <PhoneInput label={t('contracts.phone')} name="phone" {...phone.inputProps} />
            <TextInput
              label={t('contracts.email')}
              name="email"
              withAsterisk
              type="email"
              maxLength={200}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <GrowTextarea
            label={t('contracts.address')}
            name="address"
            minRows={2}
            maxLength={500}
            {...form.getInputProps('address')}
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
  const send = useSendContractLink(storeId);
  const form = useContractForm({
    schema: contractCalls.sendLinkSms.input,
    initialValues: { gsm: initialGsm },
    toInput: (v) => ({ ...v, storeId }),
  });
  const gsm = useFormPhone(form, 'gsm', 'mobile');

  const submit = form.onSubmit(
    ({ gsm: number }) => {
      if (!gsm.check()) return;
      send.mutate(number, {
        onSuccess: () => notify('success', t('contracts.sent', { gsm: formatPhone(number) })),
        onError: (error) => showServerErrors(form, error),
      });
    },
    () => void gsm.check(),
  );

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
            <div style={{ flex: '1 1 220px' }}>
              <PhoneInput label={t('contracts.sendGsm')} name="gsm" {...gsm.inputProps} />
            </div>
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
