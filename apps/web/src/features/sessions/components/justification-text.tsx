import { formatCallTime, justificationMoments } from '@rehearse/domain';
import type { EvidenceQuote, TranscriptEntry } from '@rehearse/domain';
import { Play } from 'lucide-react';
import type { Playback } from '../player/playback';

interface JustificationTextProps {
  justification: string;
  evidence: readonly EvidenceQuote[];
  transcript: readonly TranscriptEntry[] | null | undefined;
  playback: Playback;
}

/** A justification whose quotes of the salesperson are buttons that play the recording from the moment they were said. */
export function JustificationText({ justification, evidence, transcript, playback }: JustificationTextProps) {
  return (
    <>
      {justificationMoments(justification, evidence, transcript).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <button
            key={index}
            type="button"
            data-testid="quote-moment"
            onClick={() => playback.playFrom(part.atSeconds)}
            aria-label={`Play from ${formatCallTime(part.atSeconds)}: “${part.text}”`}
            className="inline cursor-pointer rounded text-left text-slate-800 decoration-brand-300 decoration-dotted underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          >
            “{part.text}”
            <span className="ml-1 inline-flex items-center gap-0.5 rounded bg-brand-50 px-1 align-baseline text-xs font-medium text-brand-700 tabular-nums">
              <Play aria-hidden="true" className="size-2.5 fill-current" />
              {formatCallTime(part.atSeconds)}
            </span>
          </button>
        ),
      )}
    </>
  );
}
