// The web-call client's chunk entry: imported dynamically only (call-client-loader.ts), so the
// client, its audio worklet and the protocol schemas stay out of the first load.
export { WebCall } from '@rehearse/call-client';
