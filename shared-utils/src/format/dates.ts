import dayjs, { type ConfigType } from 'dayjs';
import { getConfig } from '../config/config';
import type { PortalConfig } from '../config/PortalConfig';

interface DateFormats {
  date: string;
  time: string;
  shortDate: string;
}

const AU_FORMATS: DateFormats = {
  date: 'ddd D MMM YYYY',
  time: 'HH:mm:ss Z',
  shortDate: 'D/MM/YYYY',
};
const US_FORMATS: DateFormats = {
  date: 'ddd, MMM D, YYYY',
  time: 'hh:mm:ss A',
  shortDate: 'MM/D/YYYY',
};

/** US formats in the US region or with the US language; day-first formats everywhere else. */
export function dateFormats(config: PortalConfig = getConfig()): DateFormats {
  return config.region === 'US' || config.language === 'enUS' ? US_FORMATS : AU_FORMATS;
}

/** AU 'ddd D MMM YYYY' (Fri 5 Jan 2024); US 'ddd, MMM D, YYYY' (Fri, Jan 5, 2024). */
export function formatDate(date: ConfigType, config?: PortalConfig): string {
  return dayjs(date).format(dateFormats(config).date);
}

/** AU 'HH:mm:ss Z' (14:03:09 +10:00); US 'hh:mm:ss A' (02:03:09 PM). */
export function formatTime(date: ConfigType, config?: PortalConfig): string {
  return dayjs(date).format(dateFormats(config).time);
}

export function formatDateTime(date: ConfigType, config?: PortalConfig): string {
  return `${formatDate(date, config)} ${formatTime(date, config)}`;
}

/** AU d/MM/yyyy (5/01/2024); US MM/d/yyyy (01/5/2024). */
export function formatShortDate(date: ConfigType, config?: PortalConfig): string {
  return dayjs(date).format(dateFormats(config).shortDate);
}
