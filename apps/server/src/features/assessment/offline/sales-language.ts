/**
 * What the offline assessor listens for: phrases of the salesperson and reactions of the buyer,
 * as patterns over lowercase text with or without punctuation (the offline recogniser gives none).
 * Each names a behaviour of the rubric signals (packages/domain/src/assessment/rubrics.ts).
 */

/** Any of the phrases (regular-expression fragments), as whole words. */
function anyOf(...phrases: string[]): RegExp {
  return new RegExp(`\\b(?:${phrases.join('|')})\\b`);
}

/** Salesperson phrases. */
export const SAID = {
  introduction: anyOf("(?:this is|my name is|my name's|i'm|i am|it's) [a-z]+(?: [a-z]+)? (?:from|with|at|calling from)", 'calling from'),
  reason: anyOf(
    "reason (?:i'm|i am|for|why i'm) (?:calling|my call|the call)", "(?:i'm|i am) calling (?:because|about|to|since)", 'we help', 'we work with', 'the purpose',
    'wanted to (?:talk|discuss|follow up|understand|learn)', "i(?:'d| would) like to (?:cover|understand|learn|talk|discuss|hear)", 'agenda',
  ),
  respectsTime: anyOf(
    'brief', 'quick(?:ly)?', '(?:a|one|two|thirty|few) (?:minutes?|seconds?)', 'thanks? (?:you )?for (?:taking|your time|making)', 'appreciate (?:your|you taking)',
    'do you have a (?:minute|moment|second)', 'is (?:now|this) a (?:bad|good) time',
  ),
  courtesy: anyOf(
    'thanks', 'thank you', 'appreciate', "that's fair", 'that is fair', 'fair (?:point|enough|question)', 'i understand', 'understood', 'good question',
    'great question', 'of course', 'happy to', 'my pleasure',
  ),
  agenda: anyOf(
    'agenda', "(?:what|things) i(?:'d| would) like to (?:cover|do)", 'plan (?:for|is)',
    "(?:we'll|we will|i'll|i will|let's) (?:cover|start with|go through|spend)", 'in the next (?:\\w+ )?minutes', 'does that (?:work|sound good)',
    'make the most of',
  ),
  acknowledge: anyOf(
    'i understand', 'i hear you', "(?:that's|that is) (?:fair|a fair|a good|understandable|reasonable|a great)", 'makes sense', 'good question', 'great question',
    'fair (?:question|point|enough)', 'totally', 'absolutely', 'of course', 'i appreciate', 'happy to', 'i get (?:it|that)',
  ),
  followUp: anyOf(
    'tell me more', 'say more', 'more about that', 'how (?:is|does|has) (?:that|this) (?:affect|impact|been)', 'what do you mean', 'you mentioned', 'you said',
    'what happens when', 'why is that', 'how so', 'give me an example', 'walk me through', 'and then what', 'how often',
  ),
  impact: anyOf(
    'challeng\\w*', 'problems?', 'pain', 'impact', 'cost(?:ing|s)?', 'affect\\w*', 'goals?', 'priorit\\w*', 'timeline', 'budget', 'deadline', 'who else',
    'decision', 'decide', 'sign off', 'what happens if', 'how much time', 'how long', 'how many', 'hours?', 'risk',
  ),
  currentState: anyOf(
    'how do you', 'how are you', 'what do you use', 'what are you using', 'who (?:handles|owns|does)',
    '(?:your|you) (?:\\w+ )?(?:today|currently|right now|at the moment)', 'process', 'workflow', 'set ?up', 'tools?', 'systems?',
  ),
  priority: anyOf(
    'matters? most', 'important', 'priorit\\w*', 'what would it take', 'what would (?:make|you need)', 'budget', 'alternatives?', 'other options', 'compar\\w*',
    'who else', 'decision', 'decide', 'sign off', 'timeline', 'terms', 'looking for', 'work for you', 'concerns?',
  ),
  buyerReference: anyOf(
    'you mentioned', 'you said', 'you told me', "you're (?:dealing|struggling)",
    "your (?:process|setup|situation|invoic\\w*|month[- ]end|close|audit|deadline|goals?|challenges?|team's|numbers|case)", 'in your case',
    'for your (?:team|finance|sales|marketing|company|business|process|people|situation)', 'based on what you', 'like yours',
  ),
  outcome: anyOf(
    'cut', 'cuts', 'save', 'saves', 'saving', 'reduce', 'reduces', 'increase', 'increases', 'grow', 'faster', 'less time', 'fewer', 'in half', 'payback',
    'pays? for itself', 'roi', 'return', 'percent', 'hours?', 'days?', 'weeks?',
  ),
  roi: anyOf(
    'payback', 'pays? for itself', 'roi', 'return on', 'in half', 'saves?', 'saving', 'hours? (?:a|per|every) (?:week|month)',
    'cost of (?:waiting|doing nothing|delay)', '(?:drops?|cut|cuts|reduces?) \\w+(?: \\w+)? by', 'percent (?:faster|less|fewer|lower|reduction)',
  ),
  evidence: anyOf(
    'for example', 'for instance', 'case study', 'references?', 'one (?:of our )?customers?', 'customers? (?:like|such as|similar|see|cut|saw|get)',
    'similar (?:companies|teams|customers)', '(?:\\d+|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) ?(?:percent|%)(?! off)', 'in half',
    'within (?:a|one|two|three|six) (?:weeks?|months?|quarters?)', 'soc ?(?:two|2)', 'certified',
  ),
  feature: anyOf(
    'features?', 'dashboards?', 'reports?', 'platform', 'software', 'apps?', 'mobile', 'automat\\w*', 'we offer', 'we also (?:have|provide|offer)',
    'we have (?:a|this|lots)', 'our (?:product|solution|tool|system)',
  ),
  superlative: anyOf(
    'great', 'amazing', 'awesome', 'everybody loves', 'everyone loves', 'the best', 'no brainer', 'really good', 'so good', 'incredible', 'world class',
    'game changer', 'revolutionary',
  ),
  checkIn: anyOf(
    'does (?:that|this) (?:make sense|sound|work|help|answer)', 'how does (?:that|this) sound', 'what do you think', 'would (?:that|this) (?:work|help)',
    'is (?:that|this) (?:helpful|useful|what you)', 'any questions', 'how would (?:that|this) (?:work|fit|land)', 'make sense',
  ),
  recap: anyOf(
    'you mentioned', 'you said', 'to recap', 'to summari[sz]e', 'as we discussed', 'as you said', 'based on what you (?:told|said|shared)',
    "so what i(?:'m| am) hearing", 'if i understand', 'we agreed', "we've agreed", 'recap', 'last time',
  ),
  safetyNet: anyOf(
    'pilot', 'trial', 'guarantee\\w*', 'support', 'cancel\\w*', 'exit clause', 'out clause', 'success (?:team|manager)', 'refund', 'money back', 'phased',
    'proof of concept', 'references?', 'dedicated',
  ),
  differentiates: anyOf(
    'unlike', 'different(?:ly)?', 'compared', 'only (?:one|we|vendor)', 'unique', 'alternatives?', 'competitors?', "others don't", 'native integration',
  ),
  trade: anyOf(
    'if you (?:commit|sign|agree|prepay|pay|can|move|go)', 'in (?:return|exchange)', 'provided (?:that|you)', 'as long as you', 'on condition', 'in return for',
  ),
  concession: anyOf(
    'discount', '\\w+ percent off', '% off', 'lower (?:the )?price', 'reduce (?:the )?price', 'knock off', 'free (?:month|months|setup|onboarding)', 'waive',
    'price match', 'better price',
  ),
  implementation: anyOf(
    'onboard\\w*', 'implement\\w*', 'kick ?off', 'rollout', 'roll out', 'set ?up', 'success manager', 'dedicated', 'training', 'migration', 'go live',
    'first (?:week|month)', 'two weeks', 'phased', 'our team handles',
  ),
  approvalHelp: anyOf(
    'who else', 'sign ?off', 'approv\\w*', 'business case', 'decision makers?', 'stakeholders?', 'present (?:it|this) to', 'join (?:the|a) call',
    'walk (?:them|him|her) through', 'summary for',
  ),
  hedge: anyOf('i think maybe', 'i guess', 'sorry', 'hopefully', "i'm not sure", 'just wanted to', 'kind of', 'sort of', "if that's okay", 'might possibly'),
  pushy: anyOf(
    'sign (?:today|now|right now)', 'signed (?:today|now)', 'trust me', 'no brainer', 'you need to (?:sign|buy|decide)', 'you have to', 'right now or',
    'last chance', 'today only', "don't miss", 'just sign',
  ),
  /** A proposal: a question or a suggestion ('could we', 'let's', 'how about'). */
  proposal: anyOf(
    'could we', 'can we', 'shall we', 'should we', 'how about', 'would you be open', 'would you like', 'let\'s', "why don't we", 'are you free', 'does \\w+ work',
    "i(?:'d| would) (?:suggest|propose|love to)", 'can i send', "i'll send", 'i can send', 'are you (?:open|happy|ready)',
  ),
  nextStep: anyOf(
    'book', 'schedule', 'set up', 'calendar', 'invite', 'meeting', 'call (?:next|on|this|tomorrow)', 'next (?:week|step|steps)', 'follow[- ]?up', 'demo', 'trial',
    'pilot', 'proposal', 'move forward', 'go ahead', 'get (?:started|going)',
  ),
  commitment: anyOf(
    'move forward', 'go ahead', 'sign', 'signed', 'agreement', 'paperwork', 'contract', 'revised proposal', 'commit', 'a deal', 'ready to (?:start|proceed)',
    'get (?:this|it) (?:started|approved)',
  ),
  specificTime: anyOf(
    'next week', 'tomorrow', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'this week', '\\d+', 'fifteen', 'twenty', 'thirty', 'forty', 'minutes?',
    "o'clock", 'morning', 'afternoon',
  ),
} as const;

/** Buyer reactions. */
export const HEARD = {
  brushOff: anyOf(
    'busy', 'middle of something', 'only got a minute', "what's this (?:about|regarding)", 'send me (?:an |something by )?email', 'just send me', 'email me',
    'already (?:use|have|got)', 'own way', 'a priority', 'top of my list', 'not interested', 'bad time',
  ),
  concern: anyOf(
    'not sure', 'not convinced', 'sticking point', 'do better', 'higher than', 'too (?:expensive|much|high)', 'price', 'cost', 'budget',
    'how is this different', 'why are you different', 'these calls', 'every vendor',
    'why (?:are you|would we|should)', 'what if', 'worr(?:y|ied)', 'concerns?', "can't afford", 'disruption', 'locked in', 'contract length', 'commitment',
    'up front', 'payment terms', 'other options', 'only option', 'sign-?off', 'say yes on my own', 'right time', 'wait a bit', 'need from us', 'first month',
    'how long', 'rollout', 'up and running', 'go wrong', "doesn't (?:work|deliver)", 'customers like us', 'who else like us', 'specifically', 'in our case',
    'integrat\\w*', 'security', 'our data', 'migration', 'payback', 'pays? for itself', 'return', 'prove', 'attribut\\w*', 'fit',
  ),
  reminder: anyOf('still', "you didn't", "you haven't", 'you never', 'like i said', 'as i said', 'i told you', 'you skipped', 'again,'),
  accept: anyOf(
    'okay', 'alright', 'fair', 'that helps', 'helpful', 'useful', 'the kind of (?:number|thing|answer) i need', "that's what i (?:need|wanted)",
    "now we're talking", 'i like that', 'makes sense', 'i can (?:see|picture)', 'reassuring', 'more like it', 'sets you apart', 'getting somewhere', 'i hear you',
    'sounds (?:good|reasonable)', 'go on', 'go ahead', 'quickly then', 'worth a look', 'good', 'fine',
    "that's (?:clearer|doable|reasonable|different|better|quicker|interesting)",
  ),
  agree: anyOf(
    'send me (?:an|the|a few|some) (?:invite|times|paperwork|proposal|agreement|contract)', 'send (?:over )?the (?:paperwork|agreement|revised proposal)',
    'send me a proposal', "let's (?:set up|do a trial|move forward|continue|book|meet|go ahead|do it)", 'follow-up makes sense',
    '(?:meeting|call|follow-up|trial|demo) (?:works|makes sense|sounds good)', 'we can move ahead', 'deal in principle', "i'm in(?=[.,!]|$)",
    "i'll give you a (?:short )?call", 'works for me', 'put that in writing', "i'll get it signed", 'loop in my team',
  ),
  pressure: anyOf('pushing', 'rushed', 'rushing', 'slow down', 'not ready', 'not there yet', 'ahead of ourselves', 'jump ahead', "haven't agreed"),
  overload: anyOf('a lot at once', 'short version', 'get to the point', 'lost me', 'what are you actually asking', 'only got so much time'),
  unheard: anyOf('pitching before', "don't know much about us", "haven't asked me", 'not really hearing', 'not hearing', 'not listening', "you're listening"),
  disinterest: anyOf(
    'losing interest', 'not a fit', "(?:isn't|is not|don't think this is) (?:a|the right) fit", 'not going anywhere', 'leave it there', 'stop here', 'not for us',
    'not interested', 'need to jump', 'got to go', "i've got to go",
  ),
} as const;

export function matches(pattern: RegExp, text: string): boolean {
  return pattern.test(text.toLowerCase().replace(/[’‘]/g, "'"));
}
