/**
 * The browser's web-call client, shaped like the Vapi web SDK (spec sections 4 and 5): start,
 * stop, setMuted, isMuted, say, send and the call-start / call-end / speech-start / speech-end /
 * volume-level / message / error events. Built with the live-call issue; empty until then.
 */
export {};
