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

/**
 * The codec of a message type by its full name, made on first use and linked to the codecs of its
 * fields (made with it): a process makes only the codecs of the messages it sends or receives.
 */
export function linkCodecs(definitions: MessageDefinitions): (fullName: string) => MessageCodec {
  const made = new Map<string, MessageCodec>();
  const codecOf = (fullName: string): MessageCodec => {
    let codec = made.get(fullName);
    if (codec) return codec;
    const definition = definitions[fullName];
    if (!definition) throw new Error(`proto/gen/codecs.ts: no message ${fullName} (run npm run proto:gen)`);
    const types: (MessageCodec | null)[] = [];
    codec = { fullName, ...definition.make(types) };
    // Registered before its fields' codecs are made, so a message that contains itself links to itself.
    made.set(fullName, codec);
    for (const name of definition.fieldTypes) types.push(name === null ? null : codecOf(name));
    return codec;
  };
  return codecOf;
}
