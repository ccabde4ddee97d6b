import { useEffect, useRef } from 'react';
import type { TranscriptEntry } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { usePlayback } from '../player/playback';
import { sessionTexts } from '../session-texts';
import { currentRowIndex, toTranscriptRows } from '../transcript-format';

/**
 * The stored transcript, speaker-labelled with each turn's time into the call. With a recording,
 * each time is a button that plays the call from there, and the line being played is highlighted
 * and kept in view (the list scrolls, the dialog around it does not).
 */
export function TranscriptView({ entries }: { entries: readonly TranscriptEntry[] | null | undefined }) {
  const rows = toTranscriptRows(entries);
  const playback = usePlayback();
  const listRef = useRef<HTMLOListElement>(null);
  const current = playback?.started ? currentRowIndex(rows, playback.position) : -1;
  const following = playback?.playing === true;

  useEffect(() => {
    const list = listRef.current;
    const line = current >= 0 ? list?.children[current] : undefined;
    if (!list || !(line instanceof HTMLElement) || !following) return;
    // The list is positioned, so a line's offsetTop is measured from the list's own top.
    const top = line.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTo({ top: Math.max(0, top - 12), behavior: 'smooth' });
  }, [current, following]);

  if (rows.length === 0) return <p className="text-sm text-slate-500 italic">{sessionTexts.noTranscript}</p>;
  return (
    <ol
      ref={listRef}
      aria-label="Transcript"
      className="relative max-h-96 space-y-1 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-slate-50/60 p-2 sm:p-3"
    >
      {rows.map((row, index) => (
        <li
          key={row.key}
          data-role={row.role}
          data-current={index === current || undefined}
          aria-current={index === current ? 'time' : undefined}
          className={classNames(
            'flex gap-3 rounded-lg px-1.5 py-1 text-sm transition-colors',
            index === current && 'bg-amber-100 ring-1 ring-amber-300',
          )}
        >
          {playback ? (
            <button
              type="button"
              onClick={() => playback.playFrom(row.startSeconds)}
              aria-label={`Play from ${row.time}`}
              className="h-fit w-11 shrink-0 cursor-pointer rounded px-1 pt-px text-right text-xs text-brand-700 tabular-nums underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {row.time}
            </button>
          ) : (
            <span className="w-10 shrink-0 pt-px text-right text-xs text-slate-500 tabular-nums">{row.time}</span>
          )}
          <p className="min-w-0 flex-1 leading-relaxed break-words">
            <span className={classNames('mr-1.5 font-semibold', row.role === 'assistant' ? 'text-emerald-800' : 'text-brand-700')}>
              {row.speaker}:
            </span>
            <span className="text-slate-800">{row.text}</span>
            {row.interrupted ? <span className="ml-1.5 text-xs text-slate-500 italic">(interrupted)</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
