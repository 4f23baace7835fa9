"""Publish a template, render it with values, wait for the render, download the MP4.

FRAMEFLEET_URL=http://127.0.0.1:8080 FRAMEFLEET_API_KEY=svc_... python template_render.py hello-card.mp4
"""

import os
import sys

from framefleet import create_client, download, unwrap, wait_for_job
from framefleet_client.api.renders import get_render
from framefleet_client.api.templates import publish_template, render_template
from framefleet_client.models import PublishTemplateBody, RenderTemplateBody, TemplateRender

client = create_client(os.environ["FRAMEFLEET_URL"], os.environ["FRAMEFLEET_API_KEY"])
out = sys.argv[1] if len(sys.argv) > 1 else "hello-card.mp4"

# Values in {"$param": ...} are the template's parameters; the picture defaults to the sample the service ships.
template = unwrap(
    publish_template.sync_detailed(
        client=client,
        body=PublishTemplateBody.from_dict(
            {
                "slug": "hello-card",
                "name": "Hello card",
                "posterSec": 1.5,
                "timeline": {
                    "output": {"width": 1280, "height": 720, "fps": 30, "background": {"$param": "background"}},
                    "tracks": [
                        {"clips": [{"kind": "image", "start": 0, "duration": 3, "src": {"$param": "picture"}, "opacity": 0.4}]},
                        {"clips": [{"kind": "text", "start": 0, "duration": 3, "text": {"$param": "title"}, "style": {"fontSize": 96, "color": "#f8fafc"}}]},
                    ],
                },
                "parameters": [
                    {"name": "title", "kind": "text", "required": True},
                    {"name": "background", "kind": "colour", "default": "#0f172a"},
                    {"name": "picture", "kind": "media", "mediaKind": "image", "default": {"sample": True}},
                ],
            }
        ),
    )
)
print(f"published {template.slug} version {template.version}")

render = unwrap(
    render_template.sync_detailed(
        "hello-card",
        client=client,
        body=RenderTemplateBody.from_dict({"values": {"title": "Hello, templates"}}),
        idempotency_key=f"hello-card-{template.version}",
    )
)
# A 202 without a render: media given by URL are still importing; the same call renders once they are in.
if not isinstance(render, TemplateRender):
    raise SystemExit(f"media still importing: {render.pending_media_ids}")


def show_progress(job):
    print(f"{job.progress.phase if job.progress else job.status} {job.progress.percent if job.progress else 0}%")


job = wait_for_job(client, render.id, on_progress=show_progress)
if str(job.status) != "succeeded":
    raise SystemExit(f"render {render.id} {job.status}: {job.error.message if job.error else ''}")

done = unwrap(get_render.sync_detailed(render.id, client=client))
download(done.output_url, out)
print(f"rendered {render.id} (template {done.template_id} v{done.template_version}) to {out}")
