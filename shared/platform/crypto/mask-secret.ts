/**
 * The display form of a stored secret: four bullets and its last four characters (`••••abcd`), so a
 * merchant can tell secrets apart without the API ever returning one in full after creation.
 */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`;
}

/** A value in the display form of maskSecret: what a client reading a secret and writing it back sends. */
export const maskedSecretPattern = /^••••[\x21-\x7e]{4}$/;
