/**
 * The operator token: one bearer secret for the operator API (`/operator/v1`), set at deployment.
 * The deployment keeps only its SHA-256 (FRAMEFLEET_OPERATOR_TOKEN_SHA256, a list so that a new
 * token can be rolled out before the old one is removed). A presented token is hashed and
 * compared with every configured hash in constant time; the operator it names in the audit log is
 * the hash's first 12 hex digits, which identify a token without revealing it.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Operator tokens start with this, so that one pasted in the wrong place is recognised. */
export const operatorTokenPrefix = 'ffop_';

const sha256Hex = /^[0-9a-f]{64}$/;

export function isOperatorTokenHash(value: string): boolean {
  return sha256Hex.test(value);
}

export function operatorTokenHash(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The audit log's name for the token with this hash. */
export function operatorIdOf(tokenHash: string): string {
  return `op_${tokenHash.slice(0, 12)}`;
}

/** A new token (256 random bits) and the hash the deployment keeps. */
export function newOperatorToken(): { token: string; sha256: string; operatorId: string } {
  const token = `${operatorTokenPrefix}${randomBytes(32).toString('base64url')}`;
  const sha256 = operatorTokenHash(token);
  return { token, sha256, operatorId: operatorIdOf(sha256) };
}

/**
 * The operator id of `token` when its hash is one of `hashes`, else null. Every hash is compared,
 * each in constant time, so the answer's timing tells nothing about which one nearly matched.
 */
export function verifyOperatorToken(token: string, hashes: readonly string[]): string | null {
  const presented = Buffer.from(operatorTokenHash(token), 'hex');
  let match: string | null = null;
  for (const expected of hashes) {
    if (timingSafeEqual(presented, Buffer.from(expected, 'hex')) && match === null) match = operatorIdOf(expected);
  }
  return match;
}
