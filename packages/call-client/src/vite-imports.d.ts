/**
 * Vite turns a `?worker&url` import into the URL of that file bundled on its own (used for the
 * audio worklet in browser-audio-io.ts). The web app gets this from 'vite/client'; this package's
 * own type check needs it spelled out.
 */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
