/**
 * protobufjs's per-message code, compiled ahead: each message type's encoder, decoder, verifier and
 * converters come from proto/gen/codecs.ts (their source, written by proto/generate.ts with
 * protobufjs's own generators) instead of being generated as text and compiled with `Function`
 * on the type's first use in every process.
 */
import protobuf from 'protobufjs';

/** The functions protobufjs generates for a message type: its messages' constructor, and five called with the type as `this`. */
export interface MessageCodec {
  ctor: protobuf.Constructor<object>;
  encode(this: protobuf.Type, message: unknown, writer?: protobuf.Writer): protobuf.Writer;
  decode(this: protobuf.Type, reader: protobuf.Reader | Uint8Array, length?: number): protobuf.Message;
  verify(this: protobuf.Type, message: unknown): string | null;
  fromObject(this: protobuf.Type, object: Record<string, unknown>): protobuf.Message;
  toObject(this: protobuf.Type, message: protobuf.Message, options?: protobuf.IConversionOptions): Record<string, unknown>;
}

/** By a type's full name (`.framefleet.jobs.v1.JobEnvelope`): its codec, made from the scope protobufjs gives generated code. */
export type MessageCodecs = Record<string, (Writer: typeof protobuf.Writer, Reader: typeof protobuf.Reader, util: typeof protobuf.util, types: (protobuf.Type | protobuf.Enum | null)[]) => MessageCodec>;

/** Every message type of a namespace and of the namespaces and types within it, in declaration order. */
export function messageTypes(namespace: protobuf.NamespaceBase): protobuf.Type[] {
  return namespace.nestedArray.flatMap((nested) => [
    ...(nested instanceof protobuf.Type ? [nested] : []),
    ...(nested instanceof protobuf.Namespace ? messageTypes(nested) : []),
  ]);
}

/**
 * Gives each message type of `root` that `codecs` has its precompiled functions, installed when the
 * type is first used, as protobufjs's own `Type.setup` installs the ones it generates (same scope,
 * same order). A type it lacks (the committed file older than the .proto files, which a test
 * catches) and the well-known types protobufjs wraps keep protobufjs's own setup.
 */
export function installCodecs(root: protobuf.Root, codecs: MessageCodecs): void {
  for (const type of messageTypes(root)) {
    const make = codecs[type.fullName];
    if (!make || protobuf.wrappers[type.fullName]) continue;
    type.setup = function setupPrecompiled(this: protobuf.Type) {
      const types = this.fieldsArray.map((field) => field.resolve().resolvedType);
      const codec = make(protobuf.Writer, protobuf.Reader, protobuf.util, types);
      // The constructor's setter gives it the prototype, defaults and oneof accessors protobufjs
      // gives the one it generates on first read of `ctor` (`_ctor` is null until then).
      if ((this as unknown as { _ctor: unknown })._ctor === null) this.ctor = codec.ctor;
      this.encode = codec.encode as protobuf.Type['encode'];
      this.decode = codec.decode as protobuf.Type['decode'];
      this.verify = codec.verify as protobuf.Type['verify'];
      this.fromObject = codec.fromObject as protobuf.Type['fromObject'];
      this.toObject = codec.toObject as protobuf.Type['toObject'];
      return this;
    };
  }
}
