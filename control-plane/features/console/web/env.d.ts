/** Stylesheets are imported for their side effect: esbuild bundles them into the console's CSS file. */
declare module '*.css';
