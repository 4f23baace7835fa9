/**
 * The CSS `font` shorthand of a resolved face: no file access, so the component sandbox bundles
 * it too and selects faces exactly as the renderer does.
 */

/** The CSS `font` shorthand that selects exactly one resolved face. */
export function cssFont(face: { family: string; weight: number; style: 'normal' | 'italic' }, sizePx: number): string {
  return `${face.style === 'italic' ? 'italic ' : ''}${face.weight} ${Math.max(0.01, sizePx)}px "${face.family}"`;
}
