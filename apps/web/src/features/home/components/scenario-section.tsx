import { Sparkles } from 'lucide-react';
import type { PublicUser } from '@rehearse/domain';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/** Step 1. The scenario grid for signed-in users arrives with the scenarios feature. */
export function ScenarioSection({ user }: { user: PublicUser | null }) {
  if (!user) {
    return (
      <EmptyState
        icon={Sparkles}
        title="Ready to start practicing?"
        description="Sign in to create scenarios and rehearse them with your AI customer."
        action={<ButtonLink to="/auth">Sign In to Get Started</ButtonLink>}
      />
    );
  }
  return <div data-testid="scenario-grid" className="grid min-h-4 gap-4 sm:grid-cols-2 lg:grid-cols-3" />;
}
