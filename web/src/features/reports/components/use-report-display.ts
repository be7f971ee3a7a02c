import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { read, storageKeys, write } from '../../../lib/storage';
import { displayOf, reportDisplays, type ReportDisplay } from './report-format';

const stored = (): string | null => {
  const v = read<unknown>(storageKeys.reportDisplay);
  return reportDisplays.some((d) => d.language === v) ? (v as string) : null;
};

/** The report screens' display (language + currency), kept on this device; TRY in the portal's language unless chosen. */
export const useReportDisplay = (): { display: ReportDisplay; chosen: string | null; choose: (l: string) => void } => {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState(stored);
  return {
    display: displayOf(chosen, i18n.language),
    chosen,
    choose: (language: string) => {
      write(storageKeys.reportDisplay, language);
      setChosen(language);
    },
  };
};
