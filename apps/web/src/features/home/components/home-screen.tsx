import { FullPageSpinner } from '../../../shared/ui/spinner';
import { useSession } from '../../auth';
import { CallProvider, CallActiveBadge, CallBanner } from '../../calls';
import { ScenarioSection } from '../../scenarios';
import { Header } from './header';
import { Hero } from './hero';
import { HomeSection } from './home-section';
import { PerformanceSection } from './performance-section';
import { ProgressSection } from '../../progress';
import { useCallResults } from '../../sessions';

/** `/`: the marketing page for visitors and the dashboard for signed-in users. */
export function HomeScreen() {
  const { user, isPending } = useSession();
  const showCallResults = useCallResults();
  if (isPending) return <FullPageSpinner />;

  return (
    <CallProvider userId={user?.id ?? null} onCallEnded={showCallResults}>
      <div className="min-h-dvh">
        <title>Rehearse · Practice sales calls with a voice AI</title>
        {/* The call banner stays in view under the header while the user scrolls to the grid. Phones
            keep only the banner in view: the header would take a sixth of the screen for nothing the
            call needs, so it scrolls away (its box dissolves there and the banner sticks by itself). */}
        <div className="contents sm:sticky sm:top-0 sm:z-30 sm:block">
          <Header user={user} />
          <CallBanner />
        </div>
        <main className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
          <Hero />
          <div className="space-y-16">
            <HomeSection step={1} id="scenarios" title="Ready to Practice? Choose Your Scenario">
              <ScenarioSection user={user} />
            </HomeSection>
            {user ? (
              <HomeSection id="progress" title="Your Progress">
                <ProgressSection user={user} />
              </HomeSection>
            ) : null}
            <HomeSection step={2} id="performance" title="Your Performance Insights">
              <PerformanceSection user={user} />
            </HomeSection>
          </div>
        </main>
        <CallActiveBadge />
      </div>
    </CallProvider>
  );
}
