/** Spec sections 2, 4, 5 and 8: the performance area's texts, verbatim where the spec gives them. */
export const sessionTexts = {
  callCompleteTitle: 'Call Complete! 🏆',
  callCompleteDescription: 'Processing your results... ⚡',
  signedOutTitle: 'Sign In to View Your Performance Data',
  inProgressTitle: 'Analysis in Progress',
  inProgressDescription: 'Your performance insights are being generated. They appear here as soon as they are ready.',
  emptyTitle: 'No Performance Data Yet',
  emptyAction: 'Start Your First Call',
  clearAll: 'Clear All',
  clearAllTitle: 'Clear All Call Analyses?',
  clearAllDescription: 'This will permanently delete all your call analyses and performance data. This action cannot be undone.',
  clearAllConfirm: 'Delete All',
  deleteConfirm: 'Are you sure you want to delete this call analysis? This action cannot be undone.',
  deleted: 'Call analysis deleted successfully!',
  allDeleted: 'All call analyses deleted successfully!',
  viewDetails: 'View details',
  analysisComplete: 'Analysis Complete',
  analysisReadyNotice: 'Analysis Complete!',
  analysisReadyDescription: 'Your latest call has been scored. See the coaching below.',
  processing: 'Processing...',
  analyzing: 'Analyzing your performance...',
  assessmentFailed: 'Assessment failed',
  assessmentFailedDescription: "We couldn't analyse this call. Your recording and transcript are kept; try the analysis again.",
  assessmentFailedNotice: "We couldn't analyse your call. Its card in Your Performance Insights lets you try again.",
  retry: 'Retry',
  noTranscript: 'No transcript available for this call',
  transcriptTitle: 'Call Transcript',
  notAvailable: 'N/A',
  loadingAudio: 'Loading audio...',
  audioFailed: 'Failed to load audio',
  openDirectly: 'Open directly',
  practiseAgain: 'Practise again',
  previousAttempt: 'Previous attempt',
  loadingDetails: 'Loading the call...',
  detailsFailed: "Couldn't load this call. Close it and try again.",
} as const;

/** 'Call from <date>' (spec section 2, 'Call-details dialog'). */
export function callDetailsTitle(date: string): string {
  return `Call from ${date}`;
}
