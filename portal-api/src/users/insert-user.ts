import type { Address } from '@portal/contract';
import type { Queryable } from '../db/db';
import { recordTermsAcceptance } from '../terms/terms-acceptances';
import { createWallet } from '../wallet/wallet-ledger';

export interface NewUser {
  /** The brand the account belongs to. */
  brandId: number;
  name: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string | null;
  callingCode: string | null;
  pin: string;
  country: 'AU' | 'NZ' | 'US';
  address: Address;
  ssnLast4: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  idVerified: boolean;
  /** The version of the brand's terms accepted at sign-up. */
  acceptedTermsVersion: string | null;
  /** Sign-up details; absent for seeded players. */
  registration?: {
    inviteCode: string;
    affiliateToken: string | null;
    optedIn: boolean;
    enable2fa: boolean;
    source: string | null;
  };
  passwordResetRequired?: boolean;
}

/**
 * Creates the user with an empty wallet at `now`; returns the new id, or null when the email or
 * the username is taken.
 */
export async function insertUser(tx: Queryable, user: NewUser, now: Date): Promise<number | null> {
  const { address, registration } = user;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, first_name, last_name, birth_date, phone,
       calling_code, pin, country, unit_number, street_number, street_name, street_type, city,
       state, postcode, ssn_last_4, email_verified, phone_verified, id_verified, invite_code,
       affiliate_token, opted_in, enable_2fa, registration_source, password_reset_required,
       created_at, brand_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      user.name,
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.birthDate,
      user.phone,
      user.callingCode,
      user.pin,
      user.country,
      address.unit_number,
      address.street_number,
      address.street_name,
      address.street_type,
      address.city,
      address.state,
      address.postcode,
      user.ssnLast4,
      user.emailVerified,
      user.phoneVerified,
      user.idVerified,
      registration?.inviteCode ?? null,
      registration?.affiliateToken ?? null,
      registration?.optedIn ?? false,
      registration?.enable2fa ?? false,
      registration?.source ?? null,
      user.passwordResetRequired ?? false,
      now,
      user.brandId,
    ],
  );
  if (!row) return null;
  await createWallet(tx, row.id);
  if (user.acceptedTermsVersion !== null) {
    await recordTermsAcceptance(tx, row.id, user.brandId, user.acceptedTermsVersion, now);
  }
  return row.id;
}
