import type { ScoreTone } from '@rehearse/domain';

/** Spec section 9's score colours: 7+ green, 4-6 yellow/orange, below 4 red; slate without a score. */
export const scoreBadgeClasses: Record<ScoreTone | 'none', string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  yellow: 'bg-amber-50 text-amber-700 ring-amber-600/25',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  none: 'bg-slate-100 text-slate-600 ring-slate-500/20',
};

export const scoreBarClasses: Record<ScoreTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-red-500',
};
