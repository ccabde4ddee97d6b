import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StartCallResponse } from '@rehearse/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { defaultAuthLimits, scaleAuthLimits } from '../../apps/server/src/features/auth/auth.service';
import { argon2idHasher } from '../../apps/server/src/features/auth/password-hasher';
import {
  createCallPipeline,
  createFvadDetectorFactory,
  createOfflineBuyer,
  createOfflineSpeechEngines,
  createOggOpusEncoder,
  type CallProviders,
  type OfflineSpeechEngines,
  type TurnTiming,
  warmUpCallEngines,
} from '@rehearse/voice';
import { callProvidersFrom } from '../../apps/server/src/features/calls/call-providers';
import { warmUpUnderstanding } from '@rehearse/conversation';
import { systemClock } from '../../apps/server/src/platform/clock';
import type { Database } from '../../apps/server/src/platform/db/database';
import { openDatabase } from '../../apps/server/src/platform/db/open-database';
import { createDatabaseRateLimiter } from '../../apps/server/src/platform/rate-limit/rate-limiter';
import { createFileRecordingStore } from '../../apps/server/src/platform/storage/recording-store';
import { freePort } from '../../apps/server/src/test/server-process';
import { createDialogueCpuProbe, type DialogueCpuProbe } from './dialogue-cpu-probe';
import { createSynthesisProbe, type SynthesisProbe } from './synthesis-probe';

/**
 * The real server, in this process, composed as main.ts composes it with the offline engines: a
 * PGlite database in a temporary DATA_DIR, listening on a free loopback port. The only addition is
 * the `observeTurns` probe, which hands each reply's timing to the benchmark, and transparent
 * wrappers on the voice engine that records its queue (`synthesis`) and on the buyer that records
 * each reply's planning in CPU time (`dialogueCpu`).
 */
export interface BenchServer {
  url: string;
  db: Database;
  speech: OfflineSpeechEngines;
  providers: CallProviders;
  synthesis: SynthesisProbe;
  dialogueCpu: DialogueCpuProbe;
  /** Bytes of the WebAssembly memories made while the database opened (PGlite's heap; 0 on PostgreSQL). */
  databaseWasmBytes(): number;
  /** Turn timings of one call go to `listener` (by the call id the server gave). */
  observe(callId: string, listener: (timing: TurnTiming) => void): void;
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** A built web app to serve (default none). */
  webDistDir?: string;
  /**
   * The turn-taking settings every call gets (as main.ts passes END_OF_TURN_SILENCES_MS). Read when
   * each call starts, so a benchmark may change its fields between calls to try another setting.
   */
  turnTaking?: NonNullable<Parameters<typeof buildApp>[0]['calls']>['turnTaking'];
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rehearse-bench-server-'));
  const wasm = captureWasmMemories();
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir }).finally(() => wasm.stop());
  const speech = createOfflineSpeechEngines(dataDir);
  const synthesis = createSynthesisProbe(speech.textToSpeech);
  const dialogueCpu = createDialogueCpuProbe(createOfflineBuyer());
  const offline = {
    callProviders: { dialogue: { provider: 'offline' }, speechToText: { provider: 'offline' }, textToSpeech: { provider: 'offline' } },
  } as const;
  const providers = callProvidersFrom(offline, {
    speechToText: () => speech.speechToText,
    textToSpeech: () => synthesis.textToSpeech,
    dialogue: () => dialogueCpu.dialogue,
  });
  const observers = new Map<string, (timing: TurnTiming) => void>();
  const encoder = createOggOpusEncoder();
  const voiceActivity = createFvadDetectorFactory();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config: { publicUrl: url, logLevel: 'silent', trustProxy: false, webDistDir: options.webDistDir ?? '/nonexistent' },
      db,
      mailer: { delivers: false, send: async () => undefined },
      clock: systemClock,
      rateLimiter: createDatabaseRateLimiter(db, systemClock),
      passwords: argon2idHasher,
      authLimits: scaleAuthLimits(defaultAuthLimits, 1000),
      recordings: createFileRecordingStore(path.join(dataDir, 'recordings')),
      calls: {
        engines: { ...providers, voiceActivity },
        createPipeline: createCallPipeline,
        encoder,
        providers: providers.names,
        observeTurns: (callId, timing) => observers.get(callId)?.(timing),
        ...(options.turnTaking ? { turnTaking: options.turnTaking } : {}),
      },
    });
    await app.listen({ port, host: '127.0.0.1' });
    // As main.ts does; a failure here stops the benchmark.
    await warmUpCallEngines(
      {
        encoder,
        voiceActivity,
        offlineSpeech: { warmUp: () => speech.warmUp({ recognition: true }) },
        understanding: { warmUp: warmUpUnderstanding },
      },
      (error) => {
        throw error;
      },
    );
  } catch (error) {
    await app?.close();
    await speech.close();
    await db.close();
    throw error;
  }
  const started = app;
  return {
    url,
    db,
    speech,
    providers,
    synthesis,
    dialogueCpu,
    databaseWasmBytes: () => wasm.memories.reduce((sum, memory) => sum + memory.buffer.byteLength, 0),
    observe: (callId, listener) => void observers.set(callId, listener),
    async close() {
      await started.close();
      await speech.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Records the WebAssembly memories made until `stop()`: PGlite makes its heap's memory itself
 * (`new WebAssembly.Memory`, 128 MB to start) and keeps its instance private.
 */
function captureWasmMemories(): { memories: WasmMemory[]; stop(): void } {
  // The bench's lib (ES2022, no DOM) has no WebAssembly types: the little used here, typed by hand.
  const wasm = (globalThis as unknown as { WebAssembly: WasmNamespace }).WebAssembly;
  const memories: WasmMemory[] = [];
  const original = wasm.Memory;
  wasm.Memory = new Proxy(original, {
    construct(target, args) {
      const memory = Reflect.construct(target, args) as WasmMemory;
      memories.push(memory);
      return memory;
    },
  });
  return { memories, stop: () => void (wasm.Memory = original) };
}

interface WasmMemory {
  buffer: { byteLength: number };
}

interface WasmNamespace {
  Memory: new (descriptor: { initial: number; maximum?: number }) => WasmMemory;
}

/** A client of the server's HTTP API, as the web app is: JSON, the session cookie, the app's Origin. */
export class BenchUser {
  private constructor(
    private readonly server: BenchServer,
    readonly id: string,
    readonly cookie: string,
  ) {}

  /** Signs a user up over HTTP (no SMTP: confirmed at once) and gives them an hour of call time. */
  static async signUp(server: BenchServer, email: string): Promise<BenchUser> {
    const response = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: 'bench-password-1' }),
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('rehearse_session='))
      ?.split(';')[0];
    if (!cookie) throw new Error('sign-up set no session cookie');
    const { user } = (await response.json()) as { user: { id: string } };
    await server.db.query('UPDATE users SET quota_minutes_override = 600 WHERE id = $1', [user.id]);
    return new BenchUser(server, user.id, cookie);
  }

  async post<T>(route: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.server.url, cookie: this.cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`POST ${route} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  startCall(scenarioId: string): Promise<StartCallResponse> {
    return this.post<StartCallResponse>('/api/calls', { scenarioId });
  }
}
