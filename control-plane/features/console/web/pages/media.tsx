/** Media library: thumbnails, upload with a progress bar, import from a URL. */
import { useState } from 'preact/hooks';
import { uploadMedia } from '../../../../../clients/typescript/index.ts';
import { consoleClient, fetchWithUploadProgress, unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { Empty, ErrorNote, formatBytes, formatNumber, LoadState, PageHeader, Progress, Section, StatusBadge, useLoad, useSubmit } from '../ui.tsx';

const kinds = ['video', 'image', 'audio'] as const;
const settling = new Set(['importing', 'processing', 'generating']);

function UploadForm(props: { onDone: () => void }) {
  const { session } = useConsole();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    setDone(null);
    setSent(0);
    try {
      // The same client, over a fetch that reports how much of the body has gone.
      const client = consoleClient(session.csrfToken, fetchWithUploadProgress(setSent));
      const item = await uploadMedia(client, file, { name: file.name.slice(0, 200), contentType: file.type || 'application/octet-stream' });
      setDone(`Uploaded ${item.name} (${item.ref}).`);
      setFile(null);
      (event.target as HTMLFormElement).reset();
      props.onDone();
    } catch (err) {
      setError(err);
    } finally {
      setSent(null);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <ErrorNote error={error} />
      {done ? <p class="note ok" role="status">{done}</p> : null}
      <label for="upload-file">File (video, image or audio)</label>
      <input id="upload-file" type="file" accept="video/*,image/*,audio/*" required onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)} />
      {sent !== null ? <Progress percent={sent * 100} label="Upload progress" /> : null}
      <button type="submit" class="primary" disabled={!file || sent !== null}>{sent !== null ? 'Uploading…' : 'Upload'}</button>
    </form>
  );
}

function ImportForm(props: { onDone: () => void }) {
  const { client } = useConsole();
  const [url, setUrl] = useState('');
  const { busy, error, onSubmit } = useSubmit(async () => {
    unwrap(await client.POST('/v1/media/imports', { body: { url } }));
    setUrl('');
    props.onDone();
  });
  return (
    <form onSubmit={onSubmit}>
      <ErrorNote error={error} />
      <label for="import-url">Public https URL</label>
      <input id="import-url" type="url" required placeholder="https://example.com/clip.mp4" value={url} onInput={(e) => setUrl((e.target as HTMLInputElement).value)} />
      <button type="submit" class="primary" disabled={busy}>Import</button>
    </form>
  );
}

export function MediaPage() {
  const { client } = useConsole();
  const [kind, setKind] = useState<'' | (typeof kinds)[number]>('');
  const media = useLoad(async () => unwrap(await client.GET('/v1/media', { params: { query: { limit: '60', ...(kind ? { kind } : {}) } } })), [kind],
    { pollMs: 2000, keepPolling: (page) => page.data.some((m) => settling.has(m.status)) });
  return (
    <>
      <PageHeader title="Media library">
        <label for="kind-filter">Kind</label>
        <select id="kind-filter" value={kind} onChange={(e) => setKind((e.target as HTMLSelectElement).value as typeof kind)}>
          <option value="">All</option>
          {kinds.map((k) => <option key={k} value={k}>{k}</option>)}
        </select>
      </PageHeader>
      <div class="columns">
        <Section title="Upload"><UploadForm onDone={() => void media.reload()} /></Section>
        <Section title="Import from a URL"><ImportForm onDone={() => void media.reload()} /></Section>
      </div>
      <Section title="Library">
        <LoadState loaded={media}>{(page) => page.data.length === 0 ? <Empty>No media yet: upload a file or import one.</Empty> : (
          <ul class="tiles">
            {page.data.map((m) => (
              <li key={m.id} class="tile">
                {m.thumbnailUrl ? <img src={m.thumbnailUrl} alt={`Thumbnail of ${m.name}`} loading="lazy" /> : <div class="tile-placeholder" aria-hidden="true">{m.kind ?? '…'}</div>}
                <p class="tile-title">{m.name}</p>
                <p class="muted">
                  <StatusBadge status={m.status} /> {m.kind ?? ''}{m.width && m.height ? ` · ${m.width}×${m.height}` : ''}
                  {m.durationSec ? ` · ${formatNumber(m.durationSec, 1)} s` : ''} · {formatBytes(m.sizeBytes)}
                </p>
                <p class="muted"><code>{m.ref}</code></p>
                {m.error ? <p class="note error">{m.error.message}</p> : null}
              </li>
            ))}
          </ul>
        )}</LoadState>
      </Section>
    </>
  );
}
