/** Usage: each entitlement's meter against its limit this billing period, and each metered feature plotted by day. */
import { type Ok, unwrap } from '../api.ts';
import { useConsole } from '../app-context.ts';
import { formatDate, formatNumber, LoadState, PageHeader, Section, useLoad } from '../ui.tsx';

type Entitlement = Ok<'getMe'>['entitlements'][string];
type Daily = Ok<'getDailyUsage'>;

/** What a meter is measured against: the plan's allowance for storage, what the wallet still covers for a paid feature. */
function limitOf(e: Entitlement): { limit: number | null; note: string } {
  if (e.fundedBy === 'credits') return { limit: (e.usage ?? 0) + (e.balance ?? 0), note: 'of what the wallet covers' };
  if (e.includedUsage !== null) return { limit: e.includedUsage, note: 'of the plan’s allowance' };
  return { limit: null, note: 'no limit' };
}

function Meter(props: { entitlement: Entitlement }) {
  const e = props.entitlement;
  const { limit, note } = limitOf(e);
  const usage = e.usage ?? 0;
  const unit = e.unit ?? '';
  const id = `meter-${e.featureId}`;
  return (
    <li class="meter-row">
      <label for={id}>{e.name}</label>
      {limit !== null && limit > 0
        ? <meter id={id} min={0} max={limit} value={Math.min(usage, limit)} high={limit * 0.8} optimum={0} />
        : <meter id={id} min={0} max={1} value={0} />}
      <span class="meter-text">{formatNumber(usage)} {unit}{limit !== null ? ` / ${formatNumber(limit)} ${unit}` : ''} <span class="muted">{note}</span></span>
    </li>
  );
}

/** Bars keep one width: a chart holds a month of days, filled from the left as the period goes on. */
const chartHeight = 120, barWidth = 14, barGap = 2, daysShown = 31;

/** One feature's units per day as bars (SVG: attributes, no inline style, so the CSP holds). */
function DailyChart(props: { daily: Daily; featureId: string; name: string; unit: string }) {
  const values = props.daily.days.map((d) => d.usage[props.featureId] ?? 0);
  const max = Math.max(...values, 0);
  const width = Math.max(props.daily.days.length, daysShown) * (barWidth + barGap);
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <figure class="chart">
      <figcaption>{props.name}: {formatNumber(total)} {props.unit} this period</figcaption>
      <svg viewBox={`0 0 ${width} ${chartHeight + 18}`} role="img" aria-label={`${props.name} per day: ${props.daily.days.map((d, i) => `${d.date} ${formatNumber(values[i]!)}`).join(', ')}`}>
        <line x1={0} x2={width} y1={chartHeight} y2={chartHeight} class="axis" />
        {props.daily.days.map((d, i) => {
          const h = max > 0 ? (values[i]! / max) * (chartHeight - 8) : 0;
          return (
            <g key={d.date}>
              <rect x={i * (barWidth + barGap)} y={chartHeight - h} width={barWidth} height={h} class="bar"><title>{d.date}: {formatNumber(values[i]!)} {props.unit}</title></rect>
              {i === 0 || i === props.daily.days.length - 1 ? <text x={i * (barWidth + barGap)} y={chartHeight + 14} class="tick">{d.date.slice(5)}</text> : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function UsagePage() {
  const { client } = useConsole();
  const me = useLoad(async () => unwrap(await client.GET('/v1/me')), []);
  const daily = useLoad(async () => unwrap(await client.GET('/v1/usage/daily')), []);
  return (
    <>
      <PageHeader title="Usage" />
      <LoadState loaded={me}>{(account) => {
        const metered = Object.values(account.entitlements).filter((e) => e.type !== 'boolean');
        const included = Object.values(account.entitlements).filter((e) => e.type === 'boolean');
        const resetAt = metered.find((e) => e.nextResetAt)?.nextResetAt;
        return (
          <Section title="This period">
            {resetAt ? <p class="muted">The period resets {formatDate(new Date(resetAt).toISOString())}.</p> : null}
            <ul class="meters">{metered.map((e) => <Meter key={e.featureId} entitlement={e} />)}</ul>
            <p class="included">
              <strong>Included in the plan:</strong> {included.filter((e) => e.included).map((e) => e.name).join(', ') || 'nothing more'}
              {included.some((e) => !e.included) ? <span class="muted"> · not included: {included.filter((e) => !e.included).map((e) => e.name).join(', ')}</span> : null}
            </p>
          </Section>
        );
      }}</LoadState>
      <Section title="By day">
        <LoadState loaded={daily}>{(d) => {
          const features = me.data ? Object.values(me.data.entitlements).filter((e) => e.fundedBy === 'credits') : [];
          const used = features.filter((f) => d.days.some((day) => (day.usage[f.featureId] ?? 0) > 0));
          return (
            <>
              <p class="muted">From {formatDate(d.periodStart)} to today (UTC days).{d.complete ? '' : ' This period has more charges than one read counts: the oldest days are partial.'}</p>
              {used.length === 0 ? <p class="empty">Nothing used yet this period.</p> : (
                <div class="charts">{used.map((f) => <DailyChart key={f.featureId} daily={d} featureId={f.featureId} name={f.name} unit={f.unit ?? ''} />)}</div>
              )}
            </>
          );
        }}</LoadState>
      </Section>
    </>
  );
}
