import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** 'Step N' above the title; a section that is no step of its own (progress) has none. */
  step?: number;
  id: string;
  title: string;
  children: ReactNode;
}

/** A section of the dashboard, most of them numbered steps: 'Step N' above the title. */
export function HomeSection({ step, id, title, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-24">
      {step === undefined ? null : <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">Step {step}</p>}
      <h2 id={titleId} className="mt-1 mb-6 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
