/** The documents that carry outbox events, and how each event's body is completed at relay time. */
import type { StoredRender } from './features/renders/renders.ts';
import { renderView } from './features/renders/views.ts';
import type { OrgCollection } from './store/index.ts';
import type { Services } from './services.ts';
import type { OutboxSource } from './features/webhooks/delivery.ts';
import type { EventData } from './events/events.ts';
import type { OutboxFields } from './events/outbox.ts';

export function outboxSources(services: Services, publicUrl: () => string): OutboxSource[] {
  const asSource = <T extends OutboxFields>(c: OrgCollection<T>) => c as unknown as OrgCollection<OutboxFields>;
  return [
    {
      name: 'renders',
      collection: asSource(services.renders.renders),
      // The body is written once per event; its download link is signed then, valid until the output expires.
      describe: async (_entry, doc) => {
        const view = await renderView(doc as unknown as StoredRender, services.blobs, publicUrl());
        const data: EventData<'render.completed'> = {
          renderId: view.id, status: view.status === 'complete' ? 'complete' : 'error', outputUrl: view.outputUrl, outputExpiresAt: view.outputExpiresAt,
          frameCount: view.format.frameCount, durationSec: view.format.durationSec, errorCode: view.errorCode, error: view.error, retryable: view.retryable,
        };
        return data;
      },
    },
    { name: 'compositions', collection: asSource(services.projects.compositions) },
    { name: 'media', collection: asSource(services.media.items) },
    { name: 'verifications', collection: asSource(services.verifications.verifications) },
  ];
}
