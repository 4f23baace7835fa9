/** API keys: create one with a permission picker (the secret is shown once), list them, revoke one. */
import { useState } from 'preact/hooks';
import { describeError, type Ok, unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { Empty, ErrorNote, formatDate, LoadState, PageHeader, Section, StatusBadge, useLoad, useSubmit } from '../ui.tsx';

/** The permission vocabulary (the spec's scopes), resource by resource. */
const resources = ['media', 'sessions', 'projects', 'renders', 'webhooks', 'billing'] as const;
const actions = ['read', 'write'] as const;
type Resource = (typeof resources)[number];
type Action = (typeof actions)[number];
type Created = Ok<'createApiKey', 201>;

function permissionList(permissions: Partial<Record<string, readonly string[]>>): string {
  const granted = Object.entries(permissions).flatMap(([r, a]) => (a ?? []).map((x) => `${r}:${x}`));
  if (granted.length === resources.length * actions.length) return 'every permission (account access)';
  return granted.join(', ') || 'none';
}

function CreateKeyForm(props: { onCreated: (created: Created) => void }) {
  const { client } = useConsole();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const toggle = (permission: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission); else next.delete(permission);
    setChosen(next);
  };
  const { busy, error, onSubmit } = useSubmit(async () => {
    if (chosen.size === 0) throw new Error('Choose at least one permission.');
    const permissions: Partial<Record<Resource, Action[]>> = {};
    for (const p of chosen) {
      const [resource, action] = p.split(':') as [Resource, Action];
      (permissions[resource] ??= []).push(action);
    }
    const created = unwrap(await client.POST('/v1/api-keys', { body: { name, permissions } }));
    setName('');
    setChosen(new Set());
    props.onCreated(created);
  });
  return (
    <form onSubmit={onSubmit}>
      <ErrorNote error={error} />
      <label for="key-name">Name</label>
      <input id="key-name" type="text" required maxLength={200} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} placeholder="e.g. CI renders" />
      <fieldset>
        <legend>Permissions</legend>
        <table class="permission-grid">
          <thead><tr><th scope="col">Resource</th>{actions.map((a) => <th scope="col" key={a}>{a}</th>)}</tr></thead>
          <tbody>
            {resources.map((r) => (
              <tr key={r}>
                <th scope="row">{r}</th>
                {actions.map((a) => {
                  const id = `perm-${r}-${a}`;
                  return (
                    <td key={a}>
                      <input type="checkbox" id={id} checked={chosen.has(`${r}:${a}`)} onChange={(e) => toggle(`${r}:${a}`, (e.target as HTMLInputElement).checked)} />
                      <label for={id} class="visually-hidden">{r}:{a}</label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      <button type="submit" class="primary" disabled={busy}>Create key</button>
    </form>
  );
}

function NewSecret(props: { created: Created; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.created.key);
      setCopied('Copied.');
    } catch (err) {
      setCopied(`Copy it by hand: ${describeError(err)}`);
    }
  };
  return (
    <div class="note secret" role="status">
      <p><strong>Key “{props.created.name}” created.</strong> Copy its secret now: it is shown only this once.</p>
      <p><code class="secret-value" data-testid="new-key-secret">{props.created.key}</code></p>
      <p class="muted">Permissions: {permissionList(props.created.permissions)}</p>
      <div class="actions">
        <button type="button" class="secondary" onClick={() => void copy()}>Copy</button>
        <button type="button" class="secondary" onClick={props.onDone}>I have stored it</button>
        {copied ? <span class="muted">{copied}</span> : null}
      </div>
    </div>
  );
}

export function ApiKeysPage() {
  const { client, session } = useConsole();
  const [created, setCreated] = useState<Created | null>(null);
  const [revokeError, setRevokeError] = useState<unknown>(null);
  const keys = useLoad(async () => unwrap(await client.GET('/v1/api-keys', { params: { query: { limit: '100' } } })), []);
  const revoke = async (id: string, name: string) => {
    if (!confirm(`Revoke the key “${name}”? Programs using it stop working at once.`)) return;
    setRevokeError(null);
    try {
      unwrap(await client.DELETE('/v1/api-keys/{id}', { params: { path: { id } } }));
      if (id === session.keyId) location.assign('/sign-in');
      await keys.reload();
    } catch (err) {
      setRevokeError(err);
    }
  };
  return (
    <>
      <PageHeader title="API keys" />
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      <div class="columns keys">
        <Section title="Create a key">
          <CreateKeyForm onCreated={(c) => { setCreated(c); void keys.reload(); }} />
        </Section>
        <Section title="Keys of this org">
          <ErrorNote error={revokeError} />
          <LoadState loaded={keys}>{(page) => page.data.length === 0 ? <Empty>No keys.</Empty> : (
            <table>
              <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Permissions</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
              <tbody>
                {page.data.map((k) => (
                  <tr key={k.id}>
                    <td>{k.name}{k.id === session.keyId ? <span class="muted"> (this session)</span> : null}</td>
                    <td class="nowrap"><code>{k.start}…</code></td>
                    <td class="wrap">{permissionList(k.permissions)}</td>
                    <td>{formatDate(k.lastUsedAt)}</td>
                    <td>{k.revokedAt ? <StatusBadge status="revoked" /> : <button type="button" class="danger small" onClick={() => void revoke(k.id, k.name)} aria-label={`Revoke ${k.name}`}>Revoke</button>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}</LoadState>
        </Section>
      </div>
    </>
  );
}
