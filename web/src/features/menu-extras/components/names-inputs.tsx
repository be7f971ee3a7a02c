import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Language } from '@sofra/contracts/core/enums';
import { useTranslation } from '../../../lib/i18n';

/**
 * A name per store language: the default language first and required, the others optional. With one language the
 * field is just "Name".
 */
export function NamesInputs<V extends Record<string, unknown>>({
  form,
  path,
  languages,
  label,
  autoFocus = false,
}: {
  form: UseFormReturnType<V>;
  /** Where the names sit in the form's values ('names', 'options.0.names'). */
  path: string;
  languages: Language[];
  /** The field's name ('Name', 'Option name'). */
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(languages.length, 2) }} spacing="sm" verticalSpacing="xs">
      {languages.map((language, i) => (
        <TextInput
          key={language}
          label={languages.length > 1 ? `${label} (${t(`menuExtras.languages.${language}`)})` : label}
          lang={language}
          withAsterisk={i === 0}
          data-autofocus={autoFocus && i === 0 ? true : undefined}
          maxLength={120}
          {...form.getInputProps(`${path}.${language}`)}
        />
      ))}
    </SimpleGrid>
  );
}
