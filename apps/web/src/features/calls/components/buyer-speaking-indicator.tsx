import { classNames } from '../../../shared/class-names';
import { useCallState } from '../call-context';

/** Bar heights relative to the level: a small peak in the middle reads as a voice. */
const BAR_WEIGHTS = [0.5, 0.8, 1, 0.75, 0.45];

/**
 * Whether the buyer is talking (speech-start / speech-end), with bars that follow the voice level
 * (volume-level, every 100 ms). Not a live region: the buyer's voice itself is the announcement.
 */
export function BuyerSpeakingIndicator() {
  const speaking = useCallState((state) => state.isBuyerSpeaking);
  const volume = useCallState((state) => state.volume);
  const level = speaking ? Math.max(volume, 0.2) : 0;

  return (
    <div
      data-testid="buyer-speaking-indicator"
      data-speaking={speaking}
      className={classNames(
        'inline-flex h-8 min-w-36 items-center justify-center gap-2 rounded-full px-2.5 text-xs font-medium ring-1 ring-inset',
        speaking ? 'bg-emerald-700 text-white ring-emerald-700' : 'bg-white text-slate-600 ring-slate-200',
      )}
    >
      <span aria-hidden="true" className="flex h-3.5 items-center gap-[3px]">
        {BAR_WEIGHTS.map((weight, index) => (
          <span
            key={index}
            className={classNames(
              'h-full w-[3px] origin-center rounded-full transition-transform duration-100',
              speaking ? 'bg-white' : 'bg-slate-300',
            )}
            style={{ transform: `scaleY(${(0.25 + 0.75 * level * weight).toFixed(2)})` }}
          />
        ))}
      </span>
      <span className="whitespace-nowrap">{speaking ? 'Buyer speaking' : 'Listening'}</span>
    </div>
  );
}
