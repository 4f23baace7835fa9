/**
 * A payer's SIGN-IN-WITH-X proof (payer-proof.ts), checked on its own: real EIP-191 signatures of
 * EIP-4361 messages by a viem test account, bound to host, URL and chain, and fresh.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { AppError } from '../../shared/errors.ts';
import { verifyPayerProof } from '../../control-plane/features/pay-per-call/payer-proof.ts';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const binding = { domain: 'api.example.com', uri: 'https://api.example.com/v1/media/med_1', chainId: 84532 };
const now = Date.parse('2026-06-01T12:00:00Z');
const test = suite('control-plane: payer proofs (SIGN-IN-WITH-X)');

async function proof(fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}, edit: (message: string) => string = (m) => m) {
  const message = edit(createSiweMessage({ address: account.address, version: '1', nonce: 'abcdef0123456789', issuedAt: new Date(now - 1000), ...binding, ...fields }));
  const signature = await account.signMessage({ message });
  return Buffer.from(JSON.stringify({ message, signature })).toString('base64');
}

async function refusal(header: string): Promise<string> {
  try {
    await verifyPayerProof(header, binding, now);
  } catch (err) {
    assert.instance(err, AppError);
    assert.equal([(err as AppError).status, (err as AppError).code], [401, 'payer_proof_invalid']);
    return (err as AppError).message;
  }
  throw new Error('the proof was accepted');
}

test('a fresh proof bound to this host, URL and chain gives the signing address', async () => {
  assert.is(await verifyPayerProof(await proof(), binding, now), account.address);
  assert.is(await verifyPayerProof(await proof({ issuedAt: new Date(now + 30_000) }), binding, now), account.address, 'a signer clock a little ahead');
  assert.is(await verifyPayerProof(await proof({ expirationTime: new Date(now + 60_000) }), binding, now), account.address);
});

test('a proof for another host, URL or chain, too old, from the future, expired, or not valid yet is refused', async () => {
  assert.match(await refusal(await proof({ domain: 'other.example.com' })), /is for other\.example\.com/);
  assert.match(await refusal(await proof({ uri: 'https://api.example.com/v1/media/med_2' })), /med_2/);
  assert.match(await refusal(await proof({ chainId: 8453 })), /chain id is 8453/);
  assert.match(await refusal(await proof({ issuedAt: new Date(now - 301_000) })), /more than 300 s ago/);
  assert.match(await refusal(await proof({ issuedAt: new Date(now + 120_000) })), /future/);
  assert.match(await refusal(await proof({ expirationTime: new Date(now - 1) })), /expired/);
  assert.match(await refusal(await proof({ notBefore: new Date(now + 60_000) })), /not valid yet/);
  // A date EIP-4361 does not allow reads as no date at all, never as a valid one.
  assert.match(await refusal(await proof({ expirationTime: new Date(now + 60_000) }, (m) => m.replace(/Expiration Time: .*/, 'Expiration Time: someday'))), /expired/);
});

test('a signature by another key, over another message, or a header that is not a proof is refused', async () => {
  const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
  const message = createSiweMessage({ address: account.address, version: '1', nonce: 'abcdef0123456789', issuedAt: new Date(now), ...binding });
  const forged = Buffer.from(JSON.stringify({ message, signature: await other.signMessage({ message }) })).toString('base64');
  assert.match(await refusal(forged), /signature is not/);
  const signed = JSON.parse(Buffer.from(await proof(), 'base64').toString()) as { message: string; signature: string };
  const altered = Buffer.from(JSON.stringify({ message: signed.message.replace('med_1', 'med_9'), signature: signed.signature })).toString('base64');
  assert.match(await refusal(altered), /med_9/, 'the binding is checked before the signature');
  const swapped = Buffer.from(JSON.stringify({ message: signed.message.replace('Nonce: abcdef0123456789', 'Nonce: 0000000000000000'), signature: signed.signature })).toString('base64');
  assert.match(await refusal(swapped), /signature is not/);
  assert.match(await refusal('%%%'), /base64 of the JSON/);
  assert.match(await refusal(Buffer.from(JSON.stringify({ message: 'hello', signature: '0x00' })).toString('base64')), /not an EIP-4361 message/);
  assert.match(await refusal(Buffer.from(JSON.stringify({ message: signed.message, signature: 'not hex' })).toString('base64')), /0x signature/);
});

test.run();
