/** The capability probe: which encoders really open here (cached per process), and the backend `auto` picks. */
import { BACKENDS, CODECS, type Backend, type BackendChoice, type Codec } from './constants.ts';
import { nativeConfig, type Settings } from './encoder-settings.ts';
import { EncoderError, ErrorCodes, nativeCall } from './errors.ts';
import { addon, libraryVersions, type LibraryVersions } from './loading.ts';
import { optionalBool, requireObject, requirePath } from './validators.ts';

export interface EncoderCapability {
  codec: Codec;
  backend: Backend;
  /** The libavcodec encoder behind this pair, e.g. `libx264`, `hevc_nvenc`. */
  encoder: string;
  available: boolean;
  /** Why the encoder could not be opened; null when it works. */
  reason: string | null;
}

export interface ProbeReport {
  encoders: EncoderCapability[];
  /** What backend `auto` picks for each codec (nvenc, then vaapi, then software); null when none works. */
  auto: Record<Codec, Backend | null>;
  libraries: LibraryVersions;
}

export interface ProbeOptions {
  /** Open the encoders again instead of using this process's earlier answers. */
  refresh?: boolean;
  /** VAAPI render node, e.g. /dev/dri/renderD129; libva's default when omitted. */
  vaapiDevice?: string;
}

const probeCache = new Map<string, Promise<EncoderCapability>>();
const probeSettings = (device: string | undefined): Settings => ({
  width: 320, height: 240, fps: { num: 30, den: 1 }, gop: 30, preset: 'ultrafast', quality: 30, threads: 1, bframes: undefined, device,
});

function probeOne(codec: Codec, backend: Backend, device: string | undefined, refresh: boolean): Promise<EncoderCapability> {
  const key = `${codec}/${backend}/${device ?? ''}`;
  const cached = probeCache.get(key);
  if (cached && !refresh) return cached;
  const config = nativeConfig(codec, backend, probeSettings(device));
  const result = nativeCall(() => addon().probe([config])).then(([r]) => ({
    codec,
    backend,
    encoder: config.encoder,
    available: r?.ok === true,
    reason: r?.ok ? null : r?.reason ?? 'unknown failure',
  }));
  probeCache.set(key, result);
  result.catch(() => probeCache.delete(key));
  return result;
}

/** Opens every backend for H.264 and HEVC (encoding one frame) and reports which work and why the others do not. */
export async function probeEncoders(options: ProbeOptions = {}): Promise<ProbeReport> {
  const o = requireObject(options, 'options');
  const refresh = optionalBool(o.refresh, 'options.refresh', false);
  const device = o.vaapiDevice === undefined ? undefined : requirePath(o.vaapiDevice, 'options.vaapiDevice');
  const encoders = await Promise.all(CODECS.flatMap((codec) => BACKENDS.map((backend) => probeOne(codec, backend, device, refresh))));
  const auto = Object.fromEntries(CODECS.map((c) => [c, BACKENDS.find((b) => encoders.some((e) => e.codec === c && e.backend === b && e.available)) ?? null])) as Record<Codec, Backend | null>;
  return { encoders, auto, libraries: libraryVersions() };
}

/** The backend an encoder opens with: the one asked for if it works here, or for `auto` the first that does. */
export async function resolveBackend(codec: Codec, choice: BackendChoice, device: string | undefined): Promise<Backend> {
  if (choice !== 'auto') {
    const cap = await probeOne(codec, choice, device, false);
    if (!cap.available) throw new EncoderError(ErrorCodes.ENCODER_UNAVAILABLE, `${codec} encoding with ${choice} (${cap.encoder}) is not available here: ${cap.reason}`);
    return choice;
  }
  const reasons: string[] = [];
  for (const backend of BACKENDS) {
    const cap = await probeOne(codec, backend, device, false);
    if (cap.available) return backend;
    reasons.push(`${backend}: ${cap.reason}`);
  }
  throw new EncoderError(ErrorCodes.ENCODER_UNAVAILABLE, `no ${codec} encoder works here (${reasons.join('; ')})`);
}
