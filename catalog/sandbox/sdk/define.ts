/**
 * defineComponent inside the sandbox: marks and returns the definition. The host reads the
 * definition's catalog fields once at compile time and checks them with the real defineComponent
 * (../compile.ts), with the id and version the store assigns, so here both are optional.
 */
import type { TObject } from '@sinclair/typebox';
import type { ComponentDefinition } from '../../sdk.ts';
import { definitionMark } from '../protocol.ts';

export type OrgComponentDefinition<S extends TObject> = Omit<ComponentDefinition<S>, 'id' | 'version'> & { id?: string; version?: string };

export function defineComponent<S extends TObject>(def: OrgComponentDefinition<S>): OrgComponentDefinition<S> {
  return Object.assign({}, def, { [definitionMark]: true });
}
