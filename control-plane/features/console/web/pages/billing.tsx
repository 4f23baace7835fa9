/** Billing: the plans, buying credits where payments are set up, and the wallet's credit ledger. */
import { useState } from 'preact/hooks';
import { unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { Empty, ErrorNote, formatCredits, formatDate, formatNumber, LoadState, PageHeader, Section, useLoad, useSubmit } from '../ui.tsx';

function BuyCredits() {
  const { client } = useConsole();
  const [dollars, setDollars] = useState('20');
  const { busy, error, onSubmit } = useSubmit(async () => {
    const checkout = unwrap(await client.POST('/v1/billing/checkout', { body: { credits: Math.round(Number(dollars) * 100), successUrl: `${location.origin}/billing`, cancelUrl: `${location.origin}/billing` } }));
    location.assign(checkout.url);
    return 'leaving';
  });
  return (
    <form onSubmit={onSubmit}>
      <ErrorNote error={error} />
      <label for="credits-usd">Amount (US dollars, 5 or more)</label>
      <input id="credits-usd" type="number" min={5} max={10000} step={1} required value={dollars} onInput={(e) => setDollars((e.target as HTMLInputElement).value)} />
      <button type="submit" class="primary" disabled={busy}>Go to checkout</button>
    </form>
  );
}

export function BillingPage() {
  const { client } = useConsole();
  const [cursor, setCursor] = useState<string | null>(null);
  const me = useLoad(async () => unwrap(await client.GET('/v1/me')), []);
  const plans = useLoad(async () => unwrap(await client.GET('/v1/billing/plans')), []);
  const ledger = useLoad(async () => unwrap(await client.GET('/v1/billing/ledger', { params: { query: { limit: '25', ...(cursor ? { cursor } : {}) } } })), [cursor]);
  return (
    <>
      <PageHeader title="Billing" />
      <div class="columns">
        <Section title="Wallet">
          <LoadState loaded={me}>{(account) => (
            <>
              <p class="stat">{formatCredits(account.wallet.balanceCredits)}</p>
              <p class="muted">Plan: {account.plan?.name ?? account.plan?.id ?? 'none'} · 1 credit = 1 US cent</p>
              {account.billingConfigured ? <BuyCredits /> : <p class="note">Payments are not set up on this deployment: an operator grants credits.</p>}
            </>
          )}</LoadState>
        </Section>
        <Section title="Plans">
          <LoadState loaded={plans}>{(p) => (
            <table>
              <thead><tr><th scope="col">Plan</th><th scope="col">Billed</th><th scope="col">Price</th></tr></thead>
              <tbody>{p.plans.map((plan) => <tr key={plan.id}><td>{plan.name}</td><td>{plan.interval}ly</td><td>${formatNumber(plan.priceUsd)}</td></tr>)}</tbody>
            </table>
          )}</LoadState>
        </Section>
      </div>
      <Section title="Credit ledger">
        <LoadState loaded={ledger}>{(page) => page.data.length === 0 ? <Empty>No credits granted or spent yet.</Empty> : (
          <>
            <table>
              <thead><tr><th scope="col">When</th><th scope="col">What</th><th scope="col">Feature</th><th scope="col" class="number">Credits</th></tr></thead>
              <tbody>
                {page.data.map((e) => (
                  <tr key={e.id}>
                    <td>{formatDate(e.createdAt)}</td>
                    <td class="wrap">{e.description}{e.reference && !e.description.includes(e.reference) ? <> <code>{e.reference}</code></> : null}</td>
                    <td>{e.featureId ?? '—'}{e.units !== null ? ` (${formatNumber(e.units)})` : ''}</td>
                    <td class={`number ${e.credits < 0 ? 'debit' : 'credit'}`}>{e.credits > 0 ? '+' : ''}{formatNumber(e.credits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div class="actions">
              {cursor ? <button type="button" class="secondary" onClick={() => setCursor(null)}>Newest</button> : null}
              {page.pagination.nextCursor ? <button type="button" class="secondary" onClick={() => setCursor(page.pagination.nextCursor)}>Older entries</button> : null}
            </div>
          </>
        )}</LoadState>
      </Section>
    </>
  );
}
