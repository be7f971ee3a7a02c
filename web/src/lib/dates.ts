import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { i18n } from './i18n';

/** Dates follow the interface language (Turkish month and day names in the main shell). */
const apply = (language: string) => dayjs.locale(language === 'tr' ? 'tr' : 'en');
apply(i18n.language);
i18n.on('languageChanged', apply);

export { dayjs };
