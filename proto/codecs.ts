/**
 * The protocol's messages in code written ahead (proto/gen/codecs.ts, made by proto/generate.ts
 * with protobufjs's own generators) and run with protobufjs's minimal runtime: no process parses
 * the protocol into protobufjs's reflection, or generates and compiles a message's code, at start.
 */
import type { IConversionOptions, Reader, Writer } from 'protobufjs';

/** A message type's functions: what protobufjs's reflection generates for it, called with the codec as `this`. */
export interface MessageCodec {
  readonly fullName: string;
  /** Messages as decoded and as made by `fromObject`. */
  readonly ctor: new (properties?: object) => object;
  encode(message: object, writer?: Writer): Writer;
  decode(reader: Reader | Uint8Array, length?: number): object;
  /** Null when `message` could be encoded, else what is wrong with it. */
  verify(message: object): string | null;
  fromObject(object: object): object;
  toObject(message: object, options?: IConversionOptions): Record<string, unknown>;
}

/** By a type's full name (`.framefleet.jobs.v1.JobEnvelope`): the types of its fields (a message's name, or null), and its functions made from their codecs. */
export type MessageDefinitions = Record<string, {
  fieldTypes: (string | null)[];
  make(types: (MessageCodec | null)[]): Omit<MessageCodec, 'fullName'>;
}>;

/** A service's methods, in declaration order. */
export type ServiceMethods = { name: string; requestStream: boolean; responseStream: boolean; requestType: string; responseType: string }[];

/** Every message's codec, each linked to the codecs of its fields. */
export function linkCodecs(definitions: MessageDefinitions): Map<string, MessageCodec> {
  const codecs = new Map<string, MessageCodec>();
  const fieldCodecs: [(MessageCodec | null)[], (string | null)[]][] = [];
  for (const [fullName, { fieldTypes, make }] of Object.entries(definitions)) {
    const types: (MessageCodec | null)[] = [];
    codecs.set(fullName, { fullName, ...make(types) });
    fieldCodecs.push([types, fieldTypes]);
  }
  for (const [types, names] of fieldCodecs) {
    for (const name of names) {
      const codec = name === null ? null : codecs.get(name);
      if (codec === undefined) throw new Error(`proto/gen/codecs.ts: no message ${name} (run npm run proto:gen)`);
      types.push(codec);
    }
  }
  return codecs;
}
