/**
 * The composition checks that need the component catalog: a named component exists (at its pinned
 * version), is of the kind its place wants, and its props, with brand bindings resolved, satisfy
 * its prop schema and name admitted fonts. Given to `validateComposition` as its `ComponentRules`.
 */
import type { ComponentManifest } from '../sandbox/index.ts';
import { resolveProps } from '../sdk.ts';
import type { ComponentRules, FieldChecker } from '../../shared/composition/validate.ts';

/**
 * Where the checks find components: the built-in catalog, or a view of it with an org's own
 * components beside it. Only the manifest is read (no drawing), so an org component's checks need
 * none of its code. `get` without a version gives the current version.
 */
export interface ComponentLookup { get(id: string, version?: string): ComponentManifest | undefined }

function checkProps(check: FieldChecker, path: string, component: ComponentManifest, props: Record<string, unknown> | undefined) {
  const effective = resolveProps(component, props, check.tokens);
  check.schema(path, component.propSchema, effective);
  for (const fp of component.fontParams) {
    const weights = [...(fp.weight !== undefined ? [effective[fp.weight]] : []), ...(fp.weights ?? [])];
    for (const w of weights.length ? weights : [400]) check.font(`${path}.${fp.family}`, effective[fp.family], w, fp.style ? effective[fp.style] : 'normal');
  }
}

function isNumericProp(component: ComponentManifest, prop: string): boolean {
  const schema = (component.propSchema.properties as Record<string, { type?: string } | undefined>)[prop];
  return schema?.type === 'number' || schema?.type === 'integer';
}

/** The component checks against one catalog (the built-in one, an org's view of it, or a catalog under test). */
export function catalogRules(catalog: ComponentLookup): ComponentRules {
  return {
    clip(check, path, { componentId: id, version, props }) {
      const c = catalog.get(id, version);
      if (!c) { check.err(`${path}.componentId`, `no component '${id}'${version !== undefined ? ` at version ${version}` : ''} in the catalog`, 'unknown_component'); return; }
      if (c.kind === 'transition') { check.err(`${path}.componentId`, `'${id}' is a transition: place it in a clip's transition ({kind: 'component', componentId})`); return; }
      checkProps(check, `${path}.props`, c, props);
    },
    transition(check, path, { componentId: id, version, props }) {
      const c = catalog.get(id, version);
      if (!c) check.err(`${path}.componentId`, `no component '${id}'${version !== undefined ? ` at version ${version}` : ''} in the catalog`, 'unknown_component');
      else if (c.kind !== 'transition') check.err(`${path}.componentId`, `component '${id}' is of kind ${c.kind}, not transition`);
      else checkProps(check, `${path}.props`, c, props);
    },
    animatedProp(check, path, { componentId: id, version }, prop) {
      // An unknown component is already reported at the clip's componentId.
      const c = catalog.get(id, version);
      if (c && !isNumericProp(c, prop)) check.err(path, `component '${c.id}' has no numeric prop '${prop}'`);
    },
  };
}
