// Original file: proto/framefleet/farm/v1/render_farm.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BlobChunk as _framefleet_farm_v1_BlobChunk, BlobChunk__Output as _framefleet_farm_v1_BlobChunk__Output } from '../../../framefleet/farm/v1/BlobChunk.ts';
import type { BlobLocation as _framefleet_farm_v1_BlobLocation, BlobLocation__Output as _framefleet_farm_v1_BlobLocation__Output } from '../../../framefleet/farm/v1/BlobLocation.ts';
import type { BlobPart as _framefleet_farm_v1_BlobPart, BlobPart__Output as _framefleet_farm_v1_BlobPart__Output } from '../../../framefleet/farm/v1/BlobPart.ts';
import type { DeregisterRequest as _framefleet_farm_v1_DeregisterRequest, DeregisterRequest__Output as _framefleet_farm_v1_DeregisterRequest__Output } from '../../../framefleet/farm/v1/DeregisterRequest.ts';
import type { DeregisterResponse as _framefleet_farm_v1_DeregisterResponse, DeregisterResponse__Output as _framefleet_farm_v1_DeregisterResponse__Output } from '../../../framefleet/farm/v1/DeregisterResponse.ts';
import type { FetchBlobRequest as _framefleet_farm_v1_FetchBlobRequest, FetchBlobRequest__Output as _framefleet_farm_v1_FetchBlobRequest__Output } from '../../../framefleet/farm/v1/FetchBlobRequest.ts';
import type { FetchBlobsRequest as _framefleet_farm_v1_FetchBlobsRequest, FetchBlobsRequest__Output as _framefleet_farm_v1_FetchBlobsRequest__Output } from '../../../framefleet/farm/v1/FetchBlobsRequest.ts';
import type { HeartbeatRequest as _framefleet_farm_v1_HeartbeatRequest, HeartbeatRequest__Output as _framefleet_farm_v1_HeartbeatRequest__Output } from '../../../framefleet/farm/v1/HeartbeatRequest.ts';
import type { HeartbeatResponse as _framefleet_farm_v1_HeartbeatResponse, HeartbeatResponse__Output as _framefleet_farm_v1_HeartbeatResponse__Output } from '../../../framefleet/farm/v1/HeartbeatResponse.ts';
import type { JobCompletion as _framefleet_farm_v1_JobCompletion, JobCompletion__Output as _framefleet_farm_v1_JobCompletion__Output } from '../../../framefleet/farm/v1/JobCompletion.ts';
import type { JobFailure as _framefleet_farm_v1_JobFailure, JobFailure__Output as _framefleet_farm_v1_JobFailure__Output } from '../../../framefleet/farm/v1/JobFailure.ts';
import type { JobFailureAck as _framefleet_farm_v1_JobFailureAck, JobFailureAck__Output as _framefleet_farm_v1_JobFailureAck__Output } from '../../../framefleet/farm/v1/JobFailureAck.ts';
import type { JobUpload as _framefleet_farm_v1_JobUpload, JobUpload__Output as _framefleet_farm_v1_JobUpload__Output } from '../../../framefleet/farm/v1/JobUpload.ts';
import type { LocateBlobRequest as _framefleet_farm_v1_LocateBlobRequest, LocateBlobRequest__Output as _framefleet_farm_v1_LocateBlobRequest__Output } from '../../../framefleet/farm/v1/LocateBlobRequest.ts';
import type { ProgressAck as _framefleet_farm_v1_ProgressAck, ProgressAck__Output as _framefleet_farm_v1_ProgressAck__Output } from '../../../framefleet/farm/v1/ProgressAck.ts';
import type { RecordedScene as _framefleet_farm_v1_RecordedScene, RecordedScene__Output as _framefleet_farm_v1_RecordedScene__Output } from '../../../framefleet/farm/v1/RecordedScene.ts';
import type { RegisterRequest as _framefleet_farm_v1_RegisterRequest, RegisterRequest__Output as _framefleet_farm_v1_RegisterRequest__Output } from '../../../framefleet/farm/v1/RegisterRequest.ts';
import type { RegisterResponse as _framefleet_farm_v1_RegisterResponse, RegisterResponse__Output as _framefleet_farm_v1_RegisterResponse__Output } from '../../../framefleet/farm/v1/RegisterResponse.ts';
import type { SceneProgress as _framefleet_farm_v1_SceneProgress, SceneProgress__Output as _framefleet_farm_v1_SceneProgress__Output } from '../../../framefleet/farm/v1/SceneProgress.ts';
import type { WatchScenesRequest as _framefleet_farm_v1_WatchScenesRequest, WatchScenesRequest__Output as _framefleet_farm_v1_WatchScenesRequest__Output } from '../../../framefleet/farm/v1/WatchScenesRequest.ts';

export interface RenderFarmClient extends grpc.Client {
  /**
   * Reports a finished job of any kind: the first message carries `result` (the kind's result,
   * named as the job's kind is in the JobEnvelope), the following ones carry `chunk`s of the
   * result's file (a segment, an output, a thumbnail, an image, a sound, a matte, a WebM): none when
   * the kind has no file or the node wrote it to the object store itself through LocateBlob.
   * Recording it is idempotent per job id (the first result counts).
   */
  CompleteJob(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  CompleteJob(metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  CompleteJob(options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  CompleteJob(callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  /**
   * Reports a finished job of any kind: the first message carries `result` (the kind's result,
   * named as the job's kind is in the JobEnvelope), the following ones carry `chunk`s of the
   * result's file (a segment, an output, a thumbnail, an image, a sound, a matte, a WebM): none when
   * the kind has no file or the node wrote it to the object store itself through LocateBlob.
   * Recording it is idempotent per job id (the first result counts).
   */
  completeJob(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  completeJob(metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  completeJob(options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  completeJob(callback: grpc.requestCallback<_framefleet_farm_v1_JobCompletion__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_JobUpload>;
  
  /**
   * The node leaves: it takes no new work and its lease ends.
   */
  Deregister(argument: _framefleet_farm_v1_DeregisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  Deregister(argument: _framefleet_farm_v1_DeregisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  Deregister(argument: _framefleet_farm_v1_DeregisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  Deregister(argument: _framefleet_farm_v1_DeregisterRequest, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The node leaves: it takes no new work and its lease ends.
   */
  deregister(argument: _framefleet_farm_v1_DeregisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  deregister(argument: _framefleet_farm_v1_DeregisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  deregister(argument: _framefleet_farm_v1_DeregisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  deregister(argument: _framefleet_farm_v1_DeregisterRequest, callback: grpc.requestCallback<_framefleet_farm_v1_DeregisterResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reports a failed attempt (the node then rejects the delivery so the queue retries it).
   */
  FailJob(argument: _framefleet_farm_v1_JobFailure, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  FailJob(argument: _framefleet_farm_v1_JobFailure, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  FailJob(argument: _framefleet_farm_v1_JobFailure, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  FailJob(argument: _framefleet_farm_v1_JobFailure, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  /**
   * Reports a failed attempt (the node then rejects the delivery so the queue retries it).
   */
  failJob(argument: _framefleet_farm_v1_JobFailure, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  failJob(argument: _framefleet_farm_v1_JobFailure, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  failJob(argument: _framefleet_farm_v1_JobFailure, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  failJob(argument: _framefleet_farm_v1_JobFailure, callback: grpc.requestCallback<_framefleet_farm_v1_JobFailureAck__Output>): grpc.ClientUnaryCall;
  
  /**
   * Downloads a blob (composition snapshot, asset, segment) by content hash.
   */
  FetchBlob(argument: _framefleet_farm_v1_FetchBlobRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobChunk__Output>;
  FetchBlob(argument: _framefleet_farm_v1_FetchBlobRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobChunk__Output>;
  /**
   * Downloads a blob (composition snapshot, asset, segment) by content hash.
   */
  fetchBlob(argument: _framefleet_farm_v1_FetchBlobRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobChunk__Output>;
  fetchBlob(argument: _framefleet_farm_v1_FetchBlobRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobChunk__Output>;
  
  /**
   * Downloads several blobs in one call, one after another in the order asked (an assembly's
   * segments): one call instead of one per blob. NOT_FOUND when any is missing.
   */
  FetchBlobs(argument: _framefleet_farm_v1_FetchBlobsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobPart__Output>;
  FetchBlobs(argument: _framefleet_farm_v1_FetchBlobsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobPart__Output>;
  /**
   * Downloads several blobs in one call, one after another in the order asked (an assembly's
   * segments): one call instead of one per blob. NOT_FOUND when any is missing.
   */
  fetchBlobs(argument: _framefleet_farm_v1_FetchBlobsRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobPart__Output>;
  fetchBlobs(argument: _framefleet_farm_v1_FetchBlobsRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_BlobPart__Output>;
  
  /**
   * Renews the lease. The answer tells the node which in-flight scenes to abandon (their render
   * was cancelled or finished elsewhere) and whether to drain.
   */
  Heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  Heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  Heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  Heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Renews the lease. The answer tells the node which in-flight scenes to abandon (their render
   * was cancelled or finished elsewhere) and whether to drain.
   */
  heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  heartbeat(argument: _framefleet_farm_v1_HeartbeatRequest, callback: grpc.requestCallback<_framefleet_farm_v1_HeartbeatResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Where to read or write a blob directly in the object store (a presigned URL), so media bytes
   * do not pass through the control plane; `direct` is false where the store has no such URLs
   * (local disk), and the node uses FetchBlob and the upload streams instead.
   */
  LocateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  LocateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  LocateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  LocateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  /**
   * Where to read or write a blob directly in the object store (a presigned URL), so media bytes
   * do not pass through the control plane; `direct` is false where the store has no such URLs
   * (local disk), and the node uses FetchBlob and the upload streams instead.
   */
  locateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  locateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  locateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  locateBlob(argument: _framefleet_farm_v1_LocateBlobRequest, callback: grpc.requestCallback<_framefleet_farm_v1_BlobLocation__Output>): grpc.ClientUnaryCall;
  
  /**
   * A node announces itself and what it can do; the answer carries its id and lease terms.
   */
  Register(argument: _framefleet_farm_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _framefleet_farm_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _framefleet_farm_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _framefleet_farm_v1_RegisterRequest, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A node announces itself and what it can do; the answer carries its id and lease terms.
   */
  register(argument: _framefleet_farm_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _framefleet_farm_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _framefleet_farm_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _framefleet_farm_v1_RegisterRequest, callback: grpc.requestCallback<_framefleet_farm_v1_RegisterResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Per-scene progress while rendering, one stream per scene attempt.
   */
  ReportProgress(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  ReportProgress(metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  ReportProgress(options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  ReportProgress(callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  /**
   * Per-scene progress while rendering, one stream per scene attempt.
   */
  reportProgress(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  reportProgress(metadata: grpc.Metadata, callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  reportProgress(options: grpc.CallOptions, callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  reportProgress(callback: grpc.requestCallback<_framefleet_farm_v1_ProgressAck__Output>): grpc.ClientWritableStream<_framefleet_farm_v1_SceneProgress>;
  
  /**
   * The scenes of a render as they are recorded, for an assembly that went out before its last
   * scene: first every scene recorded already, then each one as it is recorded. The stream ends
   * once every scene is; NOT_FOUND when the render is gone or no longer active.
   */
  WatchScenes(argument: _framefleet_farm_v1_WatchScenesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_RecordedScene__Output>;
  WatchScenes(argument: _framefleet_farm_v1_WatchScenesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_RecordedScene__Output>;
  /**
   * The scenes of a render as they are recorded, for an assembly that went out before its last
   * scene: first every scene recorded already, then each one as it is recorded. The stream ends
   * once every scene is; NOT_FOUND when the render is gone or no longer active.
   */
  watchScenes(argument: _framefleet_farm_v1_WatchScenesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_RecordedScene__Output>;
  watchScenes(argument: _framefleet_farm_v1_WatchScenesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_framefleet_farm_v1_RecordedScene__Output>;
  
}

export interface RenderFarmHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Reports a finished job of any kind: the first message carries `result` (the kind's result,
   * named as the job's kind is in the JobEnvelope), the following ones carry `chunk`s of the
   * result's file (a segment, an output, a thumbnail, an image, a sound, a matte, a WebM): none when
   * the kind has no file or the node wrote it to the object store itself through LocateBlob.
   * Recording it is idempotent per job id (the first result counts).
   */
  CompleteJob: grpc.handleClientStreamingCall<_framefleet_farm_v1_JobUpload__Output, _framefleet_farm_v1_JobCompletion>;
  
  /**
   * The node leaves: it takes no new work and its lease ends.
   */
  Deregister: grpc.handleUnaryCall<_framefleet_farm_v1_DeregisterRequest__Output, _framefleet_farm_v1_DeregisterResponse>;
  
  /**
   * Reports a failed attempt (the node then rejects the delivery so the queue retries it).
   */
  FailJob: grpc.handleUnaryCall<_framefleet_farm_v1_JobFailure__Output, _framefleet_farm_v1_JobFailureAck>;
  
  /**
   * Downloads a blob (composition snapshot, asset, segment) by content hash.
   */
  FetchBlob: grpc.handleServerStreamingCall<_framefleet_farm_v1_FetchBlobRequest__Output, _framefleet_farm_v1_BlobChunk>;
  
  /**
   * Downloads several blobs in one call, one after another in the order asked (an assembly's
   * segments): one call instead of one per blob. NOT_FOUND when any is missing.
   */
  FetchBlobs: grpc.handleServerStreamingCall<_framefleet_farm_v1_FetchBlobsRequest__Output, _framefleet_farm_v1_BlobPart>;
  
  /**
   * Renews the lease. The answer tells the node which in-flight scenes to abandon (their render
   * was cancelled or finished elsewhere) and whether to drain.
   */
  Heartbeat: grpc.handleUnaryCall<_framefleet_farm_v1_HeartbeatRequest__Output, _framefleet_farm_v1_HeartbeatResponse>;
  
  /**
   * Where to read or write a blob directly in the object store (a presigned URL), so media bytes
   * do not pass through the control plane; `direct` is false where the store has no such URLs
   * (local disk), and the node uses FetchBlob and the upload streams instead.
   */
  LocateBlob: grpc.handleUnaryCall<_framefleet_farm_v1_LocateBlobRequest__Output, _framefleet_farm_v1_BlobLocation>;
  
  /**
   * A node announces itself and what it can do; the answer carries its id and lease terms.
   */
  Register: grpc.handleUnaryCall<_framefleet_farm_v1_RegisterRequest__Output, _framefleet_farm_v1_RegisterResponse>;
  
  /**
   * Per-scene progress while rendering, one stream per scene attempt.
   */
  ReportProgress: grpc.handleClientStreamingCall<_framefleet_farm_v1_SceneProgress__Output, _framefleet_farm_v1_ProgressAck>;
  
  /**
   * The scenes of a render as they are recorded, for an assembly that went out before its last
   * scene: first every scene recorded already, then each one as it is recorded. The stream ends
   * once every scene is; NOT_FOUND when the render is gone or no longer active.
   */
  WatchScenes: grpc.handleServerStreamingCall<_framefleet_farm_v1_WatchScenesRequest__Output, _framefleet_farm_v1_RecordedScene>;
  
}

export interface RenderFarmDefinition extends grpc.ServiceDefinition {
  CompleteJob: MethodDefinition<_framefleet_farm_v1_JobUpload, _framefleet_farm_v1_JobCompletion, _framefleet_farm_v1_JobUpload__Output, _framefleet_farm_v1_JobCompletion__Output>
  Deregister: MethodDefinition<_framefleet_farm_v1_DeregisterRequest, _framefleet_farm_v1_DeregisterResponse, _framefleet_farm_v1_DeregisterRequest__Output, _framefleet_farm_v1_DeregisterResponse__Output>
  FailJob: MethodDefinition<_framefleet_farm_v1_JobFailure, _framefleet_farm_v1_JobFailureAck, _framefleet_farm_v1_JobFailure__Output, _framefleet_farm_v1_JobFailureAck__Output>
  FetchBlob: MethodDefinition<_framefleet_farm_v1_FetchBlobRequest, _framefleet_farm_v1_BlobChunk, _framefleet_farm_v1_FetchBlobRequest__Output, _framefleet_farm_v1_BlobChunk__Output>
  FetchBlobs: MethodDefinition<_framefleet_farm_v1_FetchBlobsRequest, _framefleet_farm_v1_BlobPart, _framefleet_farm_v1_FetchBlobsRequest__Output, _framefleet_farm_v1_BlobPart__Output>
  Heartbeat: MethodDefinition<_framefleet_farm_v1_HeartbeatRequest, _framefleet_farm_v1_HeartbeatResponse, _framefleet_farm_v1_HeartbeatRequest__Output, _framefleet_farm_v1_HeartbeatResponse__Output>
  LocateBlob: MethodDefinition<_framefleet_farm_v1_LocateBlobRequest, _framefleet_farm_v1_BlobLocation, _framefleet_farm_v1_LocateBlobRequest__Output, _framefleet_farm_v1_BlobLocation__Output>
  Register: MethodDefinition<_framefleet_farm_v1_RegisterRequest, _framefleet_farm_v1_RegisterResponse, _framefleet_farm_v1_RegisterRequest__Output, _framefleet_farm_v1_RegisterResponse__Output>
  ReportProgress: MethodDefinition<_framefleet_farm_v1_SceneProgress, _framefleet_farm_v1_ProgressAck, _framefleet_farm_v1_SceneProgress__Output, _framefleet_farm_v1_ProgressAck__Output>
  WatchScenes: MethodDefinition<_framefleet_farm_v1_WatchScenesRequest, _framefleet_farm_v1_RecordedScene, _framefleet_farm_v1_WatchScenesRequest__Output, _framefleet_farm_v1_RecordedScene__Output>
}
