import type { TranscriptEntry } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { sessionTexts } from '../session-texts';
import { toTranscriptRows } from '../transcript-format';

/** The stored transcript, speaker-labelled with each turn's time into the call. */
export function TranscriptView({ entries }: { entries: readonly TranscriptEntry[] | null | undefined }) {
  const rows = toTranscriptRows(entries);
  if (rows.length === 0) return <p className="text-sm text-slate-500 italic">{sessionTexts.noTranscript}</p>;
  return (
    <ol aria-label="Transcript" className="max-h-96 space-y-3 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
      {rows.map((row) => (
        <li key={row.key} data-role={row.role} className="flex gap-3 text-sm">
          <span className="w-10 shrink-0 pt-px text-right text-xs text-slate-500 tabular-nums">{row.time}</span>
          <p className="min-w-0 flex-1 leading-relaxed break-words">
            <span className={classNames('mr-1.5 font-semibold', row.role === 'assistant' ? 'text-emerald-800' : 'text-brand-700')}>{row.speaker}:</span>
            <span className="text-slate-800">{row.text}</span>
            {row.interrupted ? <span className="ml-1.5 text-xs text-slate-500 italic">(interrupted)</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
