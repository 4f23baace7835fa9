/**
 * Component catalog: filter by category, kind, tier and words; preview a component on demand (a
 * short WebM drawn by the render nodes, priced as one still capture, in a project kept for the
 * console's previews).
 */
import { useState } from 'preact/hooks';
import { waitForJob } from '../../../../../clients/typescript/index.ts';
import { describeError, type Ok, unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { Empty, LoadState, PageHeader, Section, useLoad } from '../ui.tsx';

type Component = Ok<'listComponents'>['data'][number];

const categories = ['text', 'effects', 'transitions', 'layouts', 'backgrounds', 'ui-blocks', 'scenes'] as const;
const kinds = ['component', 'transition', 'scene'] as const;
const tiers = ['recommended', 'standard', 'niche'] as const;
/** The project the console's previews are made in (a preview belongs to a project: its brand kit applies). */
const previewProjectName = 'Console previews';

function Preview(props: { component: Component }) {
  const { client } = useConsole();
  const [state, setState] = useState<{ phase: 'idle' | 'working' } | { phase: 'done'; url: string } | { phase: 'failed'; message: string }>({ phase: 'idle' });
  const start = async () => {
    setState({ phase: 'working' });
    try {
      const projects = unwrap(await client.GET('/v1/projects', { params: { query: { limit: '100' } } })).data;
      const project = projects.find((p) => p.name === previewProjectName) ?? unwrap(await client.POST('/v1/projects', { body: { name: previewProjectName, description: 'Where the console draws component previews' } }));
      const receipt = unwrap(await client.POST('/v1/projects/{id}/component-preview', { params: { path: { id: project.id } }, body: { componentId: props.component.id, width: 480, height: 270, params: {} } }));
      const job = await waitForJob(client, receipt.jobId, { timeoutMs: 120_000 });
      const result = job.result as { url?: string } | null;
      if (job.status === 'succeeded' && result?.url) setState({ phase: 'done', url: result.url });
      else setState({ phase: 'failed', message: job.error?.message ?? `the preview ended ${job.status}` });
    } catch (err) {
      setState({ phase: 'failed', message: describeError(err) });
    }
  };
  if (props.component.kind === 'transition') return <p class="muted">Transitions preview inside a render.</p>;
  if (state.phase === 'done') return <video class="preview" src={state.url} autoplay loop muted playsInline aria-label={`Preview of ${props.component.name}`} />;
  return (
    <>
      {state.phase === 'failed' ? <p class="note error" role="alert">{state.message}</p> : null}
      <button type="button" class="secondary small" disabled={state.phase === 'working'} onClick={() => void start()} aria-label={`Preview ${props.component.name}`}>
        {state.phase === 'working' ? 'Drawing…' : 'Preview'}
      </button>
    </>
  );
}

export function ComponentsPage() {
  const { client } = useConsole();
  const [filters, setFilters] = useState<{ category: string; kind: string; tier: string; q: string }>({ category: '', kind: '', tier: 'recommended', q: '' });
  const [words, setWords] = useState('');
  const catalog = useLoad(async () => {
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
    return unwrap(await client.GET('/v1/components', { params: { query: query as never } }));
  }, [filters.category, filters.kind, filters.tier, filters.q]);
  const select = (name: 'category' | 'kind' | 'tier', label: string, options: readonly string[]) => (
    <div class="field inline">
      <label for={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} value={filters[name]} onChange={(e) => setFilters({ ...filters, [name]: (e.target as HTMLSelectElement).value })}>
        <option value="">All</option>
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    </div>
  );
  return (
    <>
      <PageHeader title="Components" />
      <form class="card filters" role="search" onSubmit={(e) => { e.preventDefault(); setFilters({ ...filters, q: words }); }}>
        {select('category', 'Category', categories)}
        {select('kind', 'Kind', kinds)}
        {select('tier', 'Tier', tiers)}
        <div class="field inline">
          <label for="filter-q">Words</label>
          <input id="filter-q" type="search" value={words} onInput={(e) => setWords((e.target as HTMLInputElement).value)} placeholder="lower third, glitch…" />
        </div>
        <button type="submit" class="secondary">Filter</button>
      </form>
      <Section title="Catalog">
        <LoadState loaded={catalog}>{(page) => page.data.length === 0 ? <Empty>No component matches these filters.</Empty> : (
          <ul class="tiles">
            {page.data.map((c) => (
              <li key={`${c.id}@${c.version}`} class="tile">
                <p class="tile-title">{c.name}</p>
                <p class="muted"><code>{c.id}</code> · {c.kind} · {c.category} · v{c.version}</p>
                <Preview component={c} />
              </li>
            ))}
          </ul>
        )}</LoadState>
      </Section>
    </>
  );
}
