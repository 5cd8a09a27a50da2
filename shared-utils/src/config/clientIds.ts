/** Client ids of the two client apps (spec 1 §1). */
export const BETTING_CLIENT_ID = 1;
export const FANTASY_CLIENT_ID = 2;
