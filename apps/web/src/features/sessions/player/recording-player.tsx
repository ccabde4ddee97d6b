import { useEffect, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ExternalLink, Pause, Play, TriangleAlert } from 'lucide-react';
import WaveSurfer from 'wavesurfer.js';
import { classNames } from '../../../shared/class-names';
import { Spinner } from '../../../shared/ui/spinner';
import { sessionTexts } from '../session-texts';
import { formatClock } from '../time-format';
import { DEFAULT_VOLUME, isPlayerUsable, nextPlayerStatus } from './player-state';
import { VolumeControl } from './volume-control';

/** Spec section 9: the waveform is 48 px high. */
const WAVEFORM_HEIGHT = 48;
/** Arrow keys on the waveform move this far. */
const KEYBOARD_SEEK_SECONDS = 5;

/**
 * A call's recording (spec section 2, 'Recording player'): waveform, play/pause, elapsed / total,
 * volume. The file is fetched once (the session cookie authorises it) and decoded for the
 * waveform; playing and seeking then work on the loaded audio. At the end it goes back to the start.
 */
export default function RecordingPlayer({ url }: { url: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const waveRef = useRef<WaveSurfer | null>(null);
  const [status, dispatch] = useReducer(nextPlayerStatus, 'loading');
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const initialSound = useRef({ volume, muted });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    dispatch('load');
    setElapsed(0);
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
    });
    waveRef.current = wave;
    wave.setVolume(initialSound.current.volume / 100);
    wave.setMuted(initialSound.current.muted);
    const unsubscribe = [
      wave.on('ready', (seconds) => {
        setDuration(seconds);
        dispatch('ready');
      }),
      wave.on('play', () => dispatch('play')),
      wave.on('pause', () => dispatch('pause')),
      wave.on('finish', () => {
        wave.setTime(0);
        setElapsed(0);
        dispatch('finish');
      }),
      wave.on('timeupdate', (seconds) => setElapsed(Math.floor(seconds))),
      wave.on('error', () => dispatch('error')),
    ];
    return () => {
      unsubscribe.forEach((stop) => stop());
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
          {playing ? <Pause aria-hidden="true" className="size-4 fill-current" /> : <Play aria-hidden="true" className="ml-0.5 size-4 fill-current" />}
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
            className={classNames('h-full rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', !usable && 'invisible')}
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
              <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
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
          <VolumeControl volume={volume} muted={muted} onVolumeChange={setVolume} onMutedChange={setMuted} />
        </div>
      )}
    </div>
  );
}
