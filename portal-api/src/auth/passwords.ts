import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingConfig } from '../config';
import { HASHING_SLOTS, limitConcurrency } from './hashing-slots';

/** Hashes and checks passwords with argon2id (the library's algorithm) at the configured cost. */
export class PasswordHasher {
  private unknownUserHash: Promise<string> | undefined;
  /** argon2 runs on libuv's pool; this keeps it from taking every core (see hashing-slots). */
  private readonly slot: ReturnType<typeof limitConcurrency>;

  constructor(private readonly cost: PasswordHashingConfig) {
    this.slot = limitConcurrency(cost.concurrency ?? HASHING_SLOTS);
  }

  hash(password: string): Promise<string> {
    return this.slot(() =>
      hash(password, { memoryCost: this.cost.memoryCostKib, timeCost: this.cost.timeCost }),
    );
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await this.slot(() => verify(passwordHash, password));
    } catch {
      return false;
    }
  }

  /** Spends the time of a real check, so that unknown accounts answer as slowly as known ones. */
  async verifyNothing(password: string): Promise<void> {
    this.unknownUserHash ??= this.hash('no player has this password');
    await this.verify(await this.unknownUserHash, password);
  }
}
