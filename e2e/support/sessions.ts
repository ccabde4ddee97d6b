import type { APIRequestContext } from '@playwright/test';
import type { CoachingSessionDetails, CoachingSessionPage } from '@rehearse/domain';

/**
 * The user's newest call as the server keeps it (transcript, recording, scorecard): found on the
 * list's first page or among the calls not listed yet (one whose analysis is still running), then
 * read whole from GET /api/sessions/:id.
 */
export async function newestSession(request: APIRequestContext): Promise<CoachingSessionDetails> {
  const page = (await (await request.get('/api/sessions')).json()) as CoachingSessionPage;
  const [newest] = [...page.unlisted, ...page.sessions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  if (!newest) throw new Error('the user has no calls');
  return (await (await request.get(`/api/sessions/${newest.id}`)).json()) as CoachingSessionDetails;
}
