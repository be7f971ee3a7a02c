import { useState } from 'react';
import { DEFAULT_CURRENCY_SYMBOL } from '@sofra/contracts/core/constants';
import { useActiveStore } from '../../../lib/active-store';
import { useTranslation } from '../../../lib/i18n';
import { read, storageKeys, write } from '../../../lib/storage';
import { displayOf, reportLanguages, type ReportDisplay } from './report-format';

const stored = (): string | null => {
  const v = read<unknown>(storageKeys.reportDisplay);
  return reportLanguages.some((l) => l === v) ? (v as string) : null;
};

/**
 * The report screens' display, kept on this device: the language chosen (null: the portal's), amounts always in the
 * active store's currency.
 */
export const useReportDisplay = (): {
  display: ReportDisplay;
  chosen: string | null;
  choose: (language: string | null) => void;
} => {
  const { i18n } = useTranslation();
  const currency = useActiveStore().data?.storeCurrency ?? DEFAULT_CURRENCY_SYMBOL;
  const [chosen, setChosen] = useState(stored);
  return {
    display: displayOf(chosen, i18n.language, currency),
    chosen,
    choose: (language) => {
      write(storageKeys.reportDisplay, language);
      setChosen(language);
    },
  };
};
