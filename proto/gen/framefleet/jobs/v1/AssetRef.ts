// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A file a job needs, fetched once per content hash and cached on the node.
 */
export interface AssetRef {
  /**
   * sha256 of the bytes, lower-case hex.
   */
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  'mediaType'?: (string);
  /**
   * What the composition calls it (`media:<id>`), for assets; empty for snapshots and segments.
   */
  'ref'?: (string);
  /**
   * The bytes themselves, when small (a composition snapshot): the node needs no fetch before it
   * can start, and still checks them against content_hash. Empty otherwise.
   */
  'inlineBytes'?: (Buffer | Uint8Array | string);
}

/**
 * A file a job needs, fetched once per content hash and cached on the node.
 */
export interface AssetRef__Output {
  /**
   * sha256 of the bytes, lower-case hex.
   */
  'contentHash': (string);
  'sizeBytes': (number);
  'mediaType': (string);
  /**
   * What the composition calls it (`media:<id>`), for assets; empty for snapshots and segments.
   */
  'ref': (string);
  /**
   * The bytes themselves, when small (a composition snapshot): the node needs no fetch before it
   * can start, and still checks them against content_hash. Empty otherwise.
   */
  'inlineBytes': (Buffer);
}
