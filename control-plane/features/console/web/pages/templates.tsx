/**
 * Templates gallery: each template with its poster (the still of its latest finished render), and
 * a form generated from the template's parameters that renders it.
 */
import { useState } from 'preact/hooks';
import { type Ok, unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { navigate } from '../router.tsx';
import { Empty, ErrorNote, LoadState, PageHeader, Section, useLoad, useSubmit } from '../ui.tsx';

type Template = Ok<'listTemplates'>['data'][number];
type Parameter = Template['parameters'][number];
type MediaItem = Ok<'listMedia'>['data'][number];

/** The poster of a template's latest complete render, when it has one. */
function Poster(props: { template: Template }) {
  const { client } = useConsole();
  const latest = useLoad(async () => unwrap(await client.GET('/v1/renders', { params: { query: { templateId: props.template.id, status: 'complete', limit: '1' } } })), [props.template.id]);
  const posterUrl = latest.data?.data[0]?.posterUrl;
  return posterUrl
    ? <img class="poster" src={posterUrl} alt={`Poster of ${props.template.name}`} loading="lazy" />
    : <div class="poster poster-placeholder" aria-hidden="true">{props.template.name.slice(0, 1).toUpperCase()}</div>;
}

function initialValue(parameter: Parameter): string | boolean {
  const value = parameter.default;
  if (parameter.kind === 'boolean') return value === true;
  if (parameter.kind === 'media') return value && typeof value === 'object' && 'mediaId' in value ? value.mediaId : value && typeof value === 'object' && 'sample' in value ? 'sample' : '';
  return value === undefined || value === null || typeof value === 'object' ? '' : String(value);
}

function ParameterField(props: { parameter: Parameter; value: string | boolean; media: readonly MediaItem[]; onChange: (value: string | boolean) => void }) {
  const { parameter: p, value } = props;
  const id = `param-${p.name}`;
  const help = p.description ? <p class="muted" id={`${id}-help`}>{p.description}</p> : null;
  const describedBy = p.description ? `${id}-help` : undefined;
  const label = <label for={id}>{p.name}{p.required ? ' (required)' : ''}</label>;
  const onInput = (e: Event) => props.onChange((e.target as HTMLInputElement).value);
  switch (p.kind) {
    case 'boolean':
      return <div class="field checkbox"><input id={id} type="checkbox" checked={value === true} onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)} aria-describedby={describedBy} /><label for={id}>{p.name}</label>{help}</div>;
    case 'enum':
      return <div class="field">{label}<select id={id} value={String(value)} onChange={onInput} required={p.required} aria-describedby={describedBy}>{p.required && !value ? <option value="">Choose…</option> : null}{(p.options ?? []).map((o) => <option key={o} value={o}>{o}</option>)}</select>{help}</div>;
    case 'number':
      return <div class="field">{label}<input id={id} type="number" step="any" min={p.minimum} max={p.maximum} value={String(value)} onInput={onInput} required={p.required} aria-describedby={describedBy} />{help}</div>;
    case 'media': {
      const choices = props.media.filter((m) => m.status === 'ready' && (!p.mediaKind || m.kind === p.mediaKind));
      return (
        <div class="field">{label}
          <select id={id} value={String(value)} onChange={onInput} required={p.required} aria-describedby={describedBy}>
            {p.required ? <option value="">Choose {p.mediaKind ?? 'media'}…</option> : <option value="">The template's default</option>}
            <option value="sample">The bundled sample {p.mediaKind ?? ''}</option>
            {choices.map((m) => <option key={m.id} value={m.id}>{m.name} ({m.id})</option>)}
          </select>{help}
        </div>
      );
    }
    default:
      return <div class="field">{label}<input id={id} type="text" value={String(value)} onInput={onInput} required={p.required} aria-describedby={describedBy} placeholder={p.kind === 'colour' ? '#1b5fd1 or brand:colors.primary' : undefined} />{help}</div>;
  }
}

function RenderForm(props: { template: Template; onClose: () => void }) {
  const { client } = useConsole();
  const { template } = props;
  const [values, setValues] = useState<Record<string, string | boolean>>(() => Object.fromEntries(template.parameters.map((p) => [p.name, initialValue(p)])));
  const [pending, setPending] = useState<string | null>(null);
  const needsMedia = template.parameters.some((p) => p.kind === 'media');
  const media = useLoad(async () => needsMedia ? unwrap(await client.GET('/v1/media', { params: { query: { limit: '100' } } })).data : [], [needsMedia]);
  const { busy, error, onSubmit } = useSubmit(async () => {
    setPending(null);
    const scalar: Record<string, unknown> = {}, mediaValues: Record<string, unknown> = {};
    for (const p of template.parameters) {
      const value = values[p.name];
      if (p.kind === 'media') {
        if (value === 'sample') mediaValues[p.name] = { sample: true };
        else if (value) mediaValues[p.name] = { mediaId: value };
      } else if (p.kind === 'boolean') scalar[p.name] = value === true;
      else if (value !== '' && value !== undefined) scalar[p.name] = p.kind === 'number' ? Number(value) : value;
    }
    const answer = unwrap(await client.POST('/v1/templates/{id}/renders', { params: { path: { id: template.id } }, body: { values: scalar, media: mediaValues } }));
    if ('id' in answer) navigate(`/renders/${answer.id}`);
    else setPending('The media this render needs is still being imported; submit again in a moment.');
  });
  return (
    <form onSubmit={onSubmit} aria-label={`Render ${template.name}`}>
      <ErrorNote error={error} />
      {pending ? <p class="note" role="status">{pending}</p> : null}
      {template.parameters.length === 0 ? <p class="muted">This template takes no parameters.</p> : null}
      {template.parameters.map((p) => (
        <ParameterField key={p.name} parameter={p} value={values[p.name] ?? ''} media={media.data ?? []} onChange={(v) => setValues({ ...values, [p.name]: v })} />
      ))}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>{busy ? 'Starting…' : 'Render'}</button>
        <button type="button" class="secondary" onClick={props.onClose}>Back to the gallery</button>
      </div>
    </form>
  );
}

export function TemplatesPage() {
  const { client } = useConsole();
  const [chosen, setChosen] = useState<Template | null>(null);
  const templates = useLoad(async () => unwrap(await client.GET('/v1/templates', { params: { query: { limit: '60' } } })), []);
  return (
    <>
      <PageHeader title="Templates" />
      {chosen ? (
        <Section title={`Render “${chosen.name}”`} id="render-template">
          <p class="muted">{chosen.description || 'No description.'} · version {chosen.version}</p>
          <RenderForm key={chosen.id} template={chosen} onClose={() => setChosen(null)} />
        </Section>
      ) : null}
      <Section title="Gallery">
        <LoadState loaded={templates}>{(page) => page.data.length === 0 ? <Empty>No templates yet: publish one with POST /v1/templates.</Empty> : (
          <ul class="tiles">
            {page.data.map((t) => (
              <li key={t.id} class="tile">
                <Poster template={t} />
                <p class="tile-title">{t.name}</p>
                <p class="muted">{t.slug} · v{t.version} · {t.parameters.length} parameter{t.parameters.length === 1 ? '' : 's'}</p>
                {t.description ? <p class="tile-text">{t.description}</p> : null}
                <button type="button" class="primary small" onClick={() => { setChosen(t); scrollTo({ top: 0 }); }} aria-label={`Use template ${t.name}`}>Use template</button>
              </li>
            ))}
          </ul>
        )}</LoadState>
      </Section>
    </>
  );
}
