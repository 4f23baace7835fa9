/**
 * What an x402 payer does, for the pay-per-call tests: reads a 402 as an x402 client does, signs
 * EIP-3009 authorizations by hand (to make them wrong on purpose), and proves its wallet with a
 * SIGN-IN-WITH-X header (an EIP-4361 message signed with EIP-191) to read back what it paid for.
 */
import { x402Client, x402HTTPClient } from '@x402/core/client';
import type { PaymentRequired, PaymentRequirements } from '@x402/core/types';
import { authorizationTypes, getDefaultAsset } from '@x402/evm';
import type { LightMyRequestResponse } from 'fastify';
import { getAddress, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';

export const network = 'eip155:84532' as const;
export const chainId = 84532;
export const payTo = '0x209693Bc6afc0C5328bA36FaF03C514EF312287C';
export const usdc = getDefaultAsset(network);

export function header(res: LightMyRequestResponse, name: string): string | null {
  const v = res.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : null;
}

/** The payment-required answer, as an x402 client reads it (the PAYMENT-REQUIRED header). */
export function paymentRequiredOf(res: LightMyRequestResponse): PaymentRequired {
  return new x402HTTPClient(new x402Client()).getPaymentRequiredResponse((name) => header(res, name), res.json());
}

/** The extra of a paid call's PAYMENT-RESPONSE. */
export function receiptOf(res: LightMyRequestResponse): { paymentId: string; status: string } {
  return new x402HTTPClient(new x402Client()).getPaymentSettleResponse((name) => header(res, name)).extra as { paymentId: string; status: string };
}

/** A hand-made `exact` payment for `requirements`, with fields overridden to make it wrong. */
export async function handMadePayment(account: PrivateKeyAccount, requirements: PaymentRequirements, override: { value?: string; validBefore?: number; nonce?: Hex } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const authorization = {
    from: account.address, to: getAddress(requirements.payTo), value: override.value ?? requirements.amount,
    validAfter: '0', validBefore: String(override.validBefore ?? now + requirements.maxTimeoutSeconds),
    nonce: override.nonce ?? (`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex),
  };
  const signature = await account.signTypedData({
    domain: { name: usdc.name, version: usdc.version, chainId, verifyingContract: getAddress(requirements.asset) },
    types: authorizationTypes, primaryType: 'TransferWithAuthorization',
    message: { ...authorization, value: BigInt(authorization.value), validAfter: BigInt(authorization.validAfter), validBefore: BigInt(authorization.validBefore) },
  });
  return { x402Version: 2, accepted: requirements, payload: { authorization, signature } };
}

/** The SIGN-IN-WITH-X header of `account` for reading `url`, with fields overridden to make it wrong. */
export async function payerProof(account: PrivateKeyAccount, url: string, override: { domain?: string; chainId?: number; issuedAt?: Date; signer?: PrivateKeyAccount } = {}) {
  const message = createSiweMessage({
    address: account.address, domain: override.domain ?? new URL(url).host, uri: url, version: '1', chainId: override.chainId ?? chainId,
    nonce: generateSiweNonce(), issuedAt: override.issuedAt ?? new Date(), statement: 'Read back what this wallet paid for.',
  });
  const signature = await (override.signer ?? account).signMessage({ message });
  return { 'sign-in-with-x': Buffer.from(JSON.stringify({ message, signature })).toString('base64') };
}
