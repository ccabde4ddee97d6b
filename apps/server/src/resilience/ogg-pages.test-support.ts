import { oggChecksum } from '@rehearse/voice/testing';

export interface OggSummary {
  pages: number;
  /** Every page's CRC matches: nothing half-written. */
  checksumsValid: boolean;
  /** The stream starts with the Opus headers a decoder needs. */
  hasOpusHeaders: boolean;
  /** The last page is flagged end-of-stream (a recording cut by a crash has none). */
  endOfStream: boolean;
  /** Bytes after the last whole page (a page torn by the crash). */
  trailingBytes: number;
  /** Audio up to the last whole page, from its granule position (48 kHz, less the pre-skip). */
  seconds: number;
}

/** Reads an Ogg Opus file's pages without a decoder: structure, checksums and playable length. */
export function summariseOggOpus(bytes: Uint8Array): OggSummary {
  let offset = 0;
  let pages = 0;
  let checksumsValid = true;
  let lastGranule = 0n;
  let lastHeaderType = 0;
  let preSkip = 0;
  let hasOpusHeaders = false;
  while (offset + 27 <= bytes.length && String.fromCharCode(...bytes.subarray(offset, offset + 4)) === 'OggS') {
    const segments = bytes[offset + 26]!;
    const lacing = bytes.subarray(offset + 27, offset + 27 + segments);
    const length = 27 + segments + lacing.reduce((sum, value) => sum + value, 0);
    if (offset + length > bytes.length) break;
    // A copy (Buffer's slice would share memory), as the checksum is taken with its field zeroed.
    const page = new Uint8Array(bytes.subarray(offset, offset + length));
    const view = new DataView(page.buffer);
    const stored = view.getUint32(22, true);
    view.setUint32(22, 0, true);
    checksumsValid &&= oggChecksum(page) === stored;
    if (pages === 0) {
      const body = page.subarray(27 + segments);
      hasOpusHeaders = new TextDecoder().decode(body.subarray(0, 8)) === 'OpusHead';
      preSkip = new DataView(body.buffer, body.byteOffset).getUint16(10, true);
    }
    const granule = view.getBigInt64(6, true);
    if (granule > 0n) lastGranule = granule;
    lastHeaderType = page[5]!;
    pages += 1;
    offset += length;
  }
  return {
    pages,
    checksumsValid,
    hasOpusHeaders,
    endOfStream: (lastHeaderType & 0x04) !== 0,
    trailingBytes: bytes.length - offset,
    seconds: Math.max(0, Number(lastGranule) - preSkip) / 48_000,
  };
}
