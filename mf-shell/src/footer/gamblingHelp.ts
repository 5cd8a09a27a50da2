import type { Region } from '@portal/shared-utils';
import { messages } from '../messages';

export interface HelpLink {
  name: string;
  url: string;
}

const names = messages.footer.helpLinks;

/** Where each region's players find gambling help, beside the helpline of the configuration. */
export const GAMBLING_HELP_LINKS: Readonly<Record<Region, readonly HelpLink[]>> = {
  AU: [
    { name: names.gamblingHelpOnline, url: 'https://www.gamblinghelponline.org.au' },
    { name: names.betStop, url: 'https://www.betstop.gov.au' },
  ],
  NZ: [{ name: names.nzHelpline, url: 'https://gamblinghelpline.co.nz' }],
  US: [{ name: names.usOnlineHelp, url: 'https://www.1800gambler.net' }],
};

const KEYPAD: Readonly<Record<string, string>> = {
  abc: '2',
  def: '3',
  ghi: '4',
  jkl: '5',
  mno: '6',
  pqrs: '7',
  tuv: '8',
  wxyz: '9',
};

/** A tel: link for a helpline written with spaces, dashes or letters (1-800-CALL-NOW). */
export function telHref(helpline: string): string {
  const digits = helpline
    .toLowerCase()
    .replace(/[a-z]/g, (letter) => {
      const key = Object.keys(KEYPAD).find((letters) => letters.includes(letter));
      return key ? KEYPAD[key] : '';
    })
    .replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}
