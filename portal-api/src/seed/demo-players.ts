import { DES_MOINES_ADDRESS, SYDNEY_ADDRESS } from '@portal/contract/testing';
import type { ClientValues } from '../client-apps/client-summaries';
import type { NewUser } from '../users/insert-user';

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoPlayer extends Omit<NewUser, 'passwordHash' | 'acceptedTermsVersion'> {
  /** Opening balance in cents. */
  balance: number;
  /** Counters and bonuses per client id. */
  clientValues: Record<number, ClientValues>;
  /** A year of deposits, bets, wins and withdrawals in the ledger, ending on `balance`. */
  ledgerHistory?: boolean;
  /** US payout methods (ids) the player is registered for, and the player's ACH accounts. */
  usPayouts?: { registeredMethods: number[]; achAccounts: string[] };
}

/** The players every fresh database starts with (contracts.md, README). */
export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    brandId: 1,
    name: 'demo_au',
    email: 'demo.au@portal.test',
    firstName: 'Alex',
    lastName: 'Walker',
    birthDate: '1990-05-14',
    phone: '0412345678',
    callingCode: '61',
    pin: '4821',
    country: 'AU',
    address: { ...SYDNEY_ADDRESS, unit_number: null },
    ssnLast4: null,
    emailVerified: true,
    phoneVerified: true,
    idVerified: true,
    balance: 125_050,
    ledgerHistory: true,
    clientValues: {
      1: { counters: { active_bet_count: 3 }, bonuses: { cash: 1_000 } },
      2: { counters: { active_contest_count: 2 }, bonuses: { cash: 500, ticket: 2 } },
    },
  },
  {
    brandId: 1,
    name: 'demo_au_unverified',
    email: 'demo.au.unverified@portal.test',
    firstName: 'Sam',
    lastName: 'Nguyen',
    birthDate: '1995-11-02',
    phone: '0498765432',
    callingCode: '61',
    pin: '1357',
    country: 'AU',
    address: {
      unit_number: '4',
      street_number: '200',
      street_name: 'Collins',
      street_type: 'Street',
      city: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
    },
    ssnLast4: null,
    emailVerified: false,
    phoneVerified: false,
    idVerified: false,
    balance: 0,
    clientValues: {},
  },
  {
    brandId: 1,
    name: 'demo_us',
    email: 'demo.us@portal.test',
    firstName: 'Jordan',
    lastName: 'Miller',
    birthDate: '1988-09-02',
    phone: '5155550123',
    callingCode: '1',
    pin: '2468',
    country: 'US',
    address: { ...DES_MOINES_ADDRESS, unit_number: null },
    ssnLast4: '1234',
    emailVerified: true,
    phoneVerified: true,
    idVerified: true,
    balance: 30_000,
    usPayouts: {
      registeredMethods: [2, 5],
      achAccounts: ['Checking ****6789', 'Savings ****1024'],
    },
    clientValues: {
      1: { counters: { active_bet_count: 1 } },
      2: { bonuses: { ticket: 1 } },
    },
  },
  {
    brandId: 2,
    name: 'demo_b',
    email: 'demo.b@portal.test',
    firstName: 'Riley',
    lastName: 'Chen',
    birthDate: '1992-07-21',
    phone: '0423456789',
    callingCode: '61',
    pin: '3690',
    country: 'AU',
    address: {
      unit_number: null,
      street_number: '8',
      street_name: 'Adelaide',
      street_type: 'Street',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
    },
    ssnLast4: null,
    emailVerified: true,
    phoneVerified: true,
    idVerified: true,
    balance: 42_000,
    clientValues: {
      1: { counters: { active_bet_count: 1 }, bonuses: { cash: 2_500 } },
      2: { counters: { active_contest_count: 4 }, bonuses: { ticket: 3 } },
    },
  },
];
