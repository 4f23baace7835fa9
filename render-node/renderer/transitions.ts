/**
 * Transitions, one mechanism for all of them: a clip's `transition` names either one of the
 * schema's kinds (`crossfade`, `dip`, `wipe`, `slide`, `push`, `zoom`, `iris`) or a catalog
 * transition component (`kind: 'component'`, `componentId`). Either way it resolves here, in
 * `TransitionRegistry.resolve`, to a drawer with the component SDK's signature,
 * draw(ctx, frame, props, brand, io), which paints the passage from `io.from` to `io.to` at
 * `frame.progress` over the whole output; and every one is drawn the same way.
 *
 * The schema's kinds take their props from the transition object itself (direction, easing,
 * colour); components take theirs from `props`, resolved like a component clip's.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { BrandTokens } from '../../shared/composition/brand.ts';
import type { Easing, Transition } from '../../shared/composition/schema.ts';
import { ease } from '../../shared/composition/timing.ts';
import type { ComponentCatalog } from '../../catalog/index.ts';
import { frameInfo, resolveProps, type DrawIO, type FrameInfo } from '../../catalog/sdk.ts';
import { clipPath, runComponent } from '../../shared/failures.ts';

/** What a transition draws with: both pictures, the size of the output, and layers to composite on. */
export interface TransitionIO extends DrawIO {
  from: Canvas;
  to: Canvas;
  layer(): { canvas: Canvas; ctx: SKRSContext2D };
}

/** Draws the passage between two pictures (a catalog transition component is one). */
export interface TransitionDrawer<P> {
  draw(ctx: SKRSContext2D, f: FrameInfo, props: P, brand: BrandTokens, io: TransitionIO): void;
}

type Direction = NonNullable<Transition['direction']>;
type NamedKind = Exclude<Transition['kind'], 'component'>;

/** Props of the schema's kinds, read from the transition object. */
interface NamedProps { direction: Direction; easing: Easing; color: string }

const unitVector: Record<Direction, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

/** The schema's transition kinds. */
const namedTransitions: Record<NamedKind, TransitionDrawer<NamedProps>> = {
  crossfade: {
    draw(ctx, f, p, _brand, io) {
      const t = ease(p.easing, f.progress);
      const mix = io.layer();
      mix.ctx.globalAlpha = 1 - t;
      mix.ctx.drawImage(io.from, 0, 0);
      mix.ctx.globalAlpha = t;
      mix.ctx.globalCompositeOperation = 'lighter';
      mix.ctx.drawImage(io.to, 0, 0);
      ctx.drawImage(mix.canvas, 0, 0);
    },
  },
  dip: {
    draw(ctx, f, p, _brand, io) {
      const t = ease(p.easing, f.progress);
      ctx.drawImage(t < 0.5 ? io.from : io.to, 0, 0);
      ctx.globalAlpha = t < 0.5 ? t * 2 : (1 - t) * 2;
      ctx.fillStyle = p.color;
      ctx.fillRect(0, 0, f.width, f.height);
    },
  },
  wipe: {
    draw(ctx, f, p, _brand, io) {
      // The incoming clip is revealed from the side opposite the direction of travel.
      const t = ease(p.easing, f.progress);
      const { width: W, height: H } = f;
      const [dx, dy] = unitVector[p.direction];
      const rect = (q: number): [number, number, number, number] =>
        dx < 0 ? [W * (1 - q), 0, W * q, H] : dx > 0 ? [0, 0, W * q, H] : dy < 0 ? [0, H * (1 - q), W, H * q] : [0, 0, W, H * q];
      ctx.save();
      ctx.beginPath();
      if (dx < 0) ctx.rect(0, 0, W - W * t, H); else if (dx > 0) ctx.rect(W * t, 0, W - W * t, H); else if (dy < 0) ctx.rect(0, 0, W, H - H * t); else ctx.rect(0, H * t, W, H - H * t);
      ctx.clip();
      ctx.drawImage(io.from, 0, 0);
      ctx.restore();
      ctx.beginPath();
      const [x, y, w, h] = rect(t);
      ctx.rect(x, y, w, h);
      ctx.clip();
      ctx.drawImage(io.to, 0, 0);
    },
  },
  slide: {
    draw(ctx, f, p, _brand, io) {
      const t = ease(p.easing, f.progress);
      const [dx, dy] = unitVector[p.direction];
      ctx.drawImage(io.from, 0, 0);
      ctx.drawImage(io.to, -dx * f.width * (1 - t), -dy * f.height * (1 - t));
    },
  },
  push: {
    draw(ctx, f, p, _brand, io) {
      const t = ease(p.easing, f.progress);
      const [dx, dy] = unitVector[p.direction];
      ctx.drawImage(io.from, dx * f.width * t, dy * f.height * t);
      ctx.drawImage(io.to, -dx * f.width * (1 - t), -dy * f.height * (1 - t));
    },
  },
  zoom: {
    draw(ctx, f, p, _brand, io) {
      const t = ease(p.easing, f.progress);
      const { width: W, height: H } = f;
      const mix = io.layer();
      const za = 1 + 0.25 * t, zb = 0.8 + 0.2 * t;
      mix.ctx.globalAlpha = 1 - t;
      mix.ctx.drawImage(io.from, (W - W * za) / 2, (H - H * za) / 2, W * za, H * za);
      mix.ctx.globalAlpha = t;
      mix.ctx.globalCompositeOperation = 'lighter';
      mix.ctx.drawImage(io.to, (W - W * zb) / 2, (H - H * zb) / 2, W * zb, H * zb);
      ctx.drawImage(mix.canvas, 0, 0);
    },
  },
  iris: {
    draw(ctx, f, p, _brand, io) {
      const t = ease(p.easing, f.progress);
      const { width: W, height: H } = f;
      ctx.drawImage(io.from, 0, 0);
      ctx.beginPath();
      ctx.arc(W / 2, H / 2, (Math.hypot(W, H) / 2) * t, 0, Math.PI * 2);
      ctx.clip();
      ctx.drawImage(io.to, 0, 0);
    },
  },
};

/** Where a clip's transition is in the composition, as failures name it. */
export function transitionPath(trackIndex: number, clipIndex: number): string {
  return `${clipPath(trackIndex, clipIndex)}.transition`;
}

/** A clip's transition, ready to draw. */
export interface ResolvedTransition {
  /** Image sources it draws besides the two pictures (loaded with the frame's resources). */
  images: string[];
  /** Draws the passage at `progress` (0 → 1 through the window, linear) from `io.from` to `io.to`. */
  draw(ctx: SKRSContext2D, progress: number, io: TransitionIO): void;
}

export interface TransitionSettings {
  catalog: ComponentCatalog;
  tokens: BrandTokens;
  width: number;
  height: number;
  fps: number;
  /** A colour value (or `brand:` reference) as a CSS colour. */
  color(value: string): string;
}

export class TransitionRegistry {
  private readonly resolved = new WeakMap<Transition, ResolvedTransition>();

  constructor(private readonly settings: TransitionSettings) {}

  /** The drawer of a clip's transition (resolved once per transition object). */
  resolve(tr: Transition): ResolvedTransition {
    let r = this.resolved.get(tr);
    if (!r) {
      r = tr.kind === 'component' ? this.component(tr) : this.named(tr, tr.kind);
      this.resolved.set(tr, r);
    }
    return r;
  }

  private named(tr: Transition, kind: NamedKind): ResolvedTransition {
    const props: NamedProps = { direction: tr.direction ?? 'left', easing: tr.easing ?? 'ease-in-out', color: this.settings.color(tr.color ?? '#000000') };
    const drawer = namedTransitions[kind];
    return this.drawn(tr, [], (ctx, f, io) => drawer.draw(ctx, f, props, this.settings.tokens, io));
  }

  private component(tr: Transition): ResolvedTransition {
    const { catalog, tokens } = this.settings;
    const c = tr.componentId ? catalog.get(tr.componentId, tr.version) : undefined;
    if (!c) throw new Error(`no transition component '${tr.componentId}'${tr.version ? ` at version ${tr.version}` : ''}`);
    const props = resolveProps(c, tr.props, tokens);
    const images = c.imageParams.map((p) => props[p]).filter((v): v is string => typeof v === 'string' && v !== '');
    return this.drawn(tr, images, (ctx, f, io) => runComponent(c.id, () => c.draw(ctx, f, props as never, tokens, io)));
  }

  /** Every transition draws over the whole output, untransformed, its state restored afterwards. */
  private drawn(tr: Transition, images: string[], draw: (ctx: SKRSContext2D, f: FrameInfo, io: TransitionIO) => void): ResolvedTransition {
    const { width, height, fps } = this.settings;
    const frames = Math.max(2, Math.round(tr.duration * fps));
    return {
      images,
      draw(ctx, progress, io) {
        const f = { ...frameInfo(0, frames, fps, width, height), frame: Math.round(progress * (frames - 1)), progress };
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        try {
          draw(ctx, f, io);
        } finally {
          ctx.restore();
        }
      },
    };
  }
}
