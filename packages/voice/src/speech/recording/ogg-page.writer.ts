/**
 * Ogg pages (RFC 3533) for a single logical stream. Pure: packets in, page bytes out. Packets are
 * never split across pages; the caller decides when a page is cut (e.g. every second of audio), which
 * bounds what a crash can lose.
 */

const HEADER_FIRST_PAGE = 2;
const HEADER_LAST_PAGE = 4;
const MAX_SEGMENTS = 255;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32: polynomial 0x04c11db7, not reflected, initial value 0. */
export function oggChecksum(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

export class OggPageWriter {
  private packets: Uint8Array[] = [];
  private segments = 0;
  private granule = 0n;
  private sequence = 0;
  private firstPage = true;

  constructor(private readonly serial: number) {}

  get pendingPackets(): number {
    return this.packets.length;
  }

  /** Whether a packet of this size still fits on the current page. */
  fits(packet: Uint8Array): boolean {
    return this.segments + segmentCount(packet.length) <= MAX_SEGMENTS;
  }

  /** Adds a packet; `granule` is the stream position after it (48 kHz samples for Opus). */
  add(packet: Uint8Array, granule: bigint): void {
    if (!this.fits(packet)) throw new Error('Ogg page full: take the page first');
    this.packets.push(packet);
    this.segments += segmentCount(packet.length);
    this.granule = granule;
  }

  /** The page holding the packets added since the last one (or an empty last page). */
  takePage(last = false): Uint8Array {
    const lacing: number[] = [];
    for (const packet of this.packets) {
      let remaining = packet.length;
      while (remaining >= 255) {
        lacing.push(255);
        remaining -= 255;
      }
      lacing.push(remaining); // a packet of a multiple of 255 bytes ends with a 0
    }
    const bodyLength = this.packets.reduce((sum, packet) => sum + packet.length, 0);
    const page = new Uint8Array(27 + lacing.length + bodyLength);
    const view = new DataView(page.buffer);
    page.set([0x4f, 0x67, 0x67, 0x53]); // "OggS"
    // Never 'continued': packets are not split across pages.
    page[5] = (this.firstPage ? HEADER_FIRST_PAGE : 0) | (last ? HEADER_LAST_PAGE : 0);
    view.setBigInt64(6, this.granule, true);
    view.setUint32(14, this.serial, true);
    view.setUint32(18, this.sequence++, true);
    page[26] = lacing.length;
    page.set(lacing, 27);
    let offset = 27 + lacing.length;
    for (const packet of this.packets) {
      page.set(packet, offset);
      offset += packet.length;
    }
    view.setUint32(22, oggChecksum(page), true);
    this.firstPage = false;
    this.packets = [];
    this.segments = 0;
    return page;
  }
}

function segmentCount(length: number): number {
  return Math.floor(length / 255) + 1;
}
