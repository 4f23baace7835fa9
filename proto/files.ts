/** Where the protocol's .proto files are, and how their messages map to objects. */
import { fileURLToPath } from 'node:url';

export const protoRoot = fileURLToPath(new URL('.', import.meta.url));
export const protoFiles = ['framefleet/farm/v1/render_farm.proto', 'framefleet/jobs/v1/jobs.proto'];

/** One mapping for gRPC and queue messages; the type and codec generators run with the same. */
export const typeOptions = { keepCase: false, longs: Number, enums: String, defaults: true, oneofs: true } as const;
