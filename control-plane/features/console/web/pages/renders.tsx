/** Renders across projects: status and progress (live while in flight), and each render's page with its player, share link and failure reason. */
import { useState } from 'preact/hooks';
import { type Ok, unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { Link } from '../router.tsx';
import { Empty, ErrorNote, formatDate, formatNumber, isNotFound, LoadState, PageHeader, Progress, Section, StatusBadge, useLoad } from '../ui.tsx';
import { NotFoundPage } from './not-found.tsx';

export type RenderView = Ok<'getRender'>;
type RenderSummary = Ok<'listRenders'>['data'][number];

const terminal = new Set(['complete', 'error', 'cancelled']);
const statuses = ['queued', 'rendering', 'assembling', 'complete', 'error', 'cancelled'] as const;

export function rendersInFlight(renders: readonly { status: string }[]): boolean {
  return renders.some((r) => !terminal.has(r.status));
}

function origin(render: RenderSummary): string {
  if (render.templateId) return `template ${render.templateId} v${render.templateVersion ?? '?'}`;
  if (render.projectId) return `project ${render.projectId}`;
  return 'inline composition';
}

export function RenderTable(props: { renders: readonly RenderSummary[] }) {
  if (props.renders.length === 0) return <Empty>No renders yet. Render a template from the <Link href="/templates">gallery</Link> or through the API.</Empty>;
  return (
    <table>
      <caption class="visually-hidden">Renders, newest first</caption>
      <thead><tr><th scope="col">Render</th><th scope="col">From</th><th scope="col">Status</th><th scope="col">Progress</th><th scope="col">Created</th></tr></thead>
      <tbody>
        {props.renders.map((r) => (
          <tr key={r.id}>
            <td><Link href={`/renders/${r.id}`}><code>{r.id}</code></Link>{r.kind === 'preview' ? <span class="muted"> (preview)</span> : null}</td>
            <td>{origin(r)}</td>
            <td><StatusBadge status={r.status} /></td>
            <td><Progress percent={r.status === 'complete' ? 100 : r.progress.percent} label={`Progress of ${r.id}`} /></td>
            <td>{formatDate(r.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RendersPage() {
  const { client } = useConsole();
  const [status, setStatus] = useState('');
  const [cursor, setCursor] = useState<string | null>(null);
  const renders = useLoad(async () => unwrap(await client.GET('/v1/renders', { params: { query: { limit: '20', ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) } } })),
    [status, cursor], { pollMs: 1500, keepPolling: (page) => rendersInFlight(page.data) });
  return (
    <>
      <PageHeader title="Renders">
        <label for="status-filter">Status</label>
        <select id="status-filter" value={status} onChange={(e) => { setCursor(null); setStatus((e.target as HTMLSelectElement).value); }}>
          <option value="">All</option>
          {statuses.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </PageHeader>
      <div class="card">
        <LoadState loaded={renders}>{(page) => (
          <>
            <RenderTable renders={page.data} />
            {page.pagination.nextCursor ? <button type="button" class="secondary" onClick={() => setCursor(page.pagination.nextCursor)}>Older renders</button> : null}
          </>
        )}</LoadState>
      </div>
    </>
  );
}

export function RenderPage(props: { id: string }) {
  const { client } = useConsole();
  const [actionError, setActionError] = useState<unknown>(null);
  const render = useLoad(async () => unwrap(await client.GET('/v1/renders/{id}', { params: { path: { id: props.id } } })), [props.id],
    { pollMs: 1000, keepPolling: (r) => !terminal.has(r.status) });
  if (isNotFound(render.error)) return <NotFoundPage what={`Render ${props.id}`} />;
  const cancel = async () => {
    setActionError(null);
    try {
      unwrap(await client.POST('/v1/renders/{id}/cancel', { params: { path: { id: props.id } } }));
      await render.reload();
    } catch (err) {
      setActionError(err);
    }
  };
  return (
    <>
      <PageHeader title={`Render ${props.id}`}>
        {render.data && !terminal.has(render.data.status) ? <button type="button" class="danger" onClick={() => void cancel()}>Cancel render</button> : null}
      </PageHeader>
      <ErrorNote error={actionError} />
      <LoadState loaded={render}>{(r) => (
        <div class="columns">
          <Section title="Output">
            {r.status === 'complete' && r.outputUrl ? (
              <video class="player" controls preload="metadata" src={r.outputUrl} aria-label={`Output of render ${r.id}`} />
            ) : r.status === 'error' || r.status === 'cancelled' ? (
              <p>No output: the render {r.status === 'error' ? 'failed' : 'was cancelled'}.</p>
            ) : (
              <div aria-live="polite">
                <p>{r.progress.phase}: {r.progress.scenesCompleted} of {r.progress.scenesTotal} scenes</p>
                <Progress percent={r.progress.percent} label="Render progress" />
              </div>
            )}
            {r.error ? (
              <div class="note error" role="alert">
                <p><strong>Why it failed:</strong> {r.error}</p>
                <p class="muted">{[r.errorCode, r.category, r.retryable === null ? null : r.retryable ? 'retryable' : 'not retryable'].filter(Boolean).join(' · ')}</p>
              </div>
            ) : null}
          </Section>
          <Section title="Details">
            <dl class="facts">
              <dt>Status</dt><dd><StatusBadge status={r.status} /></dd>
              <dt>Progress</dt><dd><Progress percent={r.status === 'complete' ? 100 : r.progress.percent} label="Progress" /></dd>
              <dt>Share link</dt><dd><a href={r.shareUrl}>{r.shareUrl}</a><br /><span class="muted">public: anyone with it gets the MP4 once complete</span></dd>
              {r.outputUrl ? <><dt>Download</dt><dd><a href={r.outputUrl} download>MP4</a> <span class="muted">(link valid until {formatDate(r.outputExpiresAt)})</span></dd></> : null}
              <dt>Format</dt><dd>{r.format.width}×{r.format.height} at {formatNumber(r.format.fps)} fps, {formatNumber(r.format.durationSec)} s</dd>
              <dt>Price</dt><dd>${formatNumber(r.listUsd)}</dd>
              <dt>From</dt><dd>{origin(r)}</dd>
              <dt>Created</dt><dd>{formatDate(r.createdAt)}</dd>
              {r.warnings.length ? <><dt>Warnings</dt><dd><ul>{r.warnings.map((w) => <li key={w}>{w}</li>)}</ul></dd></> : null}
            </dl>
          </Section>
        </div>
      )}</LoadState>
    </>
  );
}
