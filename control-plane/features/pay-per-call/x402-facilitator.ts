/**
 * x402 v2 payments on an EVM network with the `exact` scheme: an EIP-3009
 * `transferWithAuthorization` of the network's USDC, signed by the payer.
 *
 * - What a priced call asks for is a `PaymentRequirements` built from the server's own quote
 *   (one credit is one US cent, so `amount` is the credits in the asset's atomic units).
 * - A `PAYMENT-SIGNATURE` is checked here first: its payload must answer these requirements
 *   (scheme, network, asset, recipient), the typed data's signer (recovered with viem) must be
 *   `from`, the value must cover the amount, and the authorization must be valid now and stay
 *   valid long enough for the work to be delivered (it is settled on delivery).
 * - Then the facilitator verifies and, on delivery, settles it over HTTP (`/verify`, `/settle`),
 *   through @x402/core's facilitator client.
 *
 * This module loads viem and @x402/*, which take seconds to load: the control plane imports it
 * only when pay-per-call is configured.
 */
import { decodePaymentSignatureHeader, encodePaymentRequiredHeader, encodePaymentResponseHeader, HTTPFacilitatorClient } from '@x402/core/http';
import { parsePaymentPayload } from '@x402/core/schemas';
import { type PaymentPayload, type PaymentRequired, type PaymentRequirements, type ResourceInfo, SettleError, type SettleResponse, VerifyError } from '@x402/core/types';
import { authorizationTypes, type ExactEIP3009Payload, getDefaultAsset, isEIP3009Payload } from '@x402/evm';
import { getAddress, type Hex, isAddress, verifyTypedData } from 'viem';
import { type AcceptedPayment, PaymentRefused, type PaymentGateway } from './pay-per-call.ts';

export interface X402Settings {
  facilitatorUrl: string;
  payTo: string;
  /** CAIP-2, e.g. `eip155:84532`. */
  network: `${string}:${string}`;
  /** How long an authorization must stay valid: the longest the paid work may take to be delivered. */
  maxTimeoutSeconds: number;
  facilitatorTimeoutMs?: number;
}

/** Credits are US cents; USDC has 6 decimals, so one credit is 10^4 of its atomic units. */
const creditDecimals = 2;

export class X402Gateway implements PaymentGateway {
  readonly network: `${string}:${string}`;
  private readonly asset: { address: `0x${string}`; name: string; version: string; decimals: number; chainId: number };
  private readonly payTo: `0x${string}`;
  private readonly facilitator: HTTPFacilitatorClient;

  constructor(private readonly settings: X402Settings) {
    this.network = settings.network;
    const chainId = Number(settings.network.split(':')[1]);
    let asset: ReturnType<typeof getDefaultAsset>;
    try {
      asset = getDefaultAsset(settings.network);
    } catch {
      throw new Error(`FRAMEFLEET_X402_NETWORK ${settings.network} has no USD stablecoin x402 knows`);
    }
    if ((asset as { assetTransferMethod?: string }).assetTransferMethod === 'permit2') {
      throw new Error(`the stablecoin of ${settings.network} has no EIP-3009 transferWithAuthorization`);
    }
    this.asset = { address: getAddress(asset.asset), name: asset.name, version: asset.version, decimals: asset.decimals, chainId };
    this.payTo = getAddress(settings.payTo);
    this.facilitator = new HTTPFacilitatorClient({ url: settings.facilitatorUrl, ...(settings.facilitatorTimeoutMs ? { timeoutMs: settings.facilitatorTimeoutMs } : {}) });
  }

  requirements(credits: number): PaymentRequirements {
    const amount = BigInt(credits) * 10n ** BigInt(this.asset.decimals - creditDecimals);
    return {
      scheme: 'exact', network: this.network, asset: this.asset.address, amount: amount.toString(), payTo: this.payTo,
      maxTimeoutSeconds: this.settings.maxTimeoutSeconds,
      // The token's EIP-712 domain, which the payer signs over.
      extra: { name: this.asset.name, version: this.asset.version },
    };
  }

  paymentRequired(requirements: PaymentRequirements, resource: ResourceInfo, error: string): { body: PaymentRequired; header: string } {
    const body: PaymentRequired = { x402Version: 2, error, resource, accepts: [requirements] };
    return { body, header: encodePaymentRequiredHeader(body) };
  }

  async check(header: string, requirements: PaymentRequirements, nowMs = Date.now()): Promise<AcceptedPayment> {
    let decoded: unknown;
    try {
      decoded = decodePaymentSignatureHeader(header);
    } catch {
      throw new PaymentRefused('invalid_payload', 'PAYMENT-SIGNATURE is not base64 of a JSON payment payload');
    }
    const parsed = parsePaymentPayload(decoded);
    if (!parsed.success || parsed.data.x402Version !== 2) throw new PaymentRefused('invalid_payload', 'PAYMENT-SIGNATURE is not an x402 version 2 payment payload');
    const payload = parsed.data as PaymentPayload;
    const accepted = payload.accepted;
    if (accepted.scheme !== requirements.scheme || accepted.network !== requirements.network || !sameAddress(accepted.asset, requirements.asset) || !sameAddress(accepted.payTo, requirements.payTo)) {
      throw new PaymentRefused('requirements_mismatch', `the payment answers other requirements: pay ${requirements.network} ${requirements.asset} with scheme ${requirements.scheme} to ${requirements.payTo}`);
    }
    if (!isEIP3009Payload(payload.payload as never)) throw new PaymentRefused('invalid_payload', 'the payload is not an EIP-3009 transferWithAuthorization');
    const { authorization, signature } = payload.payload as unknown as ExactEIP3009Payload;
    if (!isAddress(authorization.from) || !isAddress(authorization.to) || !/^0x[0-9a-fA-F]{64}$/.test(authorization.nonce)
      || ![authorization.value, authorization.validAfter, authorization.validBefore].every((n) => /^\d{1,78}$/.test(n))) {
      throw new PaymentRefused('invalid_payload', 'the authorization has malformed fields');
    }
    if (!sameAddress(authorization.to, requirements.payTo)) throw new PaymentRefused('recipient_mismatch', `the transfer must go to ${requirements.payTo}`);
    if (BigInt(authorization.value) < BigInt(requirements.amount)) {
      throw new PaymentRefused('insufficient_amount', `the transfer is ${authorization.value} and this call costs ${requirements.amount} (atomic units of ${requirements.asset})`);
    }
    const nowSec = BigInt(Math.floor(nowMs / 1000));
    if (BigInt(authorization.validAfter) > nowSec) throw new PaymentRefused('authorization_not_yet_valid', 'the authorization is not valid yet (validAfter)');
    if (BigInt(authorization.validBefore) <= nowSec) throw new PaymentRefused('authorization_expired', 'the authorization has expired (validBefore)');
    // Paid work is settled on delivery, so the authorization must outlive the work: half the
    // advertised timeout leaves room for clock skew while keeping that promise.
    if (BigInt(authorization.validBefore) < nowSec + BigInt(Math.floor(this.settings.maxTimeoutSeconds / 2))) {
      throw new PaymentRefused('authorization_too_short', `the authorization lapses before the work can be delivered; sign it valid for ${this.settings.maxTimeoutSeconds} s`);
    }
    let signed = false;
    try {
      signed = await verifyTypedData({
        address: getAddress(authorization.from),
        domain: { name: this.asset.name, version: this.asset.version, chainId: this.asset.chainId, verifyingContract: this.asset.address },
        types: authorizationTypes,
        primaryType: 'TransferWithAuthorization',
        message: {
          from: getAddress(authorization.from), to: getAddress(authorization.to), value: BigInt(authorization.value),
          validAfter: BigInt(authorization.validAfter), validBefore: BigInt(authorization.validBefore), nonce: authorization.nonce as Hex,
        },
        signature: signature as Hex,
      });
    } catch {
      signed = false;
    }
    if (!signed) throw new PaymentRefused('invalid_signature', 'the signature is not that of the authorization by its from address');
    const payer = getAddress(authorization.from);
    return {
      payload, payer, value: authorization.value, validBefore: Number(authorization.validBefore),
      // One EIP-3009 nonce per authorizer and token: what makes a replay recognisable.
      authorizationId: `${this.network}:${this.asset.address}:${payer}:${authorization.nonce}`.toLowerCase(),
    };
  }

  async verify(payment: AcceptedPayment, requirements: PaymentRequirements): Promise<void> {
    // A facilitator's non-2xx answer that carries its verdict is a refusal, not an outage.
    const result = await this.facilitator.verify(payment.payload, requirements).catch((err: unknown) => {
      if (err instanceof VerifyError) return { isValid: false, invalidReason: err.invalidReason, invalidMessage: err.invalidMessage };
      throw err;
    });
    if (!result.isValid) throw new PaymentRefused(result.invalidReason ?? 'invalid_payment', result.invalidMessage ?? `the facilitator refused the payment (${result.invalidReason ?? 'no reason given'})`);
  }

  async settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse> {
    return this.facilitator.settle(payload, requirements).catch((err: unknown): SettleResponse => {
      if (err instanceof SettleError) {
        return { success: false, ...(err.errorReason ? { errorReason: err.errorReason } : {}), ...(err.errorMessage ? { errorMessage: err.errorMessage } : {}), transaction: err.transaction ?? '', network: this.network };
      }
      throw err;
    });
  }

  responseHeader(response: SettleResponse): string {
    return encodePaymentResponseHeader(response);
  }
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
