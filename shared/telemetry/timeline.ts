/**
 * A render's timeline as a picture: one lane per render node, one bar per scene, time across.
 * The gaps between bars are everything that is not drawing and encoding (dispatch, transfers,
 * assembly). Used by `GET /v1/renders/{id}/timeline.svg`, `framefleet render --timeline` and the
 * farm benchmark.
 */
export interface TimelineBar {
  lane: string;
  /** Tooltip, e.g. `scene 3`. */
  label: string;
  /** Seconds from the start of the timeline. */
  start: number;
  end: number;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function timelineSvg(title: string, bars: TimelineBar[], wallSeconds: number): string {
  const lanes = [...new Set(bars.map((b) => b.lane))].sort();
  const width = 900, laneH = 22, left = 150, top = 40, plotW = width - left - 20;
  const height = top + Math.max(1, lanes.length) * laneH + 50;
  const span = Math.max(wallSeconds, 1e-3);
  const x = (t: number) => left + (Math.min(Math.max(t, 0), span) / span) * plotW;
  const rects = bars.map((b) => {
    const y = top + lanes.indexOf(b.lane) * laneH + 3;
    return `<rect x="${x(b.start).toFixed(1)}" y="${y}" width="${Math.max(1, x(b.end) - x(b.start)).toFixed(1)}" height="${laneH - 6}" fill="#2563eb"><title>${escape(b.label)}: ${b.start.toFixed(2)}–${b.end.toFixed(2)} s</title></rect>`;
  });
  const labels = lanes.map((n, i) => `<text x="${left - 8}" y="${top + i * laneH + laneH / 2 + 4}" text-anchor="end" font-size="11">${escape(n.slice(-14))}</text>`);
  const axis = [0, 0.25, 0.5, 0.75, 1].map((f) => `<text x="${x(f * span)}" y="${height - 20}" text-anchor="middle" font-size="11">${(f * span).toFixed(1)} s</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${left}" y="22" font-size="14">${escape(title)}</text>
<rect x="${left}" y="${top - 4}" width="${plotW}" height="${Math.max(1, lanes.length) * laneH + 4}" fill="#f1f5f9"/>
${rects.join('\n')}
${labels.join('\n')}
${axis.join('\n')}
</svg>
`;
}
