import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** What the recording player lets the rest of the details drive: a seek that also plays. */
export interface PlayerController {
  playFrom(seconds: number): void;
}

/**
 * The call-details dialog's shared playback: a quote or a transcript line asks to play from its
 * moment, the transcript follows the position. The player is loaded lazily, so a request made
 * before it is ready waits and is carried out when it is (`takePendingSeek`).
 */
export interface Playback {
  playFrom(seconds: number): void;
  /** Seconds into the recording, to a quarter of a second; 0 until it moves. */
  position: number;
  playing: boolean;
  /** Whether the position has been set by playing or seeking (nothing is highlighted before). */
  started: boolean;
  bind(controller: PlayerController | null): void;
  report(position: number, playing: boolean): void;
  takePendingSeek(): number | null;
}

const PlaybackContext = createContext<Playback | null>(null);

export function usePlayback(): Playback | null {
  return useContext(PlaybackContext);
}

/** `enabled` false (a call without a recording): nothing to play, so quotes and times stay plain text. */
export function PlaybackProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const controller = useRef<PlayerController | null>(null);
  const pending = useRef<number | null>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);

  const playFrom = useCallback((seconds: number) => {
    setStarted(true);
    setPosition(Math.floor(seconds * 4) / 4);
    if (controller.current) controller.current.playFrom(seconds);
    else pending.current = seconds;
  }, []);
  const bind = useCallback((next: PlayerController | null) => {
    controller.current = next;
  }, []);
  const report = useCallback((seconds: number, isPlaying: boolean) => {
    setPosition(Math.floor(seconds * 4) / 4);
    setPlaying(isPlaying);
    if (isPlaying || seconds > 0) setStarted(true);
  }, []);
  const takePendingSeek = useCallback(() => {
    const seconds = pending.current;
    pending.current = null;
    return seconds;
  }, []);

  const value = useMemo(
    () => ({ playFrom, position, playing, started, bind, report, takePendingSeek }),
    [playFrom, position, playing, started, bind, report, takePendingSeek],
  );
  return <PlaybackContext.Provider value={enabled ? value : null}>{children}</PlaybackContext.Provider>;
}
