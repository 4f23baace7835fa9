/**
 * Built-in transition components (kind `transition`): each draws the passage from the outgoing
 * picture (`io.from`) to the incoming one (`io.to`) at `progress` 0 → 1. They are placed in a
 * clip's `transition: {kind: 'component', componentId}`.
 */
export { diagonalWipe, irisReveal, colorSweep, shutterBlinds, clockWipe, barnDoors, stripeWipe } from './transitions/wipes.ts';
export { whipPan, zoomPunch, slidePush } from './transitions/motion.ts';
export { pixelDissolve, glitchCut, blurMorph, lumaFade } from './transitions/dissolves.ts';
