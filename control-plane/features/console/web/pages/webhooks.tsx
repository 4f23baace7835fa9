/** Webhooks: each endpoint with its verification state and health, and its recent deliveries. */
import { useState } from 'preact/hooks';
import { type Ok, unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { Empty, formatDate, LoadState, PageHeader, Section, StatusBadge, useLoad } from '../ui.tsx';

type Webhook = Ok<'listWebhooks'>['data'][number];

function Deliveries(props: { webhook: Webhook }) {
  const { client } = useConsole();
  const deliveries = useLoad(async () => unwrap(await client.GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: props.webhook.id }, query: { limit: '10' } } })), [props.webhook.id]);
  return (
    <LoadState loaded={deliveries}>{(page) => page.data.length === 0 ? <Empty>No deliveries yet.</Empty> : (
      <table>
        <caption class="visually-hidden">Recent deliveries to {props.webhook.url}</caption>
        <thead><tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">When</th></tr></thead>
        <tbody>
          {page.data.map((d) => (
            <tr key={d.id}>
              <td><code>{d.event}</code></td>
              <td><StatusBadge status={d.status} /></td>
              <td>{d.attempts}</td>
              <td class="wrap">{d.lastStatusCode ?? '—'}{d.lastError ? ` · ${d.lastError}` : ''}</td>
              <td>{formatDate(d.deliveredAt ?? d.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}</LoadState>
  );
}

export function WebhooksPage() {
  const { client } = useConsole();
  const [open, setOpen] = useState<string | null>(null);
  const webhooks = useLoad(async () => unwrap(await client.GET('/v1/webhooks', { params: { query: { limit: '100' } } })), []);
  return (
    <>
      <PageHeader title="Webhooks" />
      <Section title="Endpoints">
        <LoadState loaded={webhooks}>{(page) => page.data.length === 0 ? <Empty>No webhook endpoints. Create one with POST /v1/webhooks (see the <a href="/docs">API reference</a>).</Empty> : (
          <table>
            <thead><tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">Verification</th><th scope="col">State</th><th scope="col">Last delivered</th><th scope="col"><span class="visually-hidden">Deliveries</span></th></tr></thead>
            <tbody>
              {page.data.map((w) => (
                <tr key={w.id}>
                  <td class="wrap"><code>{w.url}</code></td>
                  <td class="wrap">{w.events.join(', ')}</td>
                  <td><StatusBadge status={w.verificationStatus} /></td>
                  <td><StatusBadge status={w.enabled ? w.status : 'disabled'} />{w.disabledReason ? <span class="muted"> {w.disabledReason}</span> : null}</td>
                  <td>{formatDate(w.lastDeliveredAt)}</td>
                  <td><button type="button" class="secondary small" aria-expanded={open === w.id} onClick={() => setOpen(open === w.id ? null : w.id)}>Deliveries</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}</LoadState>
      </Section>
      {open && webhooks.data ? (() => {
        const webhook = webhooks.data.data.find((w) => w.id === open);
        return webhook ? <Section title={`Recent deliveries to ${webhook.url}`} id="deliveries"><Deliveries webhook={webhook} /></Section> : null;
      })() : null}
    </>
  );
}
