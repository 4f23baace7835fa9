/** Overview: the plan, the wallet, the generation cap, and the org's recent renders with live progress. */
import { unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { Link } from '../router.tsx';
import { formatCredits, formatNumber, LoadState, PageHeader, Section, useLoad } from '../ui.tsx';
import { RenderTable, rendersInFlight } from './renders.tsx';

export function OverviewPage() {
  const { client } = useConsole();
  const me = useLoad(async () => unwrap(await client.GET('/v1/me')), []);
  const renders = useLoad(async () => unwrap(await client.GET('/v1/renders', { params: { query: { limit: '5' } } })), [],
    { pollMs: 1000, keepPolling: (page) => rendersInFlight(page.data) });
  return (
    <>
      <PageHeader title="Overview" />
      <LoadState loaded={me}>{(account) => (
        <div class="stats">
          <Section title="Plan">
            <p class="stat">{account.plan?.name ?? account.plan?.id ?? 'none'}</p>
            <p class="muted">{account.billingConfigured ? <Link href="/billing">Change plan</Link> : 'Payments are not set up on this deployment.'}</p>
          </Section>
          <Section title="Wallet">
            <p class="stat">{formatCredits(account.wallet.balanceCredits)}</p>
            <p class="muted">{formatCredits(account.wallet.availableCredits)} available (the rest is held by queued work)</p>
          </Section>
          <Section title="Generation cap">
            {account.generationLimit?.applies ? (
              <>
                <p class="stat">{formatNumber((account.generationLimit.spent ?? 0) / 100)} of {formatNumber((account.generationLimit.cap ?? 0) / 100)} USD</p>
                <p class="muted">provider cost of generated media this period; {formatNumber((account.generationLimit.remaining ?? 0) / 100)} USD left</p>
              </>
            ) : <p class="stat">No cap</p>}
          </Section>
        </div>
      )}</LoadState>
      <Section title="Recent renders">
        <LoadState loaded={renders}>{(page) => <RenderTable renders={page.data} />}</LoadState>
        <p><Link href="/renders">All renders</Link></p>
      </Section>
    </>
  );
}
