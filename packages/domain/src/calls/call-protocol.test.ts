import { describe, expect, it } from 'vitest';
import {
  CALL_FRAME_BYTES,
  CALL_FRAME_SAMPLES,
  CALL_PROTOCOL_ERRORS,
  CALL_PROTOCOL_VERSION,
  isSupportedCallProtocolVersion,
  parseClientMessage,
  parseServerMessage,
} from './call-protocol';

describe('call protocol', () => {
  it('frames 20 ms of 16 kHz 16-bit mono audio', () => {
    expect(CALL_FRAME_SAMPLES).toBe(320);
    expect(CALL_FRAME_BYTES).toBe(640);
  });

  it('accepts the client messages it knows', () => {
    expect(parseClientMessage('{"type":"hello","version":1}')).toEqual({ ok: true, message: { type: 'hello', version: 1 } });
    expect(parseClientMessage('{"type":"mute","muted":true}')).toMatchObject({ ok: true });
    expect(parseClientMessage('{"type":"say","message":" Bye now "}')).toEqual({ ok: true, message: { type: 'say', message: 'Bye now' } });
  });

  it('answers unknown, malformed and oversized messages with an error value, never a throw', () => {
    expect(parseClientMessage('{"type":"drop-tables"}')).toMatchObject({ ok: false });
    expect(parseClientMessage('{"type":"mute","muted":"yes"}')).toMatchObject({ ok: false });
    expect(parseClientMessage('not json')).toEqual({ ok: false, error: 'Message is not valid JSON' });
    expect(parseClientMessage('null')).toMatchObject({ ok: false });
    expect(parseClientMessage(`{"type":"say","message":"${'x'.repeat(20_000)}"}`)).toEqual({ ok: false, error: 'Message too large' });
    expect(parseClientMessage('{"type":"hello"}')).toMatchObject({ ok: false });
    expect(parseClientMessage('{"type":"hello","version":"1"}')).toMatchObject({ ok: false });
  });

  it('reads a hello of any version, and supports only its own', () => {
    expect(parseClientMessage('{"type":"hello","version":2}')).toEqual({ ok: true, message: { type: 'hello', version: 2 } });
    expect(isSupportedCallProtocolVersion(CALL_PROTOCOL_VERSION)).toBe(true);
    expect(isSupportedCallProtocolVersion(2)).toBe(false);
    expect(CALL_PROTOCOL_ERRORS.unsupportedVersion(2)).toEqual({
      code: 'unsupported_version',
      message:
        'This version of the app (call protocol 2) cannot talk to this server, which speaks version 1. Reload the page and try again.',
    });
  });

  it('reads server messages and ignores what it does not know', () => {
    expect(parseServerMessage('{"type":"status-update","status":"ended","endedReason":"assistant-ended-call"}')).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
    expect(parseServerMessage('{"type":"whatever"}')).toBeUndefined();
    expect(parseServerMessage('{')).toBeUndefined();
  });
});
