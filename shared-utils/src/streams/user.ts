import { BehaviorSubject } from 'rxjs';
import type { User } from '../user/User';

/** The signed-in player, or null. */
export const user$ = new BehaviorSubject<User | null>(null);
