/**
 * A local x402 facilitator for tests: a real HTTP server speaking the facilitator API
 * (`POST /verify`, `POST /settle`, `GET /supported`) for the `exact` scheme on EVM networks. It
 * checks what a real one checks off chain (the EIP-3009 typed-data signature by `from`, the
 * recipient, the amount, the validity window) and plays the chain's part on settle: each
 * authorization nonce moves money once. Every request is recorded, so tests can count settlements.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { authorizationTypes, type ExactEIP3009Payload } from '@x402/evm';
import { getAddress, type Hex, verifyTypedData } from 'viem';

export interface FakeFacilitator {
  url: string;
  verifies: { payload: PaymentPayload; requirements: PaymentRequirements }[];
  settlements: { payload: PaymentPayload; requirements: PaymentRequirements; transaction: string }[];
  /** Makes the next settle calls answer 500 (an outage) while true. */
  down: boolean;
  close(): Promise<void>;
}

async function judge(payload: PaymentPayload, requirements: PaymentRequirements): Promise<string | null> {
  const { authorization, signature } = payload.payload as unknown as ExactEIP3009Payload;
  const now = BigInt(Math.floor(Date.now() / 1000));
  if (getAddress(authorization.to) !== getAddress(requirements.payTo)) return 'invalid_exact_evm_payload_recipient_mismatch';
  if (BigInt(authorization.value) < BigInt(requirements.amount)) return 'invalid_exact_evm_payload_authorization_value';
  if (BigInt(authorization.validBefore) <= now) return 'invalid_exact_evm_payload_authorization_valid_before';
  const valid = await verifyTypedData({
    address: getAddress(authorization.from),
    domain: { name: String(requirements.extra.name), version: String(requirements.extra.version), chainId: Number(requirements.network.split(':')[1]), verifyingContract: getAddress(requirements.asset) },
    types: authorizationTypes, primaryType: 'TransferWithAuthorization',
    message: { from: getAddress(authorization.from), to: getAddress(authorization.to), value: BigInt(authorization.value), validAfter: BigInt(authorization.validAfter), validBefore: BigInt(authorization.validBefore), nonce: authorization.nonce as Hex },
    signature: signature as Hex,
  }).catch(() => false);
  return valid ? null : 'invalid_exact_evm_payload_signature';
}

export async function startFakeFacilitator(): Promise<FakeFacilitator> {
  const usedNonces = new Set<string>();
  const state: Omit<FakeFacilitator, 'url' | 'close'> = { verifies: [], settlements: [], down: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
      if (req.method === 'GET' && req.url === '/supported') return send(200, { kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:84532' }], extensions: [], signers: {} });
      const { paymentPayload, paymentRequirements } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { paymentPayload: PaymentPayload; paymentRequirements: PaymentRequirements };
      const { authorization } = paymentPayload.payload as unknown as ExactEIP3009Payload;
      const payer = getAddress(authorization.from);
      if (req.method === 'POST' && req.url === '/verify') {
        state.verifies.push({ payload: paymentPayload, requirements: paymentRequirements });
        const reason = await judge(paymentPayload, paymentRequirements);
        return send(200, reason ? { isValid: false, invalidReason: reason, payer } : { isValid: true, payer });
      }
      if (req.method === 'POST' && req.url === '/settle') {
        if (state.down) return send(500, { error: 'the facilitator is down' });
        const reason = (await judge(paymentPayload, paymentRequirements)) ?? (usedNonces.has(`${payer}:${authorization.nonce}`) ? 'invalid_exact_evm_payload_authorization_nonce_used' : null);
        if (reason) return send(200, { success: false, errorReason: reason, transaction: '', network: paymentRequirements.network, payer });
        usedNonces.add(`${payer}:${authorization.nonce}`);
        const transaction = `0x${randomBytes(32).toString('hex')}`;
        state.settlements.push({ payload: paymentPayload, requirements: paymentRequirements, transaction });
        return send(200, { success: true, transaction, network: paymentRequirements.network, payer });
      }
      send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
