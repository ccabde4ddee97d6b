import { open } from 'node:fs/promises';
import type { RecordingSink } from '../speech.ports';
import { oggChecksum } from './ogg-page.writer';

/** Test helpers for recordings: an Ogg reader without a decoder, and a sink kept in memory. */

export interface OggPage {
  headerType: number;
  granule: bigint;
  sequence: number;
  packets: Uint8Array[];
  checksumValid: boolean;
}

/** Reads Ogg pages without a decoder: structure, checksums and granule positions. */
export function readOggPages(bytes: Uint8Array): OggPage[] {
  const pages: OggPage[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
    if (String.fromCharCode(...bytes.subarray(offset, offset + 4)) !== 'OggS') throw new Error(`no page at ${offset}`);
    const segments = bytes[offset + 26]!;
    const lacing = bytes.subarray(offset + 27, offset + 27 + segments);
    const length = 27 + segments + lacing.reduce((sum, value) => sum + value, 0);
    const page = bytes.slice(offset, offset + length);
    const stored = new DataView(page.buffer).getUint32(22, true);
    new DataView(page.buffer).setUint32(22, 0, true);
    const packets: Uint8Array[] = [];
    let packetStart = 27 + segments;
    let packetLength = 0;
    for (const value of lacing) {
      packetLength += value;
      if (value < 255) {
        packets.push(page.subarray(packetStart, packetStart + packetLength));
        packetStart += packetLength;
        packetLength = 0;
      }
    }
    pages.push({
      headerType: bytes[offset + 5]!,
      granule: view.getBigInt64(6, true),
      sequence: view.getUint32(18, true),
      packets,
      checksumValid: oggChecksum(page) === stored,
    });
    offset += length;
  }
  return pages;
}

export interface MemorySink {
  pages: Uint8Array[];
  closed: boolean;
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
  bytes(): Uint8Array;
}

/** A sink that keeps what it is given; `failOnWrite` makes that write (1-based) reject. */
export function memorySink(failOnWrite?: number): MemorySink {
  const sink: MemorySink = {
    pages: [],
    closed: false,
    async write(bytes) {
      if (sink.closed) throw new Error('write after close');
      if (sink.pages.length + 1 === failOnWrite) throw new Error('disk full');
      sink.pages.push(bytes.slice());
    },
    async close() {
      sink.closed = true;
    },
    bytes: () => {
      const all = new Uint8Array(sink.pages.reduce((sum, page) => sum + page.length, 0));
      let offset = 0;
      for (const page of sink.pages) {
        all.set(page, offset);
        offset += page.length;
      }
      return all;
    },
  };
  return sink;
}

/** A sink that writes to a file as it goes, as the server's file store does: what was written survives a crash. */
export async function fileSink(filePath: string): Promise<RecordingSink> {
  const file = await open(filePath, 'w');
  return {
    write: async (bytes) => {
      await file.write(bytes);
    },
    close: () => file.close(),
  };
}

/** A rising tone, different for each `seed`: recordings that must not be mixed up. */
export function chirp(seconds: number, seed = 0): Int16Array {
  const samples = new Int16Array(Math.round(seconds * 16_000));
  const from = 200 + seed * 37;
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * (from + (i / samples.length) * 800) * i) / 16_000));
  return samples;
}
