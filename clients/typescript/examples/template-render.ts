// Publish a template, render it with values, wait for the render, download the MP4.
// FRAMEFLEET_URL=http://127.0.0.1:8080 FRAMEFLEET_API_KEY=svc_... npx tsx clients/typescript/examples/template-render.ts hello-card.mp4
import { createFramefleetClient, unwrap, waitForJob } from '../index.ts';
import { downloadToFile } from '../node.ts';

const client = createFramefleetClient({ baseUrl: process.env.FRAMEFLEET_URL!, apiKey: process.env.FRAMEFLEET_API_KEY! });

// Values in {"$param": ...} are the template's parameters; the picture defaults to the sample the service ships.
const template = unwrap(await client.POST('/v1/templates', {
  body: {
    slug: 'hello-card', name: 'Hello card', posterSec: 1.5,
    timeline: {
      output: { width: 1280, height: 720, fps: 30, background: { $param: 'background' } },
      tracks: [
        { clips: [{ kind: 'image', start: 0, duration: 3, src: { $param: 'picture' }, opacity: 0.4 }] },
        { clips: [{ kind: 'text', start: 0, duration: 3, text: { $param: 'title' }, style: { fontSize: 96, color: '#f8fafc' } }] },
      ],
    },
    parameters: [
      { name: 'title', kind: 'text', required: true },
      { name: 'background', kind: 'colour', default: '#0f172a' },
      { name: 'picture', kind: 'media', mediaKind: 'image', default: { sample: true } },
    ],
  },
}));
console.log(`published ${template.slug} version ${template.version}`);

const render = unwrap(await client.POST('/v1/templates/{id}/renders', {
  params: { path: { id: 'hello-card' }, header: { 'idempotency-key': `hello-card-${template.version}` } },
  body: { values: { title: 'Hello, templates' } },
}));
// A 202 without a render: media given by URL are still importing; the same call renders once they are in.
if (!('id' in render)) throw new Error(`media still importing: ${render.pendingMediaIds.join(', ')}`);

const job = await waitForJob(client, render.id, { onProgress: (j) => console.log(`${j.progress?.phase ?? j.status} ${j.progress?.percent ?? 0}%`) });
if (job.status !== 'succeeded') throw new Error(`render ${render.id} ${job.status}: ${job.error?.message}`);

const done = unwrap(await client.GET('/v1/renders/{id}', { params: { path: { id: render.id } } }));
await downloadToFile(done.outputUrl!, process.argv[2] ?? 'hello-card.mp4');
console.log(`rendered ${render.id} (template ${done.templateId} v${done.templateVersion}) to ${process.argv[2] ?? 'hello-card.mp4'}`);
