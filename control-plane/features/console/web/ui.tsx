/** Pieces every page uses: loading data, showing errors, statuses, progress, and formatting. */
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeError, FramefleetApiError } from './api.ts';

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * A form's submit: runs `action`, shows what it threw in the form's ErrorNote, and keeps the form
 * busy while it runs, and after it when `action` answers 'leaving' (it sent the page elsewhere).
 */
export function useSubmit(action: () => Promise<void | 'leaving'>): { busy: boolean; error: unknown; onSubmit: (event: Event) => void } {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setError(null);
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await action()) === 'leaving';
    } catch (err) {
      setError(err);
    } finally {
      if (!leaving) setBusy(false);
    }
  };
  return { busy, error, onSubmit: (event) => { event.preventDefault(); void submit(); } };
}

/**
 * Loads `load()` on mount and whenever `deps` change; with `pollMs`, again every `pollMs` while
 * `keepPolling(data)` holds (live progress), without showing the loading state again.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], options: { pollMs?: number; keepPolling?: (data: T) => boolean } = {}): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(async () => {
    try {
      const data = await latest.current();
      setState({ data, error: null, loading: false });
    } catch (error) {
      setState((s) => ({ data: s.data, error, loading: false }));
    }
  }, []);
  useEffect(() => {
    setState((s) => ({ ...s, loading: true }));
    void reload();
  }, deps);
  const { pollMs, keepPolling } = options;
  const polling = pollMs !== undefined && state.data !== null && (keepPolling?.(state.data) ?? true);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [polling, pollMs]);
  return { ...state, reload };
}

export function PageHeader(props: { title: string; children?: ComponentChildren }) {
  return (
    <header class="page-header">
      <h1>{props.title}</h1>
      {props.children ? <div class="page-actions">{props.children}</div> : null}
    </header>
  );
}

export function Section(props: { title: string; children: ComponentChildren; id?: string }) {
  const headingId = `${props.id ?? props.title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section class="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.children}
    </section>
  );
}

export function ErrorNote(props: { error: unknown }) {
  if (!props.error) return null;
  return <p class="note error" role="alert">{describeError(props.error)}</p>;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof FramefleetApiError && error.status === 404;
}

/** The loading and error states of a load, or its content. */
export function LoadState<T>(props: { loaded: Loaded<T>; children: (data: T) => ComponentChildren }) {
  const { data, error, loading } = props.loaded;
  if (data === null) {
    if (error) return <ErrorNote error={error} />;
    return loading ? <p class="muted" aria-live="polite">Loading…</p> : null;
  }
  return <>{error ? <ErrorNote error={error} /> : null}{props.children(data)}</>;
}

export function Empty(props: { children: ComponentChildren }) {
  return <p class="empty">{props.children}</p>;
}

const statusTone: Record<string, string> = {
  complete: 'ok', succeeded: 'ok', ready: 'ok', delivered: 'ok', verified: 'ok', active: 'ok',
  error: 'bad', failed: 'bad', dead: 'bad', gone: 'bad', cancelled: 'neutral', dropped: 'neutral', disabled: 'bad', revoked: 'neutral',
};

export function StatusBadge(props: { status: string }) {
  return <span class={`badge ${statusTone[props.status] ?? 'busy'}`}>{props.status}</span>;
}

export function Progress(props: { percent: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(props.percent)));
  return (
    <span class="progress">
      <progress max={100} value={percent} aria-label={props.label} />
      <span class="progress-value">{percent}%</span>
    </span>
  );
}

export function formatCredits(credits: number): string {
  return `${credits.toLocaleString('en-US')} credits ($${(credits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

export function formatNumber(value: number, digits = 2): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes, unit = 0;
  while (value >= 1000 && unit < units.length - 1) { value /= 1000; unit++; }
  return `${formatNumber(value, 1)} ${units[unit]}`;
}
