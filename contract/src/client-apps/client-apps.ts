import { IntegerEnum } from '../common/keywords.js';

/** The client apps: 1 betting, 2 fantasy. */
export const CLIENT_IDS = [1, 2] as const;

/** A client id as a query or body field. */
export const ClientId = IntegerEnum(CLIENT_IDS, 'Client id');
