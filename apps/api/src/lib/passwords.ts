import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum upstream) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash verified when the username is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function burnVerifyTime(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('courtside-timing-equaliser');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
