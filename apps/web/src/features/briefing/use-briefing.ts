import { useState } from 'react';
import type { PublicUser, Scenario } from '@rehearse/domain';
import { readSkipBriefing, writeSkipBriefing } from './briefing-preference';

/** Which scenario's briefing is open, whether the call checks already passed, and the per-user "Don't show before each call". */
export function useBriefing(user: PublicUser) {
  const [open, setOpen] = useState<{ scenario: Scenario; checked: boolean } | null>(null);
  const [skipBeforeCall, setSkip] = useState(() => readSkipBriefing(user.id));
  return {
    scenario: open?.scenario ?? null,
    checked: open?.checked ?? false,
    show: (scenario: Scenario, { checked }: { checked: boolean }) => setOpen({ scenario, checked }),
    close: () => setOpen(null),
    skipBeforeCall,
    setSkipBeforeCall: (skip: boolean) => {
      setSkip(skip);
      writeSkipBriefing(user.id, skip);
    },
  };
}
