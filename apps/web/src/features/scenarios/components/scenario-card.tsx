import { useEffect, useId, useRef } from 'react';
import type { RefObject } from 'react';
import {
  ClipboardList,
  ListChecks,
  Pencil,
  PhoneCall,
  PhoneOff,
  Play,
  SignalHigh,
  SignalLow,
  SignalMedium,
  Target,
  Trash2,
  UserRound,
} from 'lucide-react';
import { DEFAULT_DIFFICULTY, richTextToPlainText } from '@rehearse/domain';
import type { Difficulty, Scenario } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import type { CardCallState } from '../card-call-state';
import { DIFFICULTY_LABELS } from '../../../shared/difficulty-texts';

interface ScenarioCardProps {
  scenario: Scenario;
  /** Where the practice call stands for this card (see cardCallState). */
  call: CardCallState;
  isChecking: boolean;
  isDeleting: boolean;
  /** The name of the scenario's scorecard when it is not the stage rubric (shown as a badge). */
  scorecardName?: string;
  onStart: (scenario: Scenario) => void;
  /** Opens the briefing: who you call, the goal, the scorecard. */
  onBrief: (scenario: Scenario) => void;
  onEndCall: () => void;
  onEdit: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
}

const iconButton =
  'flex size-8 cursor-pointer items-center justify-center rounded-lg text-slate-500 transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50';

/** One scenario: title, what it is about, its stage, persona and difficulty, and the way into a practice call. */
export function ScenarioCard(props: ScenarioCardProps) {
  const { scenario, call, isDeleting, onEdit, onDelete } = props;
  const titleId = useId();
  const title = richTextToPlainText(scenario.title);
  const details = richTextToPlainText(scenario.scenario_details) || richTextToPlainText(scenario.product);
  const isLive = call.phase === 'active' || call.phase === 'ending';
  const difficulty = scenario.difficulty ?? DEFAULT_DIFFICULTY;
  const startButton = useRef<HTMLButtonElement>(null);
  useFocusBackWhenCallEnds(call.phase, startButton);

  return (
    <article
      aria-labelledby={titleId}
      aria-disabled={call.isDimmed || undefined}
      data-call-phase={call.phase ?? undefined}
      className={classNames(
        'group relative flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm transition',
        isLive && 'border-emerald-400 bg-emerald-50/40 ring-2 ring-emerald-500/30',
        call.phase === 'starting' && 'border-brand-300 ring-2 ring-brand-500/20',
        call.phase === null && 'border-slate-200 hover:border-brand-200 hover:shadow-md hover:shadow-brand-900/5',
        call.isDimmed && 'pointer-events-none opacity-50',
      )}
    >
      <div className="flex items-start gap-2">
        <h3 id={titleId} className="line-clamp-2 min-w-0 flex-1 text-base font-semibold break-words text-slate-900">
          {title}
        </h3>
        {call.isLocked ? null : (
          // Shown on hover or keyboard focus; always on touch screens, which have no hover.
          <div className="-mt-1 -mr-2 flex shrink-0 gap-0.5 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100">
            <button
              type="button"
              aria-label={`Edit ${title}`}
              title="Edit"
              onClick={() => onEdit(scenario)}
              disabled={isDeleting}
              className={classNames(iconButton, 'hover:bg-brand-50 hover:text-brand-700')}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              aria-label={`Delete ${title}`}
              title="Delete"
              onClick={() => onDelete(scenario)}
              disabled={isDeleting}
              className={classNames(iconButton, 'hover:bg-red-50 hover:text-red-600')}
            >
              {isDeleting ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
            </button>
          </div>
        )}
      </div>

      <p className="mt-2 line-clamp-3 text-sm leading-relaxed break-words text-slate-600">{details}</p>

      <div className="mt-4 flex flex-wrap gap-1.5">
        <Badge icon={Target} tone="brand">
          {scenario.sales_stage ?? 'General Assessment'}
        </Badge>
        <Badge icon={UserRound} tone="slate">
          {scenario.persona ?? 'Custom Profile'}
        </Badge>
        <Badge icon={DIFFICULTY_ICONS[difficulty]} tone={difficulty} label="Difficulty">
          {DIFFICULTY_LABELS[difficulty]}
        </Badge>
        {props.scorecardName ? (
          <Badge icon={ListChecks} tone="slate" label="Scorecard">
            {props.scorecardName}
          </Badge>
        ) : null}
      </div>

      <div className="mt-auto pt-5">
        <CardAction {...props} startButton={startButton} />
      </div>
    </article>
  );
}

/**
 * When this card's call is over (ended, or failed to start), the control that had focus is gone
 * (the banner's End Call, or the card's own disabled button): focus comes back to Start Practice,
 * so a keyboard user is where they left off. Focus the user moved elsewhere meanwhile stays there.
 */
function useFocusBackWhenCallEnds(phase: CardCallState['phase'], startButton: RefObject<HTMLButtonElement | null>) {
  const previous = useRef(phase);
  useEffect(() => {
    const hadCall = previous.current !== null;
    previous.current = phase;
    if (!hadCall || phase !== null) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) startButton.current?.focus();
  }, [phase, startButton]);
}

/** Start Practice; while this card's call starts, runs and ends: Connecting..., End Call, Ending... */
function CardAction({
  scenario,
  call,
  isChecking,
  isDeleting,
  onStart,
  onBrief,
  onEndCall,
  startButton,
}: ScenarioCardProps & { startButton: RefObject<HTMLButtonElement | null> }) {
  switch (call.phase) {
    case 'starting':
      return (
        <Button className="w-full" disabled aria-busy="true">
          <Spinner className="size-4 text-white" />
          Connecting...
        </Button>
      );
    case 'active':
      // Phones show one End Call, the call banner's; the card only says it is live.
      return (
        <>
          <Button variant="danger" className="w-full max-sm:hidden" onClick={onEndCall}>
            <PhoneOff aria-hidden="true" className="size-4" />
            End Call
          </Button>
          <p className="flex h-10 items-center justify-center gap-2 rounded-lg bg-emerald-100 text-sm font-medium text-emerald-900 sm:hidden">
            <PhoneCall aria-hidden="true" className="size-4" />
            Call in progress
          </p>
        </>
      );
    case 'ending':
      return (
        <Button variant="danger" className="w-full" disabled aria-busy="true">
          <Spinner className="size-4 text-white" />
          Ending...
        </Button>
      );
    case null:
      return (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => onBrief(scenario)}
            disabled={call.isLocked || isDeleting}
            aria-label={`Brief: ${richTextToPlainText(scenario.title)}`}
          >
            <ClipboardList aria-hidden="true" className="size-4" />
            Brief
          </Button>
          <Button
            ref={startButton}
            className="min-w-0 flex-1"
            onClick={() => onStart(scenario)}
            disabled={call.isLocked || isChecking || isDeleting}
            aria-busy={isChecking || undefined}
          >
            {isChecking ? <Spinner className="size-4 text-white" /> : <Play aria-hidden="true" className="size-4" />}
            Start Practice
          </Button>
        </div>
      );
  }
}

const DIFFICULTY_ICONS: Record<Difficulty, typeof Target> = { easy: SignalLow, medium: SignalMedium, hard: SignalHigh };

const BADGE_TONES = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200/70',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  easy: 'bg-emerald-50 text-emerald-700 ring-emerald-200/80',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200/80',
  hard: 'bg-rose-50 text-rose-700 ring-rose-200/80',
} as const;

interface BadgeProps {
  icon: typeof Target;
  tone: keyof typeof BADGE_TONES;
  /** Read before the value by screen readers, when the value alone does not say what it is. */
  label?: string;
  children: string;
}

function Badge({ icon: Icon, tone, label, children }: BadgeProps) {
  return (
    <span
      title={label}
      className={classNames(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset',
        BADGE_TONES[tone],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label ? <span className="sr-only">{label}: </span> : null}
      {children}
    </span>
  );
}
