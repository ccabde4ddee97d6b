/** Everything an async stream yields, in order: the one way tests read a stream to its end (the voice engine's, shared). */
export { collect } from '@rehearse/voice/testing';
