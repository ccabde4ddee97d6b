import { TriangleAlert } from 'lucide-react';
import type { TranscriptEntry } from '@rehearse/domain';
import { classNames } from '../../../shared/class-names';
import type { SkillView } from '../assessment-view';
import { usePlayback } from '../player/playback';
import { JustificationText } from './justification-text';
import { scoreBadgeClasses, scoreBarClasses } from './score-tone';

interface SkillsAssessmentProps {
  skills: readonly SkillView[];
  rubricError: string | null;
  /** The call's transcript, to place a justification's quotes in the recording (the details only). */
  transcript?: readonly TranscriptEntry[] | null;
}

/** Every skill of the rubric: its name, x/10 in its colour, a bar, and the justification; 'Not observed' and the reason for a skill the call gave no chance to show. */
export function SkillsAssessment({ skills, rubricError, transcript }: SkillsAssessmentProps) {
  // In the call details (a recording to play), each quote of a justification plays its moment.
  const playback = usePlayback();
  return (
    <div className="space-y-3">
      {rubricError ? (
        <p role="note" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {rubricError}
        </p>
      ) : null}
      {skills.length === 0 ? (
        <p className="text-sm text-slate-500">No skill scores for this call.</p>
      ) : (
        <ul className="space-y-3">
          {skills.map((skill) => (
            <li key={skill.key} className="rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4">
              <div className="flex items-center justify-between gap-3">
                <h4 className="min-w-0 text-sm font-semibold text-slate-900">{skill.name}</h4>
                <span
                  data-tone={skill.tone ?? 'none'}
                  className={classNames(
                    'shrink-0 rounded-md px-2 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset',
                    skill.unscored && 'font-medium italic',
                    scoreBadgeClasses[skill.tone ?? 'none'],
                  )}
                >
                  {skill.scoreText}
                </span>
              </div>
              {skill.score !== null && skill.tone !== null ? (
                <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className={classNames('h-full rounded-full', scoreBarClasses[skill.tone])}
                    style={{ width: `${Math.min(100, Math.max(0, skill.score * 10))}%` }}
                  />
                </div>
              ) : null}
              {skill.justification ? (
                <p className="mt-2 text-sm leading-relaxed text-pretty text-slate-600">
                  {playback ? (
                    <JustificationText
                      justification={skill.justification}
                      evidence={skill.evidence}
                      transcript={transcript}
                      playback={playback}
                    />
                  ) : (
                    skill.justification
                  )}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
