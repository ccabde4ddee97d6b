import { useEffect, useRef } from 'react';
import { Mic, MicOff, PhoneOff } from 'lucide-react';
import { classNames } from '../../../shared/class-names';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useCallActions, useCallState } from '../call-context';
import { BuyerSpeakingIndicator } from './buyer-speaking-indicator';
import { CallTimer } from './call-timer';
import { CallTranscript } from './call-transcript';

/**
 * The call-active banner at the top of the home screen (spec section 2): while a call starts it says
 * so and offers to cancel; while it runs it shows the scenario, the buyer's voice, the time, the
 * microphone switch, the stop action and the live transcript.
 */
export function CallBanner() {
  const status = useCallState((state) => state.status);
  const scenario = useCallState((state) => state.scenario);
  const startedAt = useCallState((state) => state.startedAt);
  const muted = useCallState((state) => state.muted);
  const { endCall, toggleMute } = useCallActions();
  const endCallButton = useRef<HTMLButtonElement>(null);
  // The call has started from a button that is gone now (Start Practice, the briefing's Start):
  // the keyboard user lands on the one control the call needs.
  useEffect(() => {
    if (status === 'active') endCallButton.current?.focus();
  }, [status]);
  if (status === 'idle' || !scenario) return null;

  const live = status === 'active' || status === 'ending';
  return (
    <section
      aria-label="Practice call"
      data-testid="call-banner"
      data-status={status}
      className={classNames(
        // Phones: the banner alone stays at the top of the screen (the header scrolls away, home-screen.tsx).
        'sticky top-0 z-30 animate-fade-in border-b sm:static',
        live ? 'border-emerald-200 bg-emerald-50' : 'border-brand-200 bg-brand-50',
      )}
    >
      <div className="mx-auto max-w-6xl px-4 py-2.5 sm:px-6 lg:px-8">
        {/* Phones: status and the stop action on the first row, the call controls on the second. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-nowrap sm:gap-x-4">
          <div role="status" className="order-1 flex min-w-0 flex-1 items-center gap-2.5">
            {status === 'active' ? <LiveDot /> : <Spinner className={classNames('size-4 shrink-0', live && 'text-emerald-600')} />}
            <p className="min-w-0 truncate text-sm">
              <span className={classNames('font-semibold', live ? 'text-emerald-900' : 'text-brand-900')}>{statusLabel[status]}</span>
              <span className="text-slate-600"> · {scenario.title}</span>
            </p>
          </div>
          {status === 'starting' ? (
            <Button variant="secondary" size="sm" className="order-2" onClick={() => void endCall()}>
              Cancel
            </Button>
          ) : (
            <>
              <div className="order-3 flex basis-full items-center gap-2 sm:order-2 sm:basis-auto sm:gap-3">
                <BuyerSpeakingIndicator />
                {startedAt !== null ? <CallTimer startedAt={startedAt} /> : null}
                <button
                  type="button"
                  onClick={toggleMute}
                  disabled={status !== 'active'}
                  className={classNames(muteButton, muted ? mutedStyle : unmutedStyle)}
                >
                  {muted ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
                  {muted ? 'Unmute' : 'Mute'}
                </button>
              </div>
              <Button
                ref={endCallButton}
                variant="danger"
                size="sm"
                className="order-2 sm:order-3"
                onClick={() => void endCall()}
                disabled={status !== 'active'}
              >
                <PhoneOff aria-hidden="true" className="size-4" />
                End Call
              </Button>
            </>
          )}
        </div>
        {live ? <CallTranscript /> : null}
      </div>
    </section>
  );
}

const muteButton =
  'ml-auto inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium whitespace-nowrap shadow-sm ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:pointer-events-none disabled:opacity-60 sm:ml-0';

const mutedStyle = 'border-amber-300 bg-amber-100 text-amber-900 hover:bg-amber-200';
const unmutedStyle = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

const statusLabel = {
  starting: 'Connecting to your buyer...',
  active: 'Call in progress',
  ending: 'Ending the call...',
} as const;

function LiveDot() {
  return (
    <span aria-hidden="true" className="relative flex size-2.5 shrink-0">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
      <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
    </span>
  );
}
