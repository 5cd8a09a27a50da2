import type { Region } from '@portal/shared-utils';

export interface HelpLink {
  name: string;
  url: string;
}

/** Where each region's players find gambling help, beside the helpline of the configuration. */
export const GAMBLING_HELP_LINKS: Readonly<Record<Region, readonly HelpLink[]>> = {
  AU: [
    { name: 'Gambling Help Online', url: 'https://www.gamblinghelponline.org.au' },
    { name: 'BetStop - the National Self-Exclusion Register', url: 'https://www.betstop.gov.au' },
  ],
  NZ: [{ name: 'Gambling Helpline New Zealand', url: 'https://gamblinghelpline.co.nz' }],
  US: [{ name: '1-800-GAMBLER online help', url: 'https://www.1800gambler.net' }],
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

/** A tel: link for a helpline written with spaces, dashes or letters (1-800-GAMBLER). */
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
