// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface BlobLocation {
  'direct'?: (boolean);
  /**
   * `GET` or `PUT`, to `url` with exactly these headers (they are signed), before `expires_at_ms`.
   */
  'method'?: (string);
  'url'?: (string);
  'headers'?: ({[key: string]: string});
  'expiresAtMs'?: (number | string | Long);
}

export interface BlobLocation__Output {
  'direct': (boolean);
  /**
   * `GET` or `PUT`, to `url` with exactly these headers (they are signed), before `expires_at_ms`.
   */
  'method': (string);
  'url': (string);
  'headers': ({[key: string]: string});
  'expiresAtMs': (number);
}
