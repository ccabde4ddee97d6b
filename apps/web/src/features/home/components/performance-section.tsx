import { LineChart } from 'lucide-react';
import type { PublicUser } from '@rehearse/domain';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PerformanceList, sessionTexts } from '../../sessions';

/** Step 2: a sign-in prompt for visitors, the analysed calls for users. */
export function PerformanceSection({ user }: { user: PublicUser | null }) {
  if (!user) {
    return (
      <EmptyState
        icon={LineChart}
        title={sessionTexts.signedOutTitle}
        description="Your scores, coaching and call recordings appear here after each practice call."
        action={
          <ButtonLink to="/auth" variant="secondary">
            Sign In
          </ButtonLink>
        }
      />
    );
  }
  // A new user is a new list: nothing of the previous one's page, open card or feed carries over.
  return <PerformanceList key={user.id} user={user} />;
}
