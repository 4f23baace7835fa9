import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnalyzeJob as _framefleet_jobs_v1_AnalyzeJob, AnalyzeJob__Output as _framefleet_jobs_v1_AnalyzeJob__Output } from './framefleet/jobs/v1/AnalyzeJob.ts';
import type { AssembleJob as _framefleet_jobs_v1_AssembleJob, AssembleJob__Output as _framefleet_jobs_v1_AssembleJob__Output } from './framefleet/jobs/v1/AssembleJob.ts';
import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from './framefleet/jobs/v1/AssetRef.ts';
import type { ComponentPreviewJob as _framefleet_jobs_v1_ComponentPreviewJob, ComponentPreviewJob__Output as _framefleet_jobs_v1_ComponentPreviewJob__Output } from './framefleet/jobs/v1/ComponentPreviewJob.ts';
import type { ExtractAudioJob as _framefleet_jobs_v1_ExtractAudioJob, ExtractAudioJob__Output as _framefleet_jobs_v1_ExtractAudioJob__Output } from './framefleet/jobs/v1/ExtractAudioJob.ts';
import type { FactJob as _framefleet_jobs_v1_FactJob, FactJob__Output as _framefleet_jobs_v1_FactJob__Output } from './framefleet/jobs/v1/FactJob.ts';
import type { JobEnvelope as _framefleet_jobs_v1_JobEnvelope, JobEnvelope__Output as _framefleet_jobs_v1_JobEnvelope__Output } from './framefleet/jobs/v1/JobEnvelope.ts';
import type { ProbeJob as _framefleet_jobs_v1_ProbeJob, ProbeJob__Output as _framefleet_jobs_v1_ProbeJob__Output } from './framefleet/jobs/v1/ProbeJob.ts';
import type { Rational as _framefleet_jobs_v1_Rational, Rational__Output as _framefleet_jobs_v1_Rational__Output } from './framefleet/jobs/v1/Rational.ts';
import type { SceneJob as _framefleet_jobs_v1_SceneJob, SceneJob__Output as _framefleet_jobs_v1_SceneJob__Output } from './framefleet/jobs/v1/SceneJob.ts';
import type { SegmentRef as _framefleet_jobs_v1_SegmentRef, SegmentRef__Output as _framefleet_jobs_v1_SegmentRef__Output } from './framefleet/jobs/v1/SegmentRef.ts';
import type { StillJob as _framefleet_jobs_v1_StillJob, StillJob__Output as _framefleet_jobs_v1_StillJob__Output } from './framefleet/jobs/v1/StillJob.ts';
import type { VerifyJob as _framefleet_jobs_v1_VerifyJob, VerifyJob__Output as _framefleet_jobs_v1_VerifyJob__Output } from './framefleet/jobs/v1/VerifyJob.ts';
import type { VideoSettings as _framefleet_jobs_v1_VideoSettings, VideoSettings__Output as _framefleet_jobs_v1_VideoSettings__Output } from './framefleet/jobs/v1/VideoSettings.ts';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  framefleet: {
    jobs: {
      v1: {
        AnalyzeJob: MessageTypeDefinition<_framefleet_jobs_v1_AnalyzeJob, _framefleet_jobs_v1_AnalyzeJob__Output>
        AssembleJob: MessageTypeDefinition<_framefleet_jobs_v1_AssembleJob, _framefleet_jobs_v1_AssembleJob__Output>
        AssetRef: MessageTypeDefinition<_framefleet_jobs_v1_AssetRef, _framefleet_jobs_v1_AssetRef__Output>
        ComponentPreviewJob: MessageTypeDefinition<_framefleet_jobs_v1_ComponentPreviewJob, _framefleet_jobs_v1_ComponentPreviewJob__Output>
        ExtractAudioJob: MessageTypeDefinition<_framefleet_jobs_v1_ExtractAudioJob, _framefleet_jobs_v1_ExtractAudioJob__Output>
        FactJob: MessageTypeDefinition<_framefleet_jobs_v1_FactJob, _framefleet_jobs_v1_FactJob__Output>
        JobEnvelope: MessageTypeDefinition<_framefleet_jobs_v1_JobEnvelope, _framefleet_jobs_v1_JobEnvelope__Output>
        ProbeJob: MessageTypeDefinition<_framefleet_jobs_v1_ProbeJob, _framefleet_jobs_v1_ProbeJob__Output>
        Rational: MessageTypeDefinition<_framefleet_jobs_v1_Rational, _framefleet_jobs_v1_Rational__Output>
        SceneJob: MessageTypeDefinition<_framefleet_jobs_v1_SceneJob, _framefleet_jobs_v1_SceneJob__Output>
        SegmentRef: MessageTypeDefinition<_framefleet_jobs_v1_SegmentRef, _framefleet_jobs_v1_SegmentRef__Output>
        StillJob: MessageTypeDefinition<_framefleet_jobs_v1_StillJob, _framefleet_jobs_v1_StillJob__Output>
        VerifyJob: MessageTypeDefinition<_framefleet_jobs_v1_VerifyJob, _framefleet_jobs_v1_VerifyJob__Output>
        VideoSettings: MessageTypeDefinition<_framefleet_jobs_v1_VideoSettings, _framefleet_jobs_v1_VideoSettings__Output>
      }
    }
  }
}

