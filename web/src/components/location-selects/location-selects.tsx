import '@mantine/core/styles/Combobox.css';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { localizeCountries, regionName } from '../../lib/countries';
import { useTranslation } from '../../lib/i18n';
import { citiesQuery, countriesQuery, townsQuery } from '../../lib/helper-queries';
import { errorText } from '../../lib/error-text';
import { containsText } from '../../lib/search-text';

interface LocationSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
}

/** Searchable by name: case- and accent-insensitive, so 'izmir' finds 'İzmir'. */
const byName: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((o) => containsText(o.label, search));

const common = {
  searchable: true,
  clearable: false,
  allowDeselect: false,
  maxDropdownHeight: 280,
  filter: byName,
} as const;

/**
 * Countries, named in the interface language (Türkiye, not Turkey) with Türkiye first, searchable by name (spec section
 * 2). The list is named and sorted when it first opens: naming 250 countries in two languages is a task of 100 ms and
 * more on a phone, which a screen that only shows its store's country need not run while it is drawn. Until then the
 * field knows only the chosen country, which is all it shows.
 */
export function CountrySelect({ value, onChange, error, required }: LocationSelectProps) {
  const { t, i18n } = useTranslation();
  const q = useQuery(countriesQuery());
  const [opened, setOpened] = useState(false);
  const data = useMemo(() => {
    const all = q.data ?? [];
    const shown = opened ? localizeCountries(all, i18n.language) : all.filter((c) => c.code === value);
    return shown.map((c) => ({
      value: c.code,
      label: `${c.flagEmoji} ${opened ? c.name : (regionName(c.code, i18n.language) ?? c.name)}`,
    }));
  }, [q.data, i18n.language, opened, value]);
  return (
    <Select
      {...common}
      label={t('location.country')}
      withAsterisk={required}
      data={data}
      onDropdownOpen={() => setOpened(true)}
      value={value}
      onChange={onChange}
      placeholder={q.isPending ? t('common.loading') : undefined}
      nothingFoundMessage={t('common.notFound')}
      error={q.isError ? errorText(q.error) : error}
    />
  );
}

export function CitySelect({
  countryCode,
  value,
  onChange,
  error,
  required,
}: LocationSelectProps & { countryCode: string | null }) {
  const { t } = useTranslation();
  const q = useQuery({ ...citiesQuery(countryCode ?? ''), enabled: Boolean(countryCode) });
  return (
    <Select
      {...common}
      label={t('location.city')}
      withAsterisk={required}
      disabled={!countryCode}
      data={(q.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
      value={value}
      onChange={onChange}
      placeholder={countryCode && q.isPending ? t('common.loading') : undefined}
      nothingFoundMessage={t('common.notFound')}
      error={q.isError ? errorText(q.error) : error}
    />
  );
}

export function TownSelect({
  countryCode,
  cityCode,
  value,
  onChange,
  error,
  required,
}: LocationSelectProps & { countryCode: string | null; cityCode: string | null }) {
  const { t } = useTranslation();
  const enabled = Boolean(countryCode && cityCode);
  const q = useQuery({ ...townsQuery(countryCode ?? '', cityCode ?? ''), enabled });
  // Town names are the values; the same name twice in a city is shown once.
  const names = [...new Set((q.data ?? []).map((town) => town.name))];
  return (
    <Select
      {...common}
      label={t('location.town')}
      withAsterisk={required}
      disabled={!enabled}
      data={names}
      value={value}
      onChange={onChange}
      placeholder={enabled && q.isPending ? t('common.loading') : undefined}
      nothingFoundMessage={t('common.notFound')}
      error={q.isError ? errorText(q.error) : error}
    />
  );
}
