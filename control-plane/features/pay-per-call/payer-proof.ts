/**
 * A payer's proof of its wallet, for reading back what it paid for (`SIGN-IN-WITH-X`, the header
 * x402's sign-in-with-x extension names): base64 of the JSON `{message, signature}`, where
 * `message` is an EIP-4361 (Sign-In with Ethereum) message and `signature` its EIP-191
 * `personal_sign` by the message's address.
 *
 * The message is bound to one read: `domain` is this service's host, `uri` the exact URL read
 * (path without query), `chainId` the payment network's chain, and `issuedAt` at most
 * `payerProofMaxAgeSeconds` old. No nonce is kept: within that window the same proof reads the
 * same URL again, which grants nothing more than the read it was signed for.
 */
import { getAddress, isHex, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { AppError } from '../../../shared/errors.ts';

export const payerProofHeader = 'sign-in-with-x';
/** How long a proof reads its URL after it was issued. */
export const payerProofMaxAgeSeconds = 300;
/** How far ahead of this clock an `issuedAt` may be (the signer's clock may run ahead). */
const clockSkewSeconds = 60;

/** What a proof must be bound to: this service, the URL read, the payment network's chain. */
export interface ProofBinding { domain: string; uri: string; chainId: number }

function refused(problem: string): never {
  throw new AppError(401, 'payer_proof_invalid', `the ${payerProofHeader.toUpperCase()} proof is not valid: ${problem}`);
}

/** The checksummed address a proof was signed by, or 401 `payer_proof_invalid` saying why not. */
export async function verifyPayerProof(header: string, binding: ProofBinding, nowMs = Date.now()): Promise<`0x${string}`> {
  let proof: unknown;
  try {
    proof = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    refused('it must be base64 of the JSON {"message", "signature"}');
  }
  const { message, signature } = (proof ?? {}) as { message?: unknown; signature?: unknown };
  if (typeof message !== 'string' || message.length > 4000 || typeof signature !== 'string' || !isHex(signature)) {
    refused('it must be base64 of the JSON {"message", "signature"}: an EIP-4361 message and its 0x signature');
  }
  const fields = parseSiweMessage(message);
  if (!fields.address || !fields.domain || !fields.uri || fields.version !== '1' || fields.chainId === undefined || !fields.issuedAt) {
    refused('the message is not an EIP-4361 message with address, domain, uri, version 1, chain id and issued-at');
  }
  if (fields.domain !== binding.domain) refused(`it is for ${fields.domain}, not ${binding.domain}`);
  if (fields.uri !== binding.uri) refused(`it is for ${fields.uri}, not ${binding.uri}`);
  if (fields.chainId !== binding.chainId) refused(`its chain id is ${fields.chainId}, and payments here are on chain ${binding.chainId}`);
  const issuedMs = fields.issuedAt.getTime();
  if (!Number.isFinite(issuedMs) || issuedMs > nowMs + clockSkewSeconds * 1000) refused('it is issued in the future');
  if (issuedMs < nowMs - payerProofMaxAgeSeconds * 1000) refused(`it was issued more than ${payerProofMaxAgeSeconds} s ago; sign a new one`);
  // Written so that an unreadable date (NaN) refuses too.
  if (fields.expirationTime && !(fields.expirationTime.getTime() > nowMs)) refused('it has expired (Expiration Time)');
  if (fields.notBefore && !(fields.notBefore.getTime() <= nowMs)) refused('it is not valid yet (Not Before)');
  let address: `0x${string}`;
  try {
    address = getAddress(fields.address);
  } catch {
    refused('its address is not a valid (checksummed) address');
  }
  const signed = await verifyMessage({ address, message, signature }).catch(() => false);
  if (!signed) refused('the signature is not that of the message by its address');
  return address;
}
