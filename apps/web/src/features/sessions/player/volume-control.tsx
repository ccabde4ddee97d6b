import { useEffect, useId, useRef, useState } from 'react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { classNames } from '../../../shared/class-names';
import { toVolumeStep, VOLUME_STEP, volumeLevel } from './player-state';

interface VolumeControlProps {
  /** 0-100 in steps of 5. */
  volume: number;
  muted: boolean;
  onVolumeChange: (volume: number) => void;
  onMutedChange: (muted: boolean) => void;
}

const iconButton =
  'flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40';

/** The speaker button and its popover: a 0-100 % slider in steps of 5 and a mute toggle. */
export function VolumeControl({ volume, muted, onVolumeChange, onMutedChange }: VolumeControlProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const level = volumeLevel(volume, muted);
  const Icon = level === 'muted' ? VolumeX : level === 'low' ? Volume1 : Volume2;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes only the popover, not the dialog around it: this listener runs first
      // (window, capture phase), before the dialog's own on the document.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Volume ${muted ? 'muted' : `${volume}%`}`}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label="Volume"
          className="absolute right-0 bottom-full z-10 mb-2 w-56 rounded-xl border border-slate-200 bg-white p-3 shadow-lg shadow-slate-900/10"
        >
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${panelId}-slider`} className="text-xs font-medium text-slate-600">
              Volume
            </label>
            <span className="text-xs font-semibold text-slate-900 tabular-nums">{muted ? 'Muted' : `${volume}%`}</span>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <button
              type="button"
              className={classNames(iconButton, 'size-8', muted && 'bg-slate-100 text-slate-900')}
              onClick={() => onMutedChange(!muted)}
              aria-pressed={muted}
              aria-label={muted ? 'Unmute' : 'Mute'}
            >
              {muted ? <VolumeX aria-hidden="true" className="size-4" /> : <Volume2 aria-hidden="true" className="size-4" />}
            </button>
            <input
              id={`${panelId}-slider`}
              type="range"
              min={0}
              max={100}
              step={VOLUME_STEP}
              value={volume}
              onChange={(event) => {
                onVolumeChange(toVolumeStep(Number(event.target.value)));
                if (muted) onMutedChange(false);
              }}
              aria-valuetext={`${volume}%`}
              className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-600"
              autoFocus
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
