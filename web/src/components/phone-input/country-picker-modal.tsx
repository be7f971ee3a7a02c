import { useMemo, useState } from 'react';
import { Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { localizeCountries, useCountries } from '../../lib/countries';
import { errorText } from '../../lib/error-text';
import { containsText } from '../../lib/search-text';
import type { PhoneCountry } from '../../lib/storage';

interface CountryPickerModalProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (country: PhoneCountry) => void;
}

/** Full-screen searchable list of the countries that have a dial code: flag, dial code, name. */
export function CountryPickerModal({ opened, onClose, onSelect }: CountryPickerModalProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const countries = useCountries(opened);
  // Names in the interface language, Türkiye first; each searchable in English and Turkish too ('Almanya').
  const list = useMemo(
    () => (countries.data ? localizeCountries(countries.data, i18n.language) : []),
    [countries.data, i18n.language],
  );

  const shown = useMemo(() => {
    const needle = search.trim();
    if (!needle) return list;
    return list.filter(
      (c) =>
        c.searchNames.some((name) => containsText(name, needle)) ||
        c.dialCode.includes(needle) ||
        c.code.toLowerCase() === needle.toLowerCase(),
    );
  }, [list, search]);

  return (
    <Modal
      opened={opened}
      onClose={() => {
        setSearch('');
        onClose();
      }}
      fullScreen
      title={t('phone.countryPickerTitle')}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('common.search')}
          placeholder={t('phone.searchCountry')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        {countries.status === 'error' ? (
          <Text c="red">{errorText(countries.error)}</Text>
        ) : countries.status !== 'ready' ? (
          <Text c="dimmed">{t('common.loading')}</Text>
        ) : shown.length === 0 ? (
          <Text c="dimmed">{t('common.notFound')}</Text>
        ) : (
          <ScrollArea.Autosize mah="calc(100dvh - 160px)">
            <Stack gap={0}>
              {shown.map((c) => (
                <UnstyledButton
                  key={c.code}
                  aria-label={`${c.name} ${c.dialCode}`}
                  py={8}
                  px={4}
                  onClick={() => {
                    setSearch('');
                    onSelect({ code: c.code, dialCode: c.dialCode, flagEmoji: c.flagEmoji, name: c.name });
                  }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <span aria-hidden>{c.flagEmoji}</span>
                    <Text w={64} c="dimmed">
                      {c.dialCode}
                    </Text>
                    <Text>{c.name}</Text>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
