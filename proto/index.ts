/**
 * The project's protocol (the .proto files under framefleet/, their messages' code written ahead
 * into gen/codecs.ts):
 * - `renderFarmService`: the RenderFarm service definition (methods, streaming, message codecs),
 *   with the messages mapped as @grpc/proto-loader maps them (its types are generated into gen/):
 *   served and called over gRPC (./grpc.ts has the client constructor), or over a Node IPC channel
 *   (./ipc.ts), neither of which this module loads;
 * - `encodeJob` / `decodeJob`: the queue's JobEnvelope in protobuf binary.
 * Both use the same field mapping (camelCase, int64 as number, enums as strings), through the
 * message code protobufjs generates, written ahead and run with its minimal runtime (./codecs.ts).
 */
import type * as grpc from '@grpc/grpc-js';
import { linkCodecs } from './codecs.ts';
import { messages, services } from './gen/codecs.ts';
import { typeOptions } from './files.ts';
import type { ProtoGrpcType as RenderFarmProto } from './gen/render_farm.ts';
import type { JobEnvelope, JobEnvelope__Output } from './gen/framefleet/jobs/v1/JobEnvelope.ts';

export { protoFiles, protoRoot, typeOptions } from './files.ts';

export type { JobEnvelope, JobEnvelope__Output } from './gen/framefleet/jobs/v1/JobEnvelope.ts';
export type { SceneJob__Output } from './gen/framefleet/jobs/v1/SceneJob.ts';
export type { AssetRef, AssetRef__Output } from './gen/framefleet/jobs/v1/AssetRef.ts';
export type { AssembleJob__Output } from './gen/framefleet/jobs/v1/AssembleJob.ts';
export type { RenderFarmHandlers } from './gen/framefleet/farm/v1/RenderFarm.ts';
export type { RenderFarmClient } from './gen/framefleet/farm/v1/RenderFarm.ts';
export type { RegisterRequest, RegisterRequest__Output } from './gen/framefleet/farm/v1/RegisterRequest.ts';
export type { RegisterResponse, RegisterResponse__Output } from './gen/framefleet/farm/v1/RegisterResponse.ts';
export type { NodeCapabilities__Output } from './gen/framefleet/farm/v1/NodeCapabilities.ts';
export type { HeartbeatRequest, HeartbeatRequest__Output } from './gen/framefleet/farm/v1/HeartbeatRequest.ts';
export type { HeartbeatResponse, HeartbeatResponse__Output } from './gen/framefleet/farm/v1/HeartbeatResponse.ts';
export type { InFlightJob, InFlightJob__Output } from './gen/framefleet/farm/v1/InFlightJob.ts';
export type { SceneProgress, SceneProgress__Output } from './gen/framefleet/farm/v1/SceneProgress.ts';
export type { ProgressAck__Output } from './gen/framefleet/farm/v1/ProgressAck.ts';
export type { SceneResult, SceneResult__Output } from './gen/framefleet/farm/v1/SceneResult.ts';
export type { JobCost, JobCost__Output } from './gen/framefleet/farm/v1/JobCost.ts';
export type { StageCost, StageCost__Output } from './gen/framefleet/farm/v1/StageCost.ts';
export type { AssemblyResult, AssemblyResult__Output } from './gen/framefleet/farm/v1/AssemblyResult.ts';
export type { JobResult, JobResult__Output } from './gen/framefleet/farm/v1/JobResult.ts';
export type { JobUpload, JobUpload__Output } from './gen/framefleet/farm/v1/JobUpload.ts';
export type { JobCompletion, JobCompletion__Output } from './gen/framefleet/farm/v1/JobCompletion.ts';
export type { JobFailure, JobFailure__Output } from './gen/framefleet/farm/v1/JobFailure.ts';
export type { BlobChunk__Output } from './gen/framefleet/farm/v1/BlobChunk.ts';
export type { BlobPart__Output } from './gen/framefleet/farm/v1/BlobPart.ts';
export type { WatchScenesRequest, WatchScenesRequest__Output } from './gen/framefleet/farm/v1/WatchScenesRequest.ts';
export type { RecordedScene, RecordedScene__Output } from './gen/framefleet/farm/v1/RecordedScene.ts';
export type { BlobLocation, BlobLocation__Output } from './gen/framefleet/farm/v1/BlobLocation.ts';
export type { MediaFacts, MediaFacts__Output } from './gen/framefleet/farm/v1/MediaFacts.ts';
export type { AudioAnalysis as AudioAnalysisMessage, AudioAnalysis__Output as AudioAnalysisMessage__Output } from './gen/framefleet/farm/v1/AudioAnalysis.ts';
export type { ProbeResult, ProbeResult__Output } from './gen/framefleet/farm/v1/ProbeResult.ts';
export type { AnalysisResult, AnalysisResult__Output } from './gen/framefleet/farm/v1/AnalysisResult.ts';
export type { ExtractionResult, ExtractionResult__Output } from './gen/framefleet/farm/v1/ExtractionResult.ts';
export type { ProbeJob__Output } from './gen/framefleet/jobs/v1/ProbeJob.ts';
export type { AnalyzeJob__Output } from './gen/framefleet/jobs/v1/AnalyzeJob.ts';
export type { ExtractAudioJob__Output } from './gen/framefleet/jobs/v1/ExtractAudioJob.ts';
export type { StillJob, StillJob__Output } from './gen/framefleet/jobs/v1/StillJob.ts';
export type { StillResult, StillResult__Output } from './gen/framefleet/farm/v1/StillResult.ts';
export type { FactJob, FactJob__Output } from './gen/framefleet/jobs/v1/FactJob.ts';
export type { FactResult, FactResult__Output } from './gen/framefleet/farm/v1/FactResult.ts';

/**
 * The revision of the farm protocol (framefleet.farm.v1 with framefleet.jobs.v1) that this code
 * speaks. Inside v1 the messages may change from one release to the next (wire compatibility is
 * not kept between revisions); each node says its revision when it registers, and a control plane
 * of another revision refuses it, so a farm never mixes two.
 */
export const farmProtocolRevision = 4;

const codec = linkCodecs(messages);

/**
 * A service's gRPC definition, made as @grpc/proto-loader makes it (path, streaming, messages
 * mapped with `typeOptions`) but from the codecs written ahead, and without the descriptors it
 * builds for server reflection, which nothing here serves.
 */
function serviceDefinition(name: string): grpc.ServiceDefinition {
  // The codecs are made on a method's first call.
  const serialize = (fullName: string) => (value: object): Buffer => {
    if (Array.isArray(value)) throw new Error(`Failed to serialize message: expected object with ${fullName.slice(fullName.lastIndexOf('.') + 1)} structure, got array instead`);
    const type = codec(fullName);
    return type.encode(type.fromObject(value)).finish() as Buffer;
  };
  const deserialize = (fullName: string) => (bytes: Buffer): object => {
    const type = codec(fullName);
    return type.toObject(type.decode(bytes), typeOptions);
  };
  const methods = services[name]!.map((m) => [m.name, {
    path: `/${name}/${m.name}`, requestStream: m.requestStream, responseStream: m.responseStream,
    requestSerialize: serialize(m.requestType), requestDeserialize: deserialize(m.requestType),
    responseSerialize: serialize(m.responseType), responseDeserialize: deserialize(m.responseType),
    originalName: m.name[0]!.toLowerCase() + m.name.slice(1),
  }]);
  return Object.fromEntries(methods) as grpc.ServiceDefinition;
}

/** The generated client class's type: `new RenderFarmClientCtor(address, credentials)` (./grpc.ts). */
export type RenderFarmClientConstructor = RenderFarmProto['framefleet']['farm']['v1']['RenderFarm'];
/** The RenderFarm service: `server.addService(renderFarmService, handlers)`, `serveOverIpc(peer, renderFarmService, handlers)`. */
export const renderFarmService: RenderFarmClientConstructor['service'] = serviceDefinition('framefleet.farm.v1.RenderFarm') as RenderFarmClientConstructor['service'];

const envelope = '.framefleet.jobs.v1.JobEnvelope';

/** Encodes a job for the queue; throws on a field of the wrong type. */
export function encodeJob(job: JobEnvelope): Uint8Array {
  const type = codec(envelope);
  const problem = type.verify(job);
  if (problem) throw new TypeError(`invalid job envelope: ${problem}`);
  return type.encode(type.fromObject(job)).finish();
}

/** Decodes a job from the queue; throws on bytes that are not a JobEnvelope. */
export function decodeJob(bytes: Uint8Array): JobEnvelope__Output {
  const type = codec(envelope);
  return type.toObject(type.decode(bytes), { ...typeOptions, arrays: true, objects: true }) as unknown as JobEnvelope__Output;
}
