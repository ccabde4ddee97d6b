import { useEffect, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ExternalLink, Pause, Play, TriangleAlert } from 'lucide-react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.js';
import type { TranscriptEntry } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { Spinner } from '../../../shared/ui/spinner';
import { sessionTexts } from '../session-texts';
import { formatClock } from '../time-format';
import { usePlayback } from './playback';
import { DEFAULT_VOLUME, isPlayerUsable, nextPlayerStatus } from './player-state';
import { VolumeControl } from './volume-control';

/** Spec section 9: the waveform is 48 px high. */
const WAVEFORM_HEIGHT = 48;
/** Arrow keys on the waveform move this far. */
const KEYBOARD_SEEK_SECONDS = 5;
/** Who is speaking, as regions over the waveform: the salesperson in the brand colour, the buyer in green (the transcript's colours). */
const SPEAKER_COLOURS: Record<TranscriptEntry['role'], string> = { user: 'rgba(91, 77, 222, 0.16)', assistant: 'rgba(16, 185, 129, 0.2)' };

/**
 * A call's recording (spec section 2, 'Recording player'): waveform, play/pause, elapsed / total,
 * volume. The file is fetched once (the session cookie authorises it) and decoded for the
 * waveform; playing and seeking then work on the loaded audio. At the end it goes back to the start.
 * The turns of `turns` show who is speaking as coloured regions; inside the call details, quotes and
 * transcript lines play from their moment through the shared playback, and the player reports its position.
 */
export default function RecordingPlayer({ url, turns = [] }: { url: string; turns?: readonly TranscriptEntry[] }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const waveRef = useRef<WaveSurfer | null>(null);
  const [status, dispatch] = useReducer(nextPlayerStatus, 'loading');
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const initialSound = useRef({ volume, muted });
  const playback = usePlayback();
  const playbackRef = useRef(playback);
  playbackRef.current = playback;
  const turnsRef = useRef(turns);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    dispatch('load');
    setElapsed(0);
    const regions = RegionsPlugin.create();
    const wave = WaveSurfer.create({
      container,
      url,
      height: WAVEFORM_HEIGHT,
      waveColor: '#c4c8f4',
      progressColor: '#5b4dde',
      cursorColor: '#4338ca',
      cursorWidth: 2,
      barWidth: 2,
      barGap: 1,
      barRadius: 2,
      normalize: true,
      dragToSeek: true,
      plugins: [regions],
    });
    waveRef.current = wave;
    wave.setVolume(initialSound.current.volume / 100);
    wave.setMuted(initialSound.current.muted);
    const unsubscribe = [
      wave.on('ready', (seconds) => {
        setDuration(seconds);
        dispatch('ready');
        for (const turn of turnsRef.current) {
          const start = Math.max(0, turn.startMs / 1000);
          const end = Math.min(seconds, turn.endMs / 1000);
          if (end > start) regions.addRegion({ start, end, color: SPEAKER_COLOURS[turn.role], drag: false, resize: false });
        }
        const controller = {
          playFrom(at: number) {
            const media = wave.getMediaElement();
            if (!media) return;
            media.currentTime = Math.min(seconds, Math.max(0, at));
            setElapsed(Math.floor(media.currentTime));
            void wave.play();
          },
        };
        playbackRef.current?.bind(controller);
        const pending = playbackRef.current?.takePendingSeek();
        if (pending !== null && pending !== undefined) controller.playFrom(pending);
      }),
      wave.on('play', () => {
        dispatch('play');
        playbackRef.current?.report(wave.getCurrentTime(), true);
      }),
      wave.on('pause', () => {
        dispatch('pause');
        playbackRef.current?.report(wave.getCurrentTime(), false);
      }),
      wave.on('finish', () => {
        wave.setTime(0);
        setElapsed(0);
        dispatch('finish');
        playbackRef.current?.report(0, false);
      }),
      wave.on('timeupdate', (seconds) => {
        setElapsed(Math.floor(seconds));
        playbackRef.current?.report(seconds, wave.isPlaying());
      }),
      wave.on('error', () => dispatch('error')),
    ];
    return () => {
      unsubscribe.forEach((stop) => stop());
      playbackRef.current?.bind(null);
      wave.destroy();
      waveRef.current = null;
    };
  }, [url]);

  useEffect(() => {
    waveRef.current?.setVolume(volume / 100);
    waveRef.current?.setMuted(muted);
  }, [volume, muted]);

  const usable = isPlayerUsable(status);
  const playing = status === 'playing';

  function seekBy(seconds: number) {
    const media = waveRef.current?.getMediaElement();
    if (!media || !usable) return;
    // On the audio element itself: wavesurfer keeps a seek asked for while another is in flight
    // aside and drops it when the first one's 'seeking' event arrives, so of two quick presses of an
    // arrow key only the first moved. The element takes each seek at once, and wavesurfer follows its
    // events (seeking, timeupdate) to move the waveform's progress.
    const to = Math.min(duration, Math.max(0, media.currentTime + seconds));
    media.currentTime = to;
    setElapsed(Math.floor(to));
  }

  function handleWaveKey(event: KeyboardEvent<HTMLDivElement>) {
    const wave = waveRef.current;
    if (!wave || !usable) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => seekBy(-KEYBOARD_SEEK_SECONDS),
      ArrowRight: () => seekBy(KEYBOARD_SEEK_SECONDS),
      Home: () => seekBy(-duration),
      End: () => seekBy(duration),
      ' ': () => void wave.playPause(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  return (
    <div data-testid="recording-player" data-status={status} className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => void waveRef.current?.playPause()}
          disabled={!usable}
          aria-label={playing ? 'Pause' : 'Play'}
          className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:bg-slate-300"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4 fill-current" />
          ) : (
            <Play aria-hidden="true" className="ml-0.5 size-4 fill-current" />
          )}
        </button>
        <div className="relative min-w-0 flex-1" style={{ height: WAVEFORM_HEIGHT }}>
          <div
            ref={containerRef}
            role="slider"
            tabIndex={usable ? 0 : -1}
            aria-label="Seek"
            aria-valuemin={0}
            aria-valuemax={Math.round(duration)}
            aria-valuenow={elapsed}
            aria-valuetext={`${formatClock(elapsed)} of ${formatClock(duration)}`}
            aria-disabled={!usable}
            onKeyDown={handleWaveKey}
            className={classNames(
              'h-full rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              !usable && 'invisible',
            )}
          />
          {status === 'loading' ? (
            <p role="status" className="absolute inset-0 flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" />
              {sessionTexts.loadingAudio}
            </p>
          ) : null}
          {status === 'error' ? (
            <p role="alert" className="absolute inset-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-red-700">
              <span className="inline-flex items-center gap-1.5">
                <TriangleAlert aria-hidden="true" className="size-4" />
                {sessionTexts.audioFailed}
              </span>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {sessionTexts.openDirectly}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {status === 'error' ? null : (
        <div className="mt-2 flex items-center justify-between gap-3 pl-[3.25rem]">
          <span className="text-xs font-medium text-slate-600 tabular-nums">
            <span className="sr-only">Elapsed and total time: </span>
            {formatClock(elapsed)} / {formatClock(duration)}
          </span>
          {turns.length > 0 ? <SpeakerLegend /> : null}
          <VolumeControl volume={volume} muted={muted} onVolumeChange={setVolume} onMutedChange={setMuted} />
        </div>
      )}
    </div>
  );
}

/** What the waveform's coloured regions mean. */
function SpeakerLegend() {
  return (
    <span className="inline-flex items-center gap-3 text-xs text-slate-600">
      <span className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: 'rgba(91, 77, 222, 0.45)' }} />
        You
      </span>
      <span className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: 'rgba(16, 185, 129, 0.5)' }} />
        Buyer
      </span>
    </span>
  );
}
