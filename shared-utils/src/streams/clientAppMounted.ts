import { Subject } from 'rxjs';

export interface ClientAppMounted {
  clientId: number;
  name: string;
}

/** Announced by a client app host once its client app is mounted. */
export const clientAppMounted$ = new Subject<ClientAppMounted>();
