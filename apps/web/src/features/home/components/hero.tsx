import { BarChart3, Mic, ListChecks } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

interface HowItWorksStep {
  icon: LucideIcon;
  title: string;
  description: string;
}

const STEPS: HowItWorksStep[] = [
  {
    icon: ListChecks,
    title: 'Create or select scenarios',
    description: 'Describe the deal, the product and the buyer, or pick a scenario you already have.',
  },
  {
    icon: Mic,
    title: 'Practice live conversations',
    description: 'Talk it through by voice with an AI customer who pushes back like a real one.',
  },
  {
    icon: BarChart3,
    title: 'Get detailed analysis',
    description: 'Receive a score and tailored coaching on every skill, with the full transcript.',
  },
];

/** The headline and the three-step how-it-works block (spec section 1). */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="py-12 sm:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
          <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
          AI sales call practice
        </p>
        <h1 id="hero-title" className="mt-5 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
          Practice tomorrow&apos;s sales conversation{' '}
          <span className="bg-gradient-to-r from-brand-600 to-violet-600 bg-clip-text text-transparent">with a voice AI</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg">
          Rehearse the call out loud with an AI customer who plays your buyer, then get tailored coaching on what to keep and what to
          change.
        </p>
      </div>

      <ol className="mt-12 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-5">
            <div className="flex shrink-0 items-center gap-3 self-start">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="hidden text-sm font-semibold text-slate-500 sm:inline" aria-hidden="true">
                {index + 1}
              </span>
            </div>
            <div>
              <h2 className="text-base font-semibold text-slate-900 sm:mt-4">
                <span className="text-slate-500 sm:hidden" aria-hidden="true">
                  {index + 1}.{' '}
                </span>
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h2>
              <p className="mt-1 text-sm text-slate-600 sm:mt-1.5">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
