/**
 * The sessions feature's public entry. Other features import only from here (decision 34). The
 * feature owns the coaching_sessions table: calls and assessment move a session through the
 * transitions of `coaching-session.repo.ts` (decision 36); realtime reads and presents it.
 */
export {
  appendTranscriptEntry,
  claimOrphanedCalls,
  deleteUnstartedCall,
  findCoachingSession,
  findOpenCall,
  findRecordingCallStatus,
  insertRequestedCall,
  markAssessmentCompleted,
  markAssessmentReleased,
  markAssessmentRequeued,
  markAssessmentRetrying,
  markAssessmentRunning,
  markAssessmentsFailed,
  markCallEnded,
  markCallLive,
  touchLiveCall,
} from './coaching-session.repo';
export type { CallEnd, CallStart, CallStatus, CoachingSessionRow, OrphanClaim, RequestedCall } from './coaching-session.repo';
export { isListed, toCoachingSession } from './coaching-session.presenter';
