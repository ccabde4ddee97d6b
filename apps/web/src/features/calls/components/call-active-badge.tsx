import { PhoneCall, PhoneOff } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { useCallActions, useCallState } from '../call-context';

/**
 * The floating 'Call Active' badge (spec section 2): 'Practicing: <title>' and End Call, wherever the
 * page is scrolled. Not on phones: there the sticky call banner says the same with its End Call,
 * and one stop action is enough on a small screen.
 */
export function CallActiveBadge() {
  const status = useCallState((state) => state.status);
  const scenario = useCallState((state) => state.scenario);
  const { endCall } = useCallActions();
  if ((status !== 'active' && status !== 'ending') || !scenario) return null;

  return (
    <aside
      aria-label="Call Active"
      data-testid="call-active-badge"
      className="fixed right-6 bottom-6 z-40 hidden w-88 animate-fade-in sm:block"
    >
      <div className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-white/95 p-3 shadow-lg shadow-emerald-900/10 backdrop-blur">
        <span className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
          <PhoneCall aria-hidden="true" className="size-5" />
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-emerald-500 ring-2 ring-white" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">Call Active</p>
          <p className="truncate text-sm text-slate-700" title={scenario.title}>
            Practicing: <span className="font-medium text-slate-900">{scenario.title}</span>
          </p>
        </div>
        <Button variant="danger" size="sm" onClick={() => void endCall()} disabled={status !== 'active'}>
          <PhoneOff aria-hidden="true" className="size-4" />
          End Call
        </Button>
      </div>
    </aside>
  );
}
