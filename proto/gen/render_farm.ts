import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnalysisResult as _framefleet_farm_v1_AnalysisResult, AnalysisResult__Output as _framefleet_farm_v1_AnalysisResult__Output } from './framefleet/farm/v1/AnalysisResult.ts';
import type { AssemblyResult as _framefleet_farm_v1_AssemblyResult, AssemblyResult__Output as _framefleet_farm_v1_AssemblyResult__Output } from './framefleet/farm/v1/AssemblyResult.ts';
import type { AudioAnalysis as _framefleet_farm_v1_AudioAnalysis, AudioAnalysis__Output as _framefleet_farm_v1_AudioAnalysis__Output } from './framefleet/farm/v1/AudioAnalysis.ts';
import type { BlobChunk as _framefleet_farm_v1_BlobChunk, BlobChunk__Output as _framefleet_farm_v1_BlobChunk__Output } from './framefleet/farm/v1/BlobChunk.ts';
import type { BlobLocation as _framefleet_farm_v1_BlobLocation, BlobLocation__Output as _framefleet_farm_v1_BlobLocation__Output } from './framefleet/farm/v1/BlobLocation.ts';
import type { BlobPart as _framefleet_farm_v1_BlobPart, BlobPart__Output as _framefleet_farm_v1_BlobPart__Output } from './framefleet/farm/v1/BlobPart.ts';
import type { ComponentPreviewResult as _framefleet_farm_v1_ComponentPreviewResult, ComponentPreviewResult__Output as _framefleet_farm_v1_ComponentPreviewResult__Output } from './framefleet/farm/v1/ComponentPreviewResult.ts';
import type { DeregisterRequest as _framefleet_farm_v1_DeregisterRequest, DeregisterRequest__Output as _framefleet_farm_v1_DeregisterRequest__Output } from './framefleet/farm/v1/DeregisterRequest.ts';
import type { DeregisterResponse as _framefleet_farm_v1_DeregisterResponse, DeregisterResponse__Output as _framefleet_farm_v1_DeregisterResponse__Output } from './framefleet/farm/v1/DeregisterResponse.ts';
import type { EncoderCapability as _framefleet_farm_v1_EncoderCapability, EncoderCapability__Output as _framefleet_farm_v1_EncoderCapability__Output } from './framefleet/farm/v1/EncoderCapability.ts';
import type { ExtractionResult as _framefleet_farm_v1_ExtractionResult, ExtractionResult__Output as _framefleet_farm_v1_ExtractionResult__Output } from './framefleet/farm/v1/ExtractionResult.ts';
import type { FactResult as _framefleet_farm_v1_FactResult, FactResult__Output as _framefleet_farm_v1_FactResult__Output } from './framefleet/farm/v1/FactResult.ts';
import type { FetchBlobRequest as _framefleet_farm_v1_FetchBlobRequest, FetchBlobRequest__Output as _framefleet_farm_v1_FetchBlobRequest__Output } from './framefleet/farm/v1/FetchBlobRequest.ts';
import type { FetchBlobsRequest as _framefleet_farm_v1_FetchBlobsRequest, FetchBlobsRequest__Output as _framefleet_farm_v1_FetchBlobsRequest__Output } from './framefleet/farm/v1/FetchBlobsRequest.ts';
import type { HeartbeatRequest as _framefleet_farm_v1_HeartbeatRequest, HeartbeatRequest__Output as _framefleet_farm_v1_HeartbeatRequest__Output } from './framefleet/farm/v1/HeartbeatRequest.ts';
import type { HeartbeatResponse as _framefleet_farm_v1_HeartbeatResponse, HeartbeatResponse__Output as _framefleet_farm_v1_HeartbeatResponse__Output } from './framefleet/farm/v1/HeartbeatResponse.ts';
import type { InFlightJob as _framefleet_farm_v1_InFlightJob, InFlightJob__Output as _framefleet_farm_v1_InFlightJob__Output } from './framefleet/farm/v1/InFlightJob.ts';
import type { JobCompletion as _framefleet_farm_v1_JobCompletion, JobCompletion__Output as _framefleet_farm_v1_JobCompletion__Output } from './framefleet/farm/v1/JobCompletion.ts';
import type { JobCost as _framefleet_farm_v1_JobCost, JobCost__Output as _framefleet_farm_v1_JobCost__Output } from './framefleet/farm/v1/JobCost.ts';
import type { JobFailure as _framefleet_farm_v1_JobFailure, JobFailure__Output as _framefleet_farm_v1_JobFailure__Output } from './framefleet/farm/v1/JobFailure.ts';
import type { JobFailureAck as _framefleet_farm_v1_JobFailureAck, JobFailureAck__Output as _framefleet_farm_v1_JobFailureAck__Output } from './framefleet/farm/v1/JobFailureAck.ts';
import type { JobResult as _framefleet_farm_v1_JobResult, JobResult__Output as _framefleet_farm_v1_JobResult__Output } from './framefleet/farm/v1/JobResult.ts';
import type { JobUpload as _framefleet_farm_v1_JobUpload, JobUpload__Output as _framefleet_farm_v1_JobUpload__Output } from './framefleet/farm/v1/JobUpload.ts';
import type { LocateBlobRequest as _framefleet_farm_v1_LocateBlobRequest, LocateBlobRequest__Output as _framefleet_farm_v1_LocateBlobRequest__Output } from './framefleet/farm/v1/LocateBlobRequest.ts';
import type { MediaFacts as _framefleet_farm_v1_MediaFacts, MediaFacts__Output as _framefleet_farm_v1_MediaFacts__Output } from './framefleet/farm/v1/MediaFacts.ts';
import type { MomentSignals as _framefleet_farm_v1_MomentSignals, MomentSignals__Output as _framefleet_farm_v1_MomentSignals__Output } from './framefleet/farm/v1/MomentSignals.ts';
import type { NodeCapabilities as _framefleet_farm_v1_NodeCapabilities, NodeCapabilities__Output as _framefleet_farm_v1_NodeCapabilities__Output } from './framefleet/farm/v1/NodeCapabilities.ts';
import type { ProbeResult as _framefleet_farm_v1_ProbeResult, ProbeResult__Output as _framefleet_farm_v1_ProbeResult__Output } from './framefleet/farm/v1/ProbeResult.ts';
import type { ProgressAck as _framefleet_farm_v1_ProgressAck, ProgressAck__Output as _framefleet_farm_v1_ProgressAck__Output } from './framefleet/farm/v1/ProgressAck.ts';
import type { RecordedScene as _framefleet_farm_v1_RecordedScene, RecordedScene__Output as _framefleet_farm_v1_RecordedScene__Output } from './framefleet/farm/v1/RecordedScene.ts';
import type { RegisterRequest as _framefleet_farm_v1_RegisterRequest, RegisterRequest__Output as _framefleet_farm_v1_RegisterRequest__Output } from './framefleet/farm/v1/RegisterRequest.ts';
import type { RegisterResponse as _framefleet_farm_v1_RegisterResponse, RegisterResponse__Output as _framefleet_farm_v1_RegisterResponse__Output } from './framefleet/farm/v1/RegisterResponse.ts';
import type { RenderFarmClient as _framefleet_farm_v1_RenderFarmClient, RenderFarmDefinition as _framefleet_farm_v1_RenderFarmDefinition } from './framefleet/farm/v1/RenderFarm.ts';
import type { SceneProgress as _framefleet_farm_v1_SceneProgress, SceneProgress__Output as _framefleet_farm_v1_SceneProgress__Output } from './framefleet/farm/v1/SceneProgress.ts';
import type { SceneResult as _framefleet_farm_v1_SceneResult, SceneResult__Output as _framefleet_farm_v1_SceneResult__Output } from './framefleet/farm/v1/SceneResult.ts';
import type { SeamCheck as _framefleet_farm_v1_SeamCheck, SeamCheck__Output as _framefleet_farm_v1_SeamCheck__Output } from './framefleet/farm/v1/SeamCheck.ts';
import type { StageCost as _framefleet_farm_v1_StageCost, StageCost__Output as _framefleet_farm_v1_StageCost__Output } from './framefleet/farm/v1/StageCost.ts';
import type { StillResult as _framefleet_farm_v1_StillResult, StillResult__Output as _framefleet_farm_v1_StillResult__Output } from './framefleet/farm/v1/StillResult.ts';
import type { VerifyImage as _framefleet_farm_v1_VerifyImage, VerifyImage__Output as _framefleet_farm_v1_VerifyImage__Output } from './framefleet/farm/v1/VerifyImage.ts';
import type { VerifyResult as _framefleet_farm_v1_VerifyResult, VerifyResult__Output as _framefleet_farm_v1_VerifyResult__Output } from './framefleet/farm/v1/VerifyResult.ts';
import type { WatchScenesRequest as _framefleet_farm_v1_WatchScenesRequest, WatchScenesRequest__Output as _framefleet_farm_v1_WatchScenesRequest__Output } from './framefleet/farm/v1/WatchScenesRequest.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  framefleet: {
    farm: {
      v1: {
        AnalysisResult: MessageTypeDefinition<_framefleet_farm_v1_AnalysisResult, _framefleet_farm_v1_AnalysisResult__Output>
        AssemblyResult: MessageTypeDefinition<_framefleet_farm_v1_AssemblyResult, _framefleet_farm_v1_AssemblyResult__Output>
        AudioAnalysis: MessageTypeDefinition<_framefleet_farm_v1_AudioAnalysis, _framefleet_farm_v1_AudioAnalysis__Output>
        BlobChunk: MessageTypeDefinition<_framefleet_farm_v1_BlobChunk, _framefleet_farm_v1_BlobChunk__Output>
        BlobLocation: MessageTypeDefinition<_framefleet_farm_v1_BlobLocation, _framefleet_farm_v1_BlobLocation__Output>
        BlobPart: MessageTypeDefinition<_framefleet_farm_v1_BlobPart, _framefleet_farm_v1_BlobPart__Output>
        ComponentPreviewResult: MessageTypeDefinition<_framefleet_farm_v1_ComponentPreviewResult, _framefleet_farm_v1_ComponentPreviewResult__Output>
        DeregisterRequest: MessageTypeDefinition<_framefleet_farm_v1_DeregisterRequest, _framefleet_farm_v1_DeregisterRequest__Output>
        DeregisterResponse: MessageTypeDefinition<_framefleet_farm_v1_DeregisterResponse, _framefleet_farm_v1_DeregisterResponse__Output>
        EncoderCapability: MessageTypeDefinition<_framefleet_farm_v1_EncoderCapability, _framefleet_farm_v1_EncoderCapability__Output>
        ExtractionResult: MessageTypeDefinition<_framefleet_farm_v1_ExtractionResult, _framefleet_farm_v1_ExtractionResult__Output>
        FactResult: MessageTypeDefinition<_framefleet_farm_v1_FactResult, _framefleet_farm_v1_FactResult__Output>
        FetchBlobRequest: MessageTypeDefinition<_framefleet_farm_v1_FetchBlobRequest, _framefleet_farm_v1_FetchBlobRequest__Output>
        FetchBlobsRequest: MessageTypeDefinition<_framefleet_farm_v1_FetchBlobsRequest, _framefleet_farm_v1_FetchBlobsRequest__Output>
        HeartbeatRequest: MessageTypeDefinition<_framefleet_farm_v1_HeartbeatRequest, _framefleet_farm_v1_HeartbeatRequest__Output>
        HeartbeatResponse: MessageTypeDefinition<_framefleet_farm_v1_HeartbeatResponse, _framefleet_farm_v1_HeartbeatResponse__Output>
        InFlightJob: MessageTypeDefinition<_framefleet_farm_v1_InFlightJob, _framefleet_farm_v1_InFlightJob__Output>
        JobCompletion: MessageTypeDefinition<_framefleet_farm_v1_JobCompletion, _framefleet_farm_v1_JobCompletion__Output>
        JobCost: MessageTypeDefinition<_framefleet_farm_v1_JobCost, _framefleet_farm_v1_JobCost__Output>
        JobFailure: MessageTypeDefinition<_framefleet_farm_v1_JobFailure, _framefleet_farm_v1_JobFailure__Output>
        JobFailureAck: MessageTypeDefinition<_framefleet_farm_v1_JobFailureAck, _framefleet_farm_v1_JobFailureAck__Output>
        JobResult: MessageTypeDefinition<_framefleet_farm_v1_JobResult, _framefleet_farm_v1_JobResult__Output>
        JobUpload: MessageTypeDefinition<_framefleet_farm_v1_JobUpload, _framefleet_farm_v1_JobUpload__Output>
        LocateBlobRequest: MessageTypeDefinition<_framefleet_farm_v1_LocateBlobRequest, _framefleet_farm_v1_LocateBlobRequest__Output>
        MediaFacts: MessageTypeDefinition<_framefleet_farm_v1_MediaFacts, _framefleet_farm_v1_MediaFacts__Output>
        MomentSignals: MessageTypeDefinition<_framefleet_farm_v1_MomentSignals, _framefleet_farm_v1_MomentSignals__Output>
        NodeCapabilities: MessageTypeDefinition<_framefleet_farm_v1_NodeCapabilities, _framefleet_farm_v1_NodeCapabilities__Output>
        ProbeResult: MessageTypeDefinition<_framefleet_farm_v1_ProbeResult, _framefleet_farm_v1_ProbeResult__Output>
        ProgressAck: MessageTypeDefinition<_framefleet_farm_v1_ProgressAck, _framefleet_farm_v1_ProgressAck__Output>
        RecordedScene: MessageTypeDefinition<_framefleet_farm_v1_RecordedScene, _framefleet_farm_v1_RecordedScene__Output>
        RegisterRequest: MessageTypeDefinition<_framefleet_farm_v1_RegisterRequest, _framefleet_farm_v1_RegisterRequest__Output>
        RegisterResponse: MessageTypeDefinition<_framefleet_farm_v1_RegisterResponse, _framefleet_farm_v1_RegisterResponse__Output>
        RenderFarm: SubtypeConstructor<typeof grpc.Client, _framefleet_farm_v1_RenderFarmClient> & { service: _framefleet_farm_v1_RenderFarmDefinition }
        SceneProgress: MessageTypeDefinition<_framefleet_farm_v1_SceneProgress, _framefleet_farm_v1_SceneProgress__Output>
        SceneResult: MessageTypeDefinition<_framefleet_farm_v1_SceneResult, _framefleet_farm_v1_SceneResult__Output>
        SeamCheck: MessageTypeDefinition<_framefleet_farm_v1_SeamCheck, _framefleet_farm_v1_SeamCheck__Output>
        StageCost: MessageTypeDefinition<_framefleet_farm_v1_StageCost, _framefleet_farm_v1_StageCost__Output>
        StillResult: MessageTypeDefinition<_framefleet_farm_v1_StillResult, _framefleet_farm_v1_StillResult__Output>
        VerifyImage: MessageTypeDefinition<_framefleet_farm_v1_VerifyImage, _framefleet_farm_v1_VerifyImage__Output>
        VerifyResult: MessageTypeDefinition<_framefleet_farm_v1_VerifyResult, _framefleet_farm_v1_VerifyResult__Output>
        WatchScenesRequest: MessageTypeDefinition<_framefleet_farm_v1_WatchScenesRequest, _framefleet_farm_v1_WatchScenesRequest__Output>
      }
    }
  }
}

