/**
 * What the end of each judged stretch of speech sounded like, against whether the turn went on:
 * the replay's evidence (`--replay --verbose --evidence=FILE`) read for features of the last few
 * hundred milliseconds, per clause reading, mid-turn pauses beside complete turns' ends.
 *   node --import tsx bench/turn-taking/ending-features.ts EVIDENCE.jsonl [--csv]
 */
import { readFile } from 'node:fs/promises';
import { decideEndOfTurn, type TurnEvidence } from '@rehearse/voice';
import type { EvidenceLine } from './redecide';

const nan = (value: number | null | undefined) => (value === null || value === undefined ? Number.NaN : value);
const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN);

export function endingFeatures(evidence: TurnEvidence) {
  const prosody = evidence.prosody;
  const levels = prosody?.levelsDb ?? [];
  const usual = nan(evidence.callerPitchSt ?? prosody?.medianPitchSt);
  const pitches = (prosody?.pitchesSt ?? []).map((st, index) => ({ st, back: prosody?.pitchFramesFromEnd?.[index] ?? Number.NaN }));
  const inLast = (frames: number) => pitches.filter((pitch) => pitch.back < frames);
  const last20 = inLast(20);
  // Least-squares slope of the pitch over the last 400 ms, semitones per second (frames are 20 ms).
  let regSlope = Number.NaN;
  if (last20.length >= 3) {
    const xs = last20.map((pitch) => -pitch.back * 0.02);
    const ys = last20.map((pitch) => pitch.st);
    const [mx, my] = [mean(xs), mean(ys)];
    const sxx = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
    regSlope = sxx > 0 ? xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0) / sxx : Number.NaN;
  }
  const finalSt = nan(prosody?.finalPitchSt);
  const peak500 = Math.max(...inLast(25).map((pitch) => pitch.st));
  const n = levels.length;
  const decay = n >= 15 ? mean(levels.slice(n - 5)) - mean(levels.slice(n - 15, n - 5)) : Number.NaN;
  // The last syllable: from the last dip of 8 dB below the end's peak to the end.
  let syllable = Number.NaN;
  if (n >= 5) {
    let peakAt = n - 1;
    for (let i = n - 1; i >= Math.max(0, n - 20); i--) if (levels[i]! > levels[peakAt]!) peakAt = i;
    let from = peakAt;
    while (from > 0 && levels[from - 1]! > levels[peakAt]! - 8) from--;
    syllable = (n - from) * 20;
  }
  const lastPitched = pitches.length ? Math.min(...pitches.map((pitch) => pitch.back)) : Number.NaN;
  const loudFrames = levels.filter((level) => level > -25).length;
  return {
    rel: finalSt - usual,
    slope: nan(prosody?.finalSlopeSt),
    regSlope,
    fromPeak: finalSt - peak500,
    energy: nan(prosody?.finalEnergyDb),
    decay,
    syllableMs: syllable,
    unvoicedTailMs: lastPitched * 20,
    voiced: prosody?.voicedWindows ?? 0,
    loudFrames,
  };
}

async function main(args: readonly string[]) {
  const file = args.find((arg) => !arg.startsWith('--'))!;
  const lines = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EvidenceLine);
  const rows = lines
    .filter((line) => line.evidence && (line.at === 'pause' || line.kind === 'complete'))
    .map((line) => {
      const evidence = line.evidence!;
      const revived = {
        ...evidence,
        prosody: evidence.prosody && {
          ...evidence.prosody,
          finalPitchSt: nan(evidence.prosody.finalPitchSt),
          medianPitchSt: nan(evidence.prosody.medianPitchSt),
          finalSlopeSt: nan(evidence.prosody.finalSlopeSt),
          finalEnergyDb: nan(evidence.prosody.finalEnergyDb),
        },
      };
      const decision = decideEndOfTurn(revived);
      return {
        set: line.set,
        group: line.at === 'pause' ? (line.cutIn ? 'pause-CUT' : 'pause-ok') : 'END',
        clause: decision.clause,
        tone: decision.tone,
        silence: decision.silenceMs,
        words: evidence.words ?? '',
        text: line.at === 'pause' ? line.pause! : line.turn,
        ...endingFeatures(revived),
      };
    });
  if (args.includes('--csv')) {
    const keys = Object.keys(rows[0]!);
    console.log(keys.join('\t'));
    for (const row of rows)
      console.log(
        keys
          .map((key) => {
            const v = (row as Record<string, unknown>)[key];
            return typeof v === 'number' ? (Number.isFinite(v) ? v.toFixed(2) : 'NaN') : String(v);
          })
          .join('\t'),
      );
    return;
  }
  const features = ['rel', 'slope', 'regSlope', 'fromPeak', 'energy', 'decay', 'syllableMs', 'unvoicedTailMs', 'voiced'] as const;
  for (const clause of [...new Set(rows.map((row) => row.clause))]) {
    console.log(`\n== ${clause}`);
    for (const group of ['END', 'pause-CUT', 'pause-ok']) {
      const inGroup = rows.filter((row) => row.clause === clause && row.group === group);
      if (!inGroup.length) continue;
      const quartiles = (key: (typeof features)[number]) => {
        const values = inGroup
          .map((row) => row[key])
          .filter(Number.isFinite)
          .sort((a, b) => a - b);
        const q = (p: number) => values[Math.floor(p * (values.length - 1))];
        return values.length ? `${q(0.25)!.toFixed(1)}/${q(0.5)!.toFixed(1)}/${q(0.75)!.toFixed(1)}` : '-';
      };
      console.log(
        `  ${group.padEnd(10)} n=${String(inGroup.length).padEnd(4)} ${features.map((key) => `${key} ${quartiles(key)}`).join('  ')}`,
      );
    }
  }
}

await main(process.argv.slice(2));
