import type { ReactNode } from 'react';

interface HomeSectionProps {
  step: number;
  id: string;
  title: string;
  children: ReactNode;
}

/** A numbered step of the dashboard: 'Step N' above its title. */
export function HomeSection({ step, id, title, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-24">
      <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">Step {step}</p>
      <h2 id={titleId} className="mt-1 mb-6 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
