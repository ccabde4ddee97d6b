import { Info, ShieldAlert } from 'lucide-react';
import { isOfflineBuyer } from '@rehearse/domain';
import { useCallEngines } from '../api/get-call-engines';
import { insecureContextNotice, isMicrophoneBlockedByConnection } from '../call-messages';

/**
 * Short notes above the scenarios, where calls start: that this page cannot use the microphone
 * (opened over plain http from another machine), and who plays the buyer when it is the offline
 * engine, with the way to connect a language model. Honest, not alarming.
 */
export function CallSetupNotes() {
  const insecure = isMicrophoneBlockedByConnection(window);
  const engines = useCallEngines({ enabled: true });
  const offline = engines.data ? isOfflineBuyer(engines.data.engines) : false;
  if (!insecure && !offline) return null;
  return (
    <div className="mb-6 space-y-3">
      {insecure ? (
        <p role="note" data-testid="insecure-context-note" className={noteStyle('amber')}>
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{insecureContextNotice.title}.</span> {insecureContextNotice.description}
          </span>
        </p>
      ) : null}
      {offline ? (
        <p role="note" data-testid="offline-buyer-note" className={noteStyle('slate')}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Your buyer is played by Rehearse&apos;s offline engine on this server: it answers from the scenario&apos;s profile with prepared
            lines, not a language model. To have a language model play the buyer, the operator sets{' '}
            <code className="text-xs">DIALOGUE_PROVIDER=openai</code> (README: &lsquo;Connecting a language model&rsquo;).
          </span>
        </p>
      ) : null}
    </div>
  );
}

function noteStyle(tone: 'amber' | 'slate'): string {
  const colours = tone === 'amber' ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-slate-700';
  return `flex gap-2.5 rounded-xl border px-4 py-3 text-sm ${colours}`;
}
