import type { Queryable } from '../db/db';
import { createWallet } from '../wallet/wallet-ledger';

export interface NewUser {
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
  address: {
    unit_number: string | null;
    street_number: string;
    street_name: string;
    street_type: string;
    city: string;
    state: string;
    postcode: string;
  };
  ssnLast4: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
  idVerified: boolean;
}

/** Creates the user with an empty wallet; returns the new id, or null when email or name is taken. */
export async function insertUser(tx: Queryable, user: NewUser): Promise<number | null> {
  const { address } = user;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (name, email, password_hash, first_name, last_name, birth_date, phone,
       calling_code, pin, country, unit_number, street_number, street_name, street_type, city,
       state, postcode, ssn_last_4, email_verified, phone_verified, id_verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21)
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
    ],
  );
  if (!row) return null;
  await createWallet(tx, row.id);
  return row.id;
}
