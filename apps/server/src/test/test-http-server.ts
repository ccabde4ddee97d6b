/** A local HTTP server for a test's fake of an outside service (the voice engine's, shared with its cloud fakes). */
export { sendHtml, startTestHttpServer, type TestHandler, type TestHttpServer } from '@rehearse/voice/testing';
