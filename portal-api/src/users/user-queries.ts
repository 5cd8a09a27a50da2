import { acceptedTermsSql } from '../terms/terms-acceptances';
import type { Queryable } from '../db/db';
import { isoOrNull } from '../http/iso-date';
import type { User } from '@portal/contract';

export interface UserRow {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  calling_code: string | null;
  birth_date: string;
  avatar_large: string | null;
  avatar_small: string | null;
  created_at: Date;
  last_login_at: Date | null;
  balance: number;
  available_balance: number;
  status_id: number;
  status_name: string;
  id_verified: boolean;
  pin: string;
  break_applied_at: Date | null;
  break_end_at: Date | null;
  break_kind: 'short' | 'long' | null;
  unit_number: string | null;
  street_number: string | null;
  street_name: string | null;
  street_type: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string;
  ssn_last_4: string | null;
  accepted_terms_version: string | null;
}

/** Turns a stored avatar file name into the URL browsers load it from. */
export type AvatarUrl = (file: string) => string;

export function toUser(
  { avatar_large, avatar_small, status_id, status_name, ...row }: UserRow,
  avatarUrl: AvatarUrl,
): User {
  return {
    ...row,
    avatar:
      avatar_large && avatar_small
        ? { large: avatarUrl(avatar_large), small: avatarUrl(avatar_small) }
        : null,
    status: { id: status_id, name: status_name },
    created_at: row.created_at.toISOString(),
    last_login_at: isoOrNull(row.last_login_at),
    break_applied_at: isoOrNull(row.break_applied_at),
    break_end_at: isoOrNull(row.break_end_at),
    break_kind: row.break_kind,
  };
}

/**
 * The columns of a UserRow, from users `u` with USER_JOINS, as the player is shown on the brand
 * whose id is the SQL `brand` (accepted_terms_version is that brand's).
 */
export function userColumns(brand: string): string {
  return `u.id, u.name, u.first_name, u.last_name, u.email, u.email_verified,
  u.phone, u.phone_verified, u.calling_code, u.birth_date, u.avatar_large, u.avatar_small,
  u.created_at, u.last_login_at, w.balance, w.available_balance,
  u.status_id, s.name AS status_name, u.id_verified, u.pin, u.break_applied_at,
  u.break_end_at, u.break_kind, u.unit_number, u.street_number, u.street_name, u.street_type,
  u.city, u.state, u.postcode, u.country, u.ssn_last_4,
  ${acceptedTermsSql({ user: 'u.id', brand })} AS accepted_terms_version`;
}

export const USER_JOINS = `JOIN user_statuses s ON s.id = u.status_id
  JOIN wallets w ON w.user_id = u.id`;

/**
 * The user with balance and status as shown on brand `brandId`, without embeds; undefined when
 * there is no such user.
 */
export async function findUser(
  q: Queryable,
  userId: number,
  brandId: number,
  avatarUrl: AvatarUrl,
): Promise<User | undefined> {
  const [row] = await q.query<UserRow>(
    `SELECT ${userColumns('$2')} FROM users u ${USER_JOINS} WHERE u.id = $1`,
    [userId, brandId],
  );
  return row && toUser(row, avatarUrl);
}
