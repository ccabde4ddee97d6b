/** What a buyer can be asked about, and what the customer profile's sentences can tell. */
export const TOPICS = ['company', 'size', 'role', 'tools', 'pains', 'goals', 'budget', 'timeline', 'decision', 'vendors'] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * How guarded a buyer is about each topic: 0 anyone may know it, 1 shared once the salesperson has
 * earned some interest, 2 shared only with a salesperson the buyer trusts.
 */
export const TOPIC_SENSITIVITY: Record<Topic, 0 | 1 | 2> = {
  company: 0,
  size: 0,
  role: 0,
  tools: 0,
  pains: 1,
  goals: 1,
  timeline: 1,
  vendors: 1,
  budget: 2,
  decision: 2,
};

/** Topics a buyer drifts to when asked to say more about one. */
export const RELATED_TOPICS: Record<Topic, readonly Topic[]> = {
  company: ['size', 'goals'],
  size: ['company', 'tools'],
  role: ['decision', 'goals'],
  tools: ['pains', 'vendors'],
  pains: ['goals', 'tools', 'timeline'],
  goals: ['pains', 'timeline'],
  budget: ['decision', 'timeline'],
  timeline: ['goals', 'budget'],
  decision: ['budget', 'role'],
  vendors: ['tools', 'pains'],
};

/** How a caller's question names each topic (on normalised text: lowercase, contractions spelled out). */
export const QUESTION_TOPIC_PATTERNS: Record<Topic, RegExp> = {
  company: /\b(your (company|business|organisation|organization|firm)|what (do|does) (you|your company|your team|the company) (do|sell|make)|tell me (a bit |a little )?about (you|yourself|your)|industry|sector|who are your customers|what do you sell)\b/,
  size: /\b(how many (people|employees|staff|locations|offices|customers|clients|users|trucks|vehicles|stores|sites)|how (big|large) (is|are) (you|your (company|team|business|organisation|organization|operation))|size of (your|the) (company|team|business)|headcount|employees|team size|revenue|turnover)\b/,
  role: /\b(your (role|job|title|position)|what do you do there|responsib\w*|what do you look after|in charge of|you oversee)\b/,
  tools: /\b(using|use|tools?|software|systems?|platforms?|stack|crm|erp|spreadsheets?|excel|currently (do|handle|manage|track|run)|how (do|are) you (currently )?(handl|manag|track|do|run|deal)\w*|set ?up|process for|processes|(your|the) (\w+ )?process|workflow|walk me through|how (do|does) .{0,40}(work|get|flow|happen))\b/,
  pains: /\b(challenges?|problems?|pains?|struggl\w*|frustrat\w*|issues?|difficult\w*|hard(est)?|headaches?|keeps you up|not working|broken|worr\w*|bottlenecks?|obstacles?|getting in the way|wrong|cost you|costing( you)?|impact\w*|affect\w*|what happens (if|when)|when (payments|things|invoices|deals|orders) are late|consequences?|how much time|how long does (it|that)|take (your|the) team)\b/,
  goals: /\b(goals?|priorit\w*|objectives?|trying to (achieve|do|accomplish|fix|solve)|looking to|plans?|planning|focus\w*|success look|what would success|where do you want|vision|targets?|initiatives?|hoping to|want to (achieve|improve|grow|change)|what would it mean|(would|should) .{0,30}look like|ideal|would you like|wish|what would (that|it) (do|change)|what would change|if (that|it) (was|were) (automated|solved|fixed|gone))\b/,
  budget: /\b(budget\w*|spend\w*|afford|invest\w*|money|how much (are you|do you|would you|can you)|price range|pay for|price|pricing|the number|expensive|too (much|high))\b/,
  timeline: /\b(timeline|timeframe|time frame|deadline|when (do|would|are|will|is) (you|this|that|the)|by when|how soon|how quickly|urgen\w*|start date|renewal|contract (ends|expires|is up))\b/,
  decision: /\b(decision|decide|decides|who else|involved|sign off|signoff|approv\w*|stakeholders?|buying process|procurement|board|committee|final say|make the call)\b/,
  vendors: /\b(other vendors|competitors?|alternatives?|looked at|evaluat\w*|talking to (anyone|others|other)|other (options|solutions|providers|suppliers)|tried before|shopping around)\b/,
};
