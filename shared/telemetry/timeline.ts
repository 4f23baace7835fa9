/**
 * A render's timeline as a picture: one lane per render node, one bar per scene, time across.
 * The gaps between bars are everything that is not drawing and encoding (dispatch, transfers,
 * assembly). Used by `GET /v1/renders/{id}/timeline.svg`, `framefleet render --timeline` and the
 * farm benchmark. Bars may carry a phase: the farm benchmark also draws, under each node's
 * drawing bars, when a scene waited for the render slot (received and prepared while another
 * scene still drew), when its segment was uploaded and recorded (while the next one drew), and
 * when the node holding the render's assembly gathered the segments, joined and delivered them.
 */
export type TimelinePhase = 'drawing' | 'waiting' | 'uploading' | 'assembling';

export interface TimelineBar {
  lane: string;
  /** Tooltip, e.g. `scene 3`. */
  label: string;
  /** Seconds from the start of the timeline. */
  start: number;
  end: number;
  /** What the node did in that time (default drawing and encoding, the render slot's work). */
  phase?: TimelinePhase;
}

const phaseStyle: Record<TimelinePhase, { fill: string; legend: string }> = {
  drawing: { fill: '#2563eb', legend: 'drawing + encoding (render slot)' },
  waiting: { fill: '#f59e0b', legend: 'received, preparing, waiting for the slot' },
  uploading: { fill: '#10b981', legend: 'uploading + recording the segment' },
  assembling: { fill: '#8b5cf6', legend: 'assembly: segments as recorded, join, upload' },
};

/** Text as SVG element content or an attribute value. */
export const escapeXml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function timelineSvg(title: string, bars: TimelineBar[], wallSeconds: number): string {
  const lanes = [...new Set(bars.map((b) => b.lane))].sort();
  const phased = bars.some((b) => (b.phase ?? 'drawing') !== 'drawing');
  const width = 900, laneH = phased ? 34 : 22, left = 150, top = 40, plotW = width - left - 20;
  const legendH = phased ? 36 : 0;
  const height = top + Math.max(1, lanes.length) * laneH + 50 + legendH;
  const span = Math.max(wallSeconds, 1e-3);
  const x = (t: number) => left + (Math.min(Math.max(t, 0), span) / span) * plotW;
  // With phases, drawing fills the lane's upper part and the work beside the slot two thin bands
  // under it, so a scene uploading or waiting shows under the scene that holds the slot meanwhile.
  const bands: Record<TimelinePhase, { dy: number; h: number }> = { drawing: { dy: 2, h: 15 }, uploading: { dy: 18, h: 4 }, waiting: { dy: 23, h: 4 }, assembling: { dy: 28, h: 4 } };
  const band = (phase: TimelinePhase) => (phased ? bands[phase] : { dy: 3, h: laneH - 6 });
  const rects = bars.map((b) => {
    const phase = b.phase ?? 'drawing';
    const { dy, h } = band(phase);
    const y = top + lanes.indexOf(b.lane) * laneH + dy;
    return `<rect x="${x(b.start).toFixed(1)}" y="${y}" width="${Math.max(1, x(b.end) - x(b.start)).toFixed(1)}" height="${h}" fill="${phaseStyle[phase].fill}"${phased && phase === 'drawing' ? ' stroke="#fff" stroke-width="0.5"' : ''}><title>${escapeXml(b.label)} ${phased ? `(${phase}) ` : ''}${b.start.toFixed(2)}–${b.end.toFixed(2)} s</title></rect>`;
  });
  const labels = lanes.map((n, i) => `<text x="${left - 8}" y="${top + i * laneH + laneH / 2 + 4}" text-anchor="end" font-size="11">${escapeXml(n.slice(-14))}</text>`);
  const axisY = top + Math.max(1, lanes.length) * laneH + 30;
  const axis = [0, 0.25, 0.5, 0.75, 1].map((f) => `<text x="${x(f * span)}" y="${axisY}" text-anchor="middle" font-size="11">${(f * span).toFixed(1)} s</text>`);
  const shown = (['drawing', 'uploading', 'waiting', 'assembling'] as const).filter((p) => p !== 'assembling' || bars.some((b) => b.phase === p));
  const legend = phased
    ? shown.map((p, i) => `<rect x="${left - 140 + (i % 3) * 260}" y="${axisY + 12 + Math.floor(i / 3) * 16}" width="12" height="10" fill="${phaseStyle[p].fill}"/><text x="${left - 124 + (i % 3) * 260}" y="${axisY + 21 + Math.floor(i / 3) * 16}" font-size="11">${escapeXml(phaseStyle[p].legend)}</text>`)
    : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${left}" y="22" font-size="14">${escapeXml(title)}</text>
<rect x="${left}" y="${top - 4}" width="${plotW}" height="${Math.max(1, lanes.length) * laneH + 4}" fill="#f1f5f9"/>
${rects.join('\n')}
${labels.join('\n')}
${axis.join('\n')}
${legend.join('\n')}
</svg>
`;
}
