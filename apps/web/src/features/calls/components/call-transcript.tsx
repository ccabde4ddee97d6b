import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { classNames } from '../../../shared/class-names';
import { useCallState } from '../call-context';
import type { TranscriptLine } from '../live-transcript';

/** Lines shown while the transcript is folded: enough to follow the last exchange. */
const FOLDED_LINES = 2;

/**
 * The live transcript of both sides, partial lines included. Folded it shows the last exchange;
 * unfolded, the whole call so far, kept scrolled to the newest line.
 */
export function CallTranscript() {
  const lines = useCallState((state) => state.transcript.lines);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = expanded ? lines : lines.slice(-FOLDED_LINES);

  useEffect(() => {
    const list = listRef.current;
    if (expanded && list) list.scrollTop = list.scrollHeight;
  }, [expanded, lines]);

  return (
    <div data-testid="call-transcript" className="mt-2 flex items-end gap-2">
      {lines.length === 0 ? (
        <p className="flex-1 text-sm text-slate-500 italic">The transcript appears here as you talk.</p>
      ) : (
        // The log region holds the list (a role on the <ol> itself would leave its items outside a
        // list); unfolded it scrolls, so it takes keyboard focus to scroll with the arrow keys.
        <div
          id={listId}
          ref={listRef}
          role="log"
          aria-label="Live transcript"
          aria-live="off"
          tabIndex={expanded ? 0 : undefined}
          className={classNames(
            'min-w-0 flex-1 text-sm',
            // A top rule marks where earlier lines scroll out of view, under the call controls.
            expanded &&
              'max-h-28 overflow-y-auto overscroll-contain border-t border-emerald-300 pt-1 pr-1 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-h-60',
          )}
        >
          <ol className="space-y-0.5">
            {shown.map((line) => (
              <TranscriptRow key={line.id} line={line} folded={!expanded} />
            ))}
          </ol>
        </div>
      )}
      {lines.length > FOLDED_LINES ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={listId}
          className={toggleButton}
        >
          {expanded ? 'Less' : 'Full transcript'}
          {expanded ? <ChevronUp aria-hidden="true" className="size-3.5" /> : <ChevronDown aria-hidden="true" className="size-3.5" />}
        </button>
      ) : null}
    </div>
  );
}

const toggleButton =
  'inline-flex shrink-0 cursor-pointer items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-slate-600 ' +
  'hover:bg-white/70 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

function TranscriptRow({ line, folded }: { line: TranscriptLine; folded: boolean }) {
  const isBuyer = line.role === 'assistant';
  return (
    <li data-role={line.role} data-final={line.final} className={classNames('break-words', folded && 'truncate')}>
      <span className={classNames('mr-1.5 font-semibold', isBuyer ? 'text-emerald-800' : 'text-brand-700')}>
        {isBuyer ? 'Buyer:' : 'You:'}
      </span>
      <span className={line.final ? 'text-slate-800' : 'text-slate-500'}>{line.text}</span>
    </li>
  );
}
