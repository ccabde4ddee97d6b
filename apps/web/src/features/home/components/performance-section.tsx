import { LineChart } from 'lucide-react';
import type { PublicUser } from '@rehearse/domain';
import { EmptyState } from '../../../shared/ui/empty-state';

/** Step 2. The list of analysed calls for signed-in users arrives with the sessions feature. */
export function PerformanceSection({ user }: { user: PublicUser | null }) {
  if (!user) {
    return (
      <EmptyState
        icon={LineChart}
        title="Sign In to View Your Performance Data"
        description="Your scores, coaching and call recordings appear here after each practice call."
      />
    );
  }
  return <div data-testid="performance-list" className="min-h-4 space-y-4" />;
}
