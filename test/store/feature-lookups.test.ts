/**
 * The lookups the services make by a field other than the id, on the collections the services
 * themselves open (their own specs, recorded as they open them), are each served by an index, by
 * the query plan: on SQLite and on the MongoDB-compatible server (FRAMEFLEET_MONGO_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import { NodeRegistry } from '../../control-plane/farm/nodes.ts';
import { OAuthStorage } from '../../control-plane/features/oauth/storage.ts';
import { createServices } from '../../control-plane/services.ts';
import {
  type CollectionSpec, type DocumentStore, type OrgCollection, type QueryPlan, SqliteStore, type SystemScoped, type Where, type ExplainedRead,
} from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue, InProcessBroker, sceneQueueName } from '../../shared/queue/index.ts';
import { type DeclaredIndex, expectServedBy, type IndexesOf, mongoIndexesOf } from './query-plans.ts';

/** A store that remembers every collection opened through it, by name. */
function recording(store: DocumentStore) {
  const orgs = new Map<string, OrgCollection<object>>();
  const systems = new Map<string, SystemScoped<object>>();
  const recorder: DocumentStore = {
    kind: store.kind,
    created: store.created,
    orgCollection<T extends object>(spec: CollectionSpec) {
      const collection = store.orgCollection<T>(spec);
      orgs.set(spec.name, collection as OrgCollection<object>);
      return collection;
    },
    systemCollection<T extends object>(spec: CollectionSpec) {
      const collection = store.systemCollection<T>(spec);
      systems.set(spec.name, collection as SystemScoped<object>);
      return collection;
    },
    ping: () => store.ping(),
    close: () => store.close(),
  };
  const opened = <C>(collections: Map<string, C>, name: string): C => {
    const collection = collections.get(name);
    if (!collection) throw new Error(`the services opened no collection ${name}`);
    return collection;
  };
  return { store: recorder, org: (name: string) => opened(orgs, name), system: (name: string) => opened(systems, name) };
}

type Opened = ReturnType<typeof recording>;

/** One lookup: where the services make it, how, and the index that serves it. */
interface Lookup {
  what: string;
  explain: (opened: Opened) => Promise<QueryPlan>;
  /** The index that serves it (or several that serve it equally: the planner takes either). */
  index: DeclaredIndex | DeclaredIndex[];
}

const org = 'org_lookups';
const inOrg = (collection: string, where: Where, read: ExplainedRead = 'findOne') => (o: Opened) => o.org(collection).forOrg(org).explain(where, read);
const acrossOrgs = (collection: string, where: Where) => (o: Opened) => o.org(collection).explainScanAllOrgs(where);
const inSystem = (collection: string, where: Where, read: ExplainedRead = 'findOne') => (o: Opened) => o.system(collection).explain(where, read);
const u = (name: string, ...fields: string[]): DeclaredIndex => ({ name, kind: 'u', fields });
const i = (name: string, ...fields: string[]): DeclaredIndex => ({ name, kind: 'i', fields });
const now = new Date().toISOString();

const lookups: Lookup[] = [
  { what: 'renders.byIdempotencyKey', explain: inOrg('renders', { idempotencyKey: 'idem' }), index: i('renders', 'idempotencyKey') },
  { what: 'media.findImport (sourceUrl)', explain: inOrg('media', { sourceUrl: 'https://example.com/a.mp4' }, 'list'), index: i('media', 'sourceUrl') },
  { what: 'media by content hash, processing or ready', explain: inOrg('media', { contentHash: 'h', status: { $in: ['processing', 'ready'] } }), index: i('media', 'contentHash', 'status') },
  { what: 'blob janitor: media of a content hash, any org', explain: acrossOrgs('media', { contentHash: 'h' }), index: i('media', 'contentHash', 'status') },
  { what: 'blob janitor: unexpired outputs of a blob, any org', explain: acrossOrgs('renders', { 'output.blobKey': 'b', outputExpiresAt: { $gt: now } }), index: i('renders', 'output.blobKey') },
  { what: 'renders of a project, some statuses', explain: inOrg('renders', { projectId: 'p', status: { $in: ['queued', 'rendering'] } }, 'list'), index: i('renders', 'projectId', 'status') },
  { what: 'renders of a template', explain: inOrg('renders', { templateId: 't' }, 'list'), index: i('renders', 'templateId', 'status') },
  { what: 'webhook outbox: renders with events pending, any org', explain: acrossOrgs('renders', { outboxPending: true }), index: i('renders', 'outboxPending') },
  { what: 'render share token', explain: inSystem('render_shares', { token: 'tok' }), index: u('render_shares', 'token') },
  { what: 'console session (tokenHash)', explain: inSystem('console_sessions', { tokenHash: 'h' }), index: u('console_sessions', 'tokenHash') },
  { what: 'API key by secret (secretHash)', explain: inSystem('api_keys', { secretHash: 'h' }), index: u('api_keys', 'secretHash') },
  { what: "an org's API keys", explain: inSystem('api_keys', { orgId: org }, 'list'), index: i('api_keys', 'orgId') },
  { what: 'OAuth record by uid', explain: inSystem('oauth_session', { uid: 'u' }), index: i('oauth_session', 'uid') },
  { what: 'OAuth record by user code', explain: inSystem('oauth_device_code', { userCode: 'c' }), index: i('oauth_device_code', 'userCode') },
  { what: 'OAuth records of a grant', explain: inSystem('oauth_access_token', { grantId: 'g' }, 'list'), index: i('oauth_access_token', 'grantId') },
  { what: 'expired OAuth records', explain: inSystem('oauth_access_token', { expiresAt: { $lt: 1 } }, 'list'), index: i('oauth_access_token', 'expiresAt') },
  { what: 'job by key', explain: inOrg('jobs', { jobKey: 'k' }), index: u('jobs', 'jobKey') },
  { what: 'fact by key', explain: inOrg('media_facts', { factKey: 'k' }), index: u('media_facts', 'factKey') },
  { what: 'facts of a media item', explain: inOrg('media_facts', { mediaId: 'm' }, 'list'), index: i('media_facts', 'mediaId') },
  { what: 'component head', explain: inOrg('org_components', { componentId: 'c' }), index: u('org_components', 'componentId') },
  { what: 'component version', explain: inOrg('org_component_versions', { componentId: 'c', componentVersion: 2 }), index: u('org_component_versions', 'componentId', 'componentVersion') },
  { what: 'versions of a component', explain: inOrg('org_component_versions', { componentId: 'c' }, 'list'), index: u('org_component_versions', 'componentId', 'componentVersion') },
  { what: 'brand kit by kit id', explain: inOrg('brand_kits', { kitId: 'k' }), index: u('brand_kits', 'kitId') },
  { what: 'deliveries of a webhook', explain: inOrg('webhook_deliveries', { webhookId: 'w' }, 'list'), index: i('webhook_deliveries', 'webhookId') },
  { what: 'deliveries due, any org', explain: acrossOrgs('webhook_deliveries', { status: 'pending', dueAt: { $lte: now } }), index: i('webhook_deliveries', 'status', 'dueAt') },
  { what: 'active webhooks', explain: inOrg('webhooks', { status: 'active', enabled: true }, 'list'), index: i('webhooks', 'status') },
  { what: 'template by slug, latest', explain: inOrg('templates', { slug: 's', latest: true, deleted: false }), index: i('templates', 'slug', 'latest') },
  { what: 'versions of a template', explain: inOrg('templates', { slug: 's' }, 'list'), index: i('templates', 'slug', 'latest') },
  { what: 'latest templates', explain: inOrg('templates', { latest: true, deleted: false }, 'list'), index: i('templates', 'latest') },
  { what: 'org by name', explain: inSystem('orgs', { name: 'n' }), index: u('orgs', 'name') },
  { what: 'footage index of a media item, indexing', explain: inOrg('footage_index', { mediaId: 'm', status: 'indexing' }), index: u('footage_index', 'mediaId') },
  { what: 'deployment secret', explain: inSystem('deployment_secrets', { purpose: 'p' }), index: u('deployment_secrets', 'purpose') },
  { what: 'expired compose sessions, any org', explain: acrossOrgs('compose_sessions', { expiresAt: { $lte: now } }), index: i('compose_sessions', 'expiresAt') },
  { what: 'expired stock candidates', explain: inOrg('stock_candidates', { expiresAt: { $lt: now } }, 'list'), index: i('stock_candidates', 'expiresAt') },
  { what: 'renders to recover, any org', explain: acrossOrgs('renders', { status: { $in: ['queued', 'rendering', 'assembling'] } }), index: i('renders', 'status') },
  { what: "an org's renders of some statuses", explain: inOrg('renders', { status: { $in: ['complete', 'error'] } }, 'list'), index: i('renders', 'status') },
  { what: 'media of a kind', explain: inOrg('media', { kind: 'audio', status: 'ready' }, 'list'), index: [i('media', 'kind'), i('media', 'status')] },
  { what: 'media being processed, any org', explain: acrossOrgs('media', { status: 'processing' }), index: i('media', 'status') },
  { what: 'pending facts, any org', explain: acrossOrgs('media_facts', { status: 'pending' }), index: i('media_facts', 'status') },
  { what: 'footage being indexed, any org', explain: acrossOrgs('footage_index', { status: 'indexing' }), index: i('footage_index', 'status') },
  { what: 'still captures running, any org', explain: acrossOrgs('still_captures', { status: 'running' }), index: i('still_captures', 'status') },
  { what: 'component previews running, any org', explain: acrossOrgs('component_previews', { status: 'running' }), index: i('component_previews', 'status') },
  { what: 'compositions with events pending, any org', explain: acrossOrgs('compositions', { outboxPending: true }), index: i('compositions', 'outboxPending') },
  { what: 'compositions of a project', explain: inOrg('compositions', { projectId: 'p' }, 'list'), index: i('compositions', 'projectId') },
  { what: 'deliveries whose lease ran out, any org', explain: acrossOrgs('webhook_deliveries', { status: 'sending', leaseUntil: { $lt: now } }), index: i('webhook_deliveries', 'status', 'dueAt') },
  { what: 'render nodes whose lease ran out', explain: inSystem('render_nodes', { status: { $in: ['active', 'draining'] }, leaseExpiresAt: { $lt: now } }, 'list'), index: i('render_nodes', 'status') },
  { what: 'running transcriptions, any org', explain: acrossOrgs('media', { 'transcript.status': 'running' }), index: i('media', 'transcript.status') },
  { what: 'checkpoints of a project', explain: inOrg('checkpoints', { projectId: 'p' }, 'list'), index: [u('checkpoints', 'projectId', 'etag'), i('checkpoints', 'projectId', 'contentHash')] },
  { what: 'checkpoint of an ETag', explain: inOrg('checkpoints', { projectId: 'p', etag: '"cmp_x.v2"' }), index: u('checkpoints', 'projectId', 'etag') },
  { what: 'checkpoints naming a body', explain: inOrg('checkpoints', { projectId: 'p', contentHash: 'h' }, 'count'), index: i('checkpoints', 'projectId', 'contentHash') },
  { what: 'checkpoints retention may prune', explain: inOrg('checkpoints', { projectId: 'p', createdAt: { $lt: now }, label: null, keptByRestore: false }, 'list'), index: [u('checkpoints', 'projectId', 'etag'), i('checkpoints', 'projectId', 'contentHash')] },
  { what: 'composition body of a content hash', explain: inOrg('composition_bodies', { projectId: 'p', contentHash: 'h' }), index: u('composition_bodies', 'projectId', 'contentHash') },
  { what: 'composition bodies of a project', explain: inOrg('composition_bodies', { projectId: 'p' }, 'list'), index: u('composition_bodies', 'projectId', 'contentHash') },
];

interface Ctx { opened: Opened; indexesOf?: IndexesOf; close: () => Promise<void> }

function lookupsOn(name: string, open: () => Promise<{ store: DocumentStore; indexesOf?: IndexesOf; close: () => Promise<void> }>) {
  const test = suite<Ctx>(`lookups by a field: ${name}`);
  test.before(async (ctx) => {
    const dir = mkdtempSync(join(tmpdir(), 'framefleet-lookups-'));
    const { store, indexesOf, close } = await open();
    const opened = recording(store);
    await createServices({ store: opened.store, queue: createInProcessJobQueue(new InProcessBroker()), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1' });
    // OAuth opens a collection per model once a model is used.
    const oauth = new OAuthStorage(opened.store);
    for (const model of ['Session', 'DeviceCode', 'AccessToken']) oauth.adapterFor(model);
    // The farm's node registry opens its own.
    new NodeRegistry(opened.store);
    Object.assign(ctx, { opened, indexesOf, close: async () => { await close(); rmSync(dir, { recursive: true, force: true }); } });
  });
  test.after(async (ctx) => ctx.close?.());

  test('each is served by an index', async ({ opened, indexesOf }) => {
    for (const lookup of lookups) await expectServedBy(opened.store, await lookup.explain(opened), lookup.index, lookup.what, indexesOf);
  });

  test.run();
}

lookupsOn('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-lookups-store-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  return { store, close: async () => { await store.close(); rmSync(dir, { recursive: true, force: true }); } };
});

lookupsOn('mongo', async () => {
  const url = loadConfig().FRAMEFLEET_MONGO_URL;
  const dbName = `framefleet_lookups_${process.pid}_${Date.now().toString(36)}`;
  const store = new MongoStore(url, { dbName });
  const indexes = mongoIndexesOf(url, dbName);
  return { store, indexesOf: indexes.of, close: async () => { await store.dropDatabase().catch(() => {}); await store.close(); await indexes.close(); } };
});
