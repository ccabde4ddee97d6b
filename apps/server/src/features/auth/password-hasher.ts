import { hash, verify } from '@node-rs/argon2';

/** Hashes and checks passwords; argon2id in production. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// argon2id (algorithm 2) with OWASP's recommended minimum: 19 MiB memory, 2 passes, 1 lane.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password, options),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
};
