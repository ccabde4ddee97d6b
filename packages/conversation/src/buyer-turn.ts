import { sentencesOf } from './lists';
import { readQuantities, type DateMention, type Quantity } from './quantities';
import { topicsOfStems, type Topic } from './topics';
import { contentStemsOf, normalise, wordsOf } from './words';

/**
 * How a buyer's turn reads to a coach: whether it raises a concern (doubt, cost, risk, effort, the
 * status quo, a brush-off), agrees to what was proposed ("Thursday afternoon works"), declines,
 * asks something, pushes back on the salesperson's manner, or accepts an answer and moves on.
 * Typed or recogniser text (lower case, no punctuation) alike; the salesperson's side is
 * understandTurn's.
 */
export interface BuyerTurnReading {
  text: string;
  words: string[];
  contentStems: string[];
  topics: Topic[];
  quantities: Quantity[];
  dates: DateMention[];
  /** Asks the salesperson something (a question mark, or a question's form). */
  asks: boolean;
  /** Doubts, objects or holds back: cost, risk, effort, "we already have", a brush-off. */
  concern: boolean;
  /**
   * The only thing held back is someone else's sign-off still to come ("Marco would have to use it and I sign off anything
   * under twenty k", "I need my CFO to approve it"): no doubt of the buyer's own.
   */
  onlySignOff: boolean;
  /** A cold-call brush-off: "send me an email", "not interested", "I'm busy", "we're all set". */
  brushOff: boolean;
  /** Says yes to a proposal or a time: "sounds good", "Thursday afternoon works", "send the invite". */
  agrees: boolean;
  /** The yes is a bare assent ("Okay.", "Fine."), which agrees only to what was just proposed. */
  assentOnly: boolean;
  /** Says no, or not yet, to a proposal. */
  declines: boolean;
  /** Takes an answer as settled: "that helps", "fair enough", "okay that makes sense". */
  accepts: boolean;
  /**
   * Says in its own words that a worry is put to rest: "that eases my mind", "that takes care of it",
   * "fair enough", "that answers it", "good, that helps" (not "I see" or "interesting", which only listen).
   */
  settles: boolean;
  /** Pushback on the salesperson's manner, or leaving the call. */
  pushback: BuyerPushback | undefined;
  /** Annoyed with the salesperson: "this is a waste of my time", "we're done here", "that's rude". */
  annoyed: boolean;
  /** Could not make out what the salesperson said: "sorry, you're breaking up", "what was that?". */
  misheard: boolean;
}

/**
 * 'unheard': the salesperson missed what the buyer said ("like I said"); 'interrupted': the salesperson cut in before the buyer
 * had finished ("Let me finish."); 'pressure': pushed or talked down to; 'overload': too much at once; 'leaving': the buyer goes.
 */
export type BuyerPushback = 'pressure' | 'overload' | 'unheard' | 'interrupted' | 'leaving';

// What each reading means, as whole words of the normalised turn (contractions spelt out).
const NEGATION_BEFORE = /\b(not|no|never|nothing|hardly)\s+(\w+\s+){0,2}$/;
const AGREE = [
  /\b(works|work) for (me|us)\b/,
  /\b(works|(could|would|should|can|will|might) work|suits (me|us))\b(?!\s+(with|on|in|through|around|out|for (a|the|an|our|my|your|another|other)))/,
  // "The third is fine. Ten o'clock.": the day of the month proposed, taken.
  // "thursday morning is ok": the day, or its part, taken.
  /\b(monday|tuesday|wednesday|thursday|friday|tomorrow|week|morning|afternoon|am|pm|oclock|o'clock|\d|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth|\d+(st|nd|rd|th)) (works|is fine|is good|is perfect|is ok|is okay|suits)\b/,
  // "thursday's fine": the day's "is" said short.
  /\b(monday|tuesday|wednesday|thursday|friday|tomorrow)'?s (fine|good|perfect|great)\b/,
  /\bsounds (good|great|fine|fair|reasonable|like a plan|right)\b/,
  /\b(let us|lets) (do|book|set|go|try|schedule|get)\b/,
  /\b(send|put) (me |us )?(the |an |over the |that |a few |some |over some )?(invite|invitation|calendar|proposal|contract|paperwork|agreement|order form|times|slots|dates)\b/,
  /\b(a |the )?(follow up|follow-up|meeting|call|demo|next step|pilot|trial) (makes sense|sounds (good|right|fine))\b/,
  /\b(book|pencil|lock) (it|me|us|that) in\b/,
  /\b(deal|agreed|you have got a deal|we have a deal|count me in|go ahead|yes please|fine by me|perfect|workable|(i|we) can (\w+ )?live with (that|it))\b/,
  /\b(send it|get it signed|sign it|i will sign|we will sign)\b/,
  /\b(that|it|this|which) is (fine|good|great|perfect|ok|okay)\b|\b(yes|yeah)\b(?!.*\bbut\b)/,
  /^(yes|yeah|yep|sure|absolutely|definitely|of course)\b(?!.*\bbut\b)/,
  /\b(see you|talk to you|speak to you) (then|on|next|monday|tuesday|wednesday|thursday|friday|tomorrow)\b/,
  /\b(happy|glad|willing|ready) to (do|sign|move|go|proceed|try|meet|set|book|join|start|take)\b/,
  // ("What I could do without is the cancellations": no yes.)
  /\b(we|i) (can|could|will) (do|sign|make|move|go|proceed|meet|start|set)\b(?! without\b)/,
  /\b(let us|lets) move forward\b|\bmove forward\b/,
];
const DECLINE = [
  /\b(will not|won't) be (signing|buying|moving forward|going ahead)|we will not (sign|buy|go ahead)|do not call (me|us)\b/,
  /\b(not (yet|now|ready|interested|today|at this point|right now)|no thanks|no thank you|i will pass|i would rather not|not going to|i can not (commit|sign|agree|do that)|too early|too soon|hold off|think about it|i need to think|circle back)\b/,
  // "Send it all over and I'll have a think.", "I'll get back to you": the decision put off, however warmly; no yes.
  /\b(have a think|(think|mull|talk) (it|this|that|things) over|sleep on it|let me think|(i|we) will (get|come) back to you)\b/,
  // "Yes, maybe. Get in touch after the board meeting.", "Possibly, we'll see.": a yes that commits to nothing.
  /^((yes|yeah|okay|ok|sure|well) )?(maybe|perhaps|possibly|we will see)\b|\bwe will (have to )?see\b/,
  // "Send it if you like. I'm not promising anything.": the step let happen, nothing promised.
  /\b(not promising( you)? anything|no promises|(can not|will not) promise( you)? anything)\b/,
];
const BRUSH_OFF = [
  /\b(send (me )?(an |some )?(email|e mail|information|info|something|brochure|deck)|not interested|no interest|(i am|we are|i am really|really) (busy|swamped|slammed|all set)|(we are|(i think|i reckon|so|honestly) were) (covered|sorted|all sorted)\b(?! (for|on|by|if|under|in)\b)|bad time|not a good time|in (a|the middle of a) meeting|(got|have) a meeting|meeting in|middle of something|call (me )?(back )?later|take me off|how did you get (my|this) number|we (already|have already) (have|use|got|work with)|we are (happy|fine|good) with|we do not need|no need)\b/,
  // "It's a problem everyone has. But we have a maintenance contract.": someone already does it, held against the offer.
  /\bbut (we|i) (already )?(have|use|have got|work with|pay) (a|an|our|our own) (\w+ )?(contract|contractor|supplier|provider|vendor|agency|partner|service|system|tool|platform|team|person|guy|firm|company)\b/,
  // "We already send reminders through our practice software.", "We've got a coffee machine already": it is done already.
  /\b(we|i) already (send|do|run|use|have|get|handle|manage|book|track|pay for)\b|\b(we|i) (have got|have|got|use) (\w+ ){1,4}already\b/,
  // "I get about five of these calls a week": tired of cold calls.
  /\b(get|getting|had|take) (\w+ ){0,3}(of these|calls like (this|these)) calls\b|\b(get|getting) (\w+ ){0,3}calls like (this|these)\b/,
];
/** "We've got a system. It works.": a tool of their own that works, the status quo said in two breaths. */
const HAVE_ONE =
  /\bwe (have got|have|got|already have|use) (a|an|our own) (\w+ )?(system|tool|provider|supplier|vendor|solution|setup|process|platform|machine|app|software)\b|\bwe (do|handle|manage|sort|run) (all )?(that|this|it|them|those)\b/;
const IT_WORKS = /\b(it|that|this|which) (works( (fine|well|for us))?|does the (job|trick))\b/;
/** A sentence of content with things as they are: "Honestly, we're fine.", "What we have works for us." */
const CONTENT =
  /^((honestly|really|look|no|thanks|i mean|to be honest|we are good|we are fine) )*((we are|i am) (fine|good|ok|okay|all good|all set)|(what we have|what we do now|our (current )?(system|process|setup|one)|the clipboard|the spreadsheet) works( (fine|well|for us))?)( (thanks|thank you|for now|as we are|as is|as it is))?$/;
const CONCERN = [
  /\b(expensive|pricey|steep|too much|costly|over (our|the|my) budget|can not afford|cheaper|discount|out of (our|my) budget|no budget|a lot of money|hard to justify|careful with (money|spending|costs|the budget)|(money|budget|budgets|cash) (is|are) tight|tight (budget|on budget|on money))\b/,
  /\b(worried|worry|worries|concern|concerned|concerns|afraid|nervous|hesitant|hesitation|hesitations|stretched|reservations|skeptical|sceptical|doubt|doubtful|unsure|not sure|not convinced|(does|do|did) not (make me |make us )?trust|hard to trust|risky|risk|scared|wary|burned|burnt)\b/,
  // "well i've still got a question about the data ... what happens to all that": held back by what is still open.
  /\b(still (have|got|have got) (a|one|some|two) (question|questions|concern|concerns|worry|worries)|what (happens|would happen|will happen) to (all )?(that|those|them|it|our|my|the))\b/,
  // "I still want someone to answer me on the batteries before we go near the food factories.": a question of the buyer's
  // left unanswered, held as a condition.
  /\b(i|we) still (want|need|would like|have to get|have not (had|got|heard)) (someone |somebody |you |an answer |a straight answer )?(to )?(answer|tell|confirm|explain|show|sort out|come back)\b/,
  // "It sounds good but the bureau charges us very little.", "the spreadsheet costs us nothing": what they have now is cheap.
  /\b(charges?|charging|costs?|costing) (us|me) (very little|next to nothing|almost nothing|hardly anything|nothing|peanuts|pennies)\b|\b(we|i) (pay|are paying) (very little|next to nothing|almost nothing|hardly anything|peanuts|pennies)\b/,
  // "Okay. I'd still need to make the case to them.": the answer given leaves the buyer's hurdle where it was.
  /\b(i|we) (would |will )?still (need|have|got) to (make (the|a|our|my) case|convince|persuade|sell (it|this|that)|justify|win (them|him|her) over|get (it|this|that) (past|through))\b/,
  /\b(not an answer|did not answer (my|the) question|heard that before|every vendor|they all say|sounds too good|prove it|show me|what makes you (different|better)|why (should|would) (i|we)|how is (that|this|it) (different|better)|what if|what happens if|the catch)\b/,
  /\b((will|would|do|does|are|is) not (like|accept|want|go for|tolerate|put up with)|(are|is) not going to (like|accept|want|use))\b/,
  // "My problem is the three-year term.", "I'm stuck paying for minutes we don't use": a difficulty named as the buyer's.
  /\b(my|our|the (big|real|main|only)) (problem|issue|sticking point|hang up|hangup) (is|with|here)\b|\bstuck (paying|with)\b/,
  // "I'll be direct: the number is too high. I need twenty percent off or I can't take it to the board."
  /\btoo high\b|\bneed (\w+ ){0,3}(percent|%) off\b|\bcan not take (it|this|that) to (the|my|our) (board|boss|cfo|ceo|committee|trustees|partners)\b/,
  // "Hopefully isn't much use to me.": the answer given does not do; "The other thing is the engineers. They hate timesheets."
  /\b(is not|not) (much|any|a lot of|very much) (use|help|good) to (me|us)\b|\bthe other (thing|worry|issue|problem|concern) (is|i have)\b|\b(they|people|staff|users|engineers|drivers|nurses|teachers|techs|the team|half of them|most of them) (all )?(hate|hated|ignore|ignored|resist|resisted|refuse|refused)\b/,
  // "It's a problem for me if they walk out.": a difficulty the offer would make for the buyer.
  /\b(?<!\b(not|no|never) )(a|an) (real |big |serious )?(problem|issue) for (me|us)\b/,
  // "We haven't really talked about the trial yet.": a step the salesperson skipped, before going on.
  /\b(have not|has not) (really |even )?(talked about|discussed|covered|gone through|been through)\b.{0,40}\byet\b/,
  // "A hundred and sixty a month is a lot to justify to the trustees", "That's a lot for a scrap yard".
  /\b(a lot|too much|hard|difficult|tough|tricky) to justify\b|\b(that is|it is|this is) (a lot|too much|steep|pricey|a big ask) for (a|an|us|our|my|the|what)\b/,
  // "We can't have a branch down, not for a day.": the risk of the change to the running business.
  /\b(can not|could not) (have|afford|risk) (\w+ ){0,3}(down|downtime|offline|out of action|disrupted)\b/,
  // "We can't close pools to fit this. Our members would riot.": what the change would stop, and who would not stand for it.
  /\b(we|i) (can not|could not) (close|shut|stop|pause|halt|take (\w+ ){0,2}(offline|out))\b|\b(would|will|going to) (riot|revolt|moan|complain|grumble|kick off|go mad|go spare)\b/,
  // "And if something goes wrong with the sensors afterwards?", "And when he's down a cellar with no signal?": the case it might fail.
  /\b(if|when) (something|anything|it|that|this|the \w+) (goes|went) (wrong|down)\b|\b(if|when) (something|anything|it|the \w+) (breaks|fails|crashes|stops working)\b/,
  // "That's not nothing.": a price held back by understatement.
  /\b(that is|it is|thats) not (nothing|cheap|peanuts|small change|pocket change)\b/,
  // "I'm not talking numbers until someone tells me when Leeds gets fixed": a condition before going on.
  /\bnot (talking|discussing|signing|agreeing to|committing to|going to (talk about|sign|discuss|commit to)) (\w+ ){0,2}until\b/,
  // "I don't know what I'd want an API for": no need seen for what is offered.
  /\bi do not (know|see) (what|why) (i|we) would (want|need)\b/,
  // "My lads aren't going to mess about with tablets. One of them can barely use his phone": the people who must use it will not.
  /\b(are|is|will|would) not (going to )?(use|mess about|mess around|bother|touch|learn|log in|log into|deal with)\b|\bcan (barely|hardly) use\b|\bnot (comfortable|good|great) with (tech|technology|computers|apps|tablets|phones)\b/,
  /\b(lot of work|too much work|disrupt|disruption|learning curve|retrain|switching|switch over|migration|rip out|no time|do not have (the |much |enough |a lot of )?(time|bandwidth|resources|people|budget)|bandwidth|overloaded)\b/,
  /\b(tried (\w+ ){0,3}before|we have been burned|did not stick|did not work out|never (stuck|worked|took off)|nobody used it|people hated it)\b/,
  // "We tried an app two years ago. The staff never looked at the orders, patients got let down, and we dropped it.": a thing
  // of the same kind tried and given up, the failure the buyer fears again.
  /\b(we|i) (tried|had|bought) (\w+ ){1,3}(\w+ (years?|months?) ago|last year)\b.*\b(dropped|ditched|scrapped|binned|gave up on|stopped using|got rid of|cancelled|canceled) (it|them|that)\b|\b(got|were|was|been) let down\b/,
  // "I don't sign three-year contracts for software we've had for six weeks.": the terms as offered, refused.
  /\b(i|we) (do not|never|will not|would not|can not) (sign|commit to|agree to|do|go for) ([\w-]+ ){0,2}(contracts?|terms?|deals?|agreements?|commitments?)\b/,
  // "If the kitchens don't clock in, the whole thing falls over.": the case in which the purchase would fail.
  /\b(the whole thing|it all|everything|the lot) (falls|will fall|would fall|fell) (over|apart|down)\b|\b(the whole thing|it all|everything) (is|will be|would be) (pointless|useless|a waste)\b/,
];
/**
 * "We had a tracker box fitted three years back and the lads hated it.", "Look, we've tried this sort of thing.", "We've had
 * kit wrecked before.": something of the kind tried or had before, and what went wrong with it; the failure the buyer fears again.
 */
const TRIED_BEFORE =
  /\b(we|i|they) (have )?(tried|had|bought|used|fitted|installed|put|sat through) (\w+ ){0,8}(before|ago|back|last (year|time|season)|in the past|previously)\b|\b(we|i) (have )?tried (this|that|these|those|it|one|something like (this|that)|(this|that) (sort|kind) of thing)\b/;
const WENT_WRONG =
  /\b(hated|hate|resented|wrecked|broke|broken|failed|terrible|awful|nightmare|useless|disaster|went wrong|died|gave up|let (us |me )?down|waste of)\b/;
const toldABadExperience = (normal: string) => TRIED_BEFORE.test(normal) && WENT_WRONG.test(normal);

/** A hurdle of sign-off: a concern to settle, which does not take back a yes said with it ("Yes, let's do it. I need my CFO to sign off."). */
const HURDLE = [
  /\b(need|needs|have to get|would have to|must get|has to)\b.{0,30}\b(sign off|signoff|approval|approve|board|boss|procurement|legal)\b|\b(not my (call|decision)|i can not decide)\b/,
  /\b(check|run it|run this|run that|talk|speak) (it )?(with|by|to) (my|our|the) (cfo|ceo|boss|board|finance|legal|procurement|manager|partners?|director|vp|owner)\b/,
  // "Send me the revised proposal and I'll take it to Martin.": the decision passed on to whoever signs.
  /\b(i will|i ll|i would|i need to|i have to|i can|let me) (take|put|run|pass) (it|this|that|them) (to|past|by|in front of) (my|our|the) (md|ceo|cfo|coo|boss|board|owners?|partners?|director|managing director|finance director|committee|trustees|governors)\b/,
];
/** The decision passed on to someone named: "I'll take it to Martin", "I'll put it in front of Priya". */
const TO_SOMEONE_NAMED =
  /\b(I will|I'll|I would|I'd|I need to|I have to|I can|let me) (take|put|run|pass) (it|this|that|them) (to|past|by|in front of) (?!(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|The|Our|My)\b)[A-Z][a-z]+\b/;
/** Said of a price or budget, these hold back: "the number is high", "more than we expected", "still above what I have". */
const ABOVE_LIMIT = /\b(high|higher|too|more than|above|over|steep|beyond|stretch|lot)\b|\bthe budget is the budget\b/;
/** An email asked for to fix a time ("send me an email with some times"): a yes to meeting, not a brush-off. */
const EMAIL_TO_SCHEDULE = /\b(send|email|e mail|text)\b.{0,25}\b(times|slots|dates|invite|invitation|calendar invite)\b/;
/** Words of a bad experience or a difficulty, which after a 'but' hold the buyer back. */
const NEGATIVE =
  /\b(terrible|awful|bad|hated|worse|worst|problem|issue|hard|difficult|slow|expensive|painful|mess|nightmare|failed|wrong|useless)\b/;
const ASSENT_THEN_DAY =
  /^(fine|okay|ok|sure|alright|all right|great|perfect)( then)? (next )?(monday|tuesday|wednesday|thursday|friday|tomorrow)( (at|morning|afternoon)\b|$| and\b)/;
/** A whole turn of assent: "Fine.", "Sure, sounds good." */
const ASSENT = /^(fine|okay|ok|sure|alright|all right|yes|yeah|yep|great|deal|perfect)( (then|thanks|sure|great|fine|okay))?$/;
const ACCEPT =
  /\b(that helps|that is helpful|helpful|fair enough|that is fair|makes sense|that makes sense|good to know|i see|got it|understood|that answers|okay that|ok that|right that|that is reassuring|reassuring|interesting|good point|i like that|that would help|that would be (great|useful|helpful)|that could work)\b/;
/** A worry put to rest, in the buyer's words: the mind eased, the question answered or covered, the answer a help or a relief. */
const SETTLE = [
  /\b(eases?|eased|sets?|puts?) my mind at (rest|ease)\b|\b(eases?|eased|easing) my (mind|concerns?|worry|worries|nerves)\b/,
  /\b(that|this|it|which|you|you have) (\w+ )?(answers|answered|covers|covered|settles|settled|solves|solved|resolves|resolved|addresses|addressed|handles|handled|sorts|sorted|takes care of|took care of|deals with|dealt with|clears up|cleared up) (it|that|this|my (\w+ )?(question|concern|worry|worries|point)|the (\w+ )?(question|concern|worry|issue|problem|point))\b/,
  /\b(that|this|it) (really |definitely |certainly |does )?(helps|helped|reassures me|is reassuring|is a relief|is good to (hear|know)|is what i (needed|wanted) to hear)\b/,
  /\b(fair enough|what a relief|i feel (much |a lot |a bit )?better|makes me feel better|(i am|i feel) (reassured|relieved)|less worried|not (so |as )?worried (now|any more|anymore))\b/,
];
/** "And when he's down a cellar with no signal?": a question that is only the case in which it might not work. */
const WHAT_IF_CASE =
  /^(and |but |so )?(if|when) (he|she|it|they|we|i|you|the|a|an|our|my|your|someone|something|somebody|there)\b(?!.*\b(what|when|how|who|where|which|why)\b)/;
const PUSHBACK: ReadonlyArray<readonly [BuyerPushback, RegExp]> = [
  [
    'unheard',
    /\b(not listening|i (just|already) (said|told)|as i said|like i said|i told you|you asked that|already answered|did you hear|that is not what i (asked|said|meant)|what i said was|(are|were) you (even )?listening|have you (written down|heard|listened to) anything)\b/,
  ],
  [
    // "Let me finish. Two years is a problem because...": cut off before the point was made.
    'interrupted',
    /\b(let me (finish|speak|get a word in)|can i (just )?finish|(you keep|stop|you are|you have been|you are still) (interrupting|cutting (me )?(off|in)|talking over)( me)?|if you (would|will|could) let me (finish|speak))\b/,
  ],
  [
    // "I'm not signing anything this week. I haven't even told you how we work.": rushed before the buyer was heard.
    'pressure',
    /\b(pushy|pressure|pressuring|pushing me|rushing|rushed|slow down|back off|(do not|did not) (need|want|ask for) a (\w+ )?lecture|(stop )?lecturing me|not going to be rushed|(?<!\b(is|be|was) a )hard sell|not how (i|we) (make decisions|decide|do (things|business)))\b|\b(i|we) do not (make decisions|decide|buy|sign( anything)?) (because of|around|on) your\b|\byour (quarter|quota|target|targets|month end|year end|deadline) is not (my|our)\b|\b(i|we) (have not|had not) even (told|explained|shown) you\b/,
  ],
  [
    'overload',
    /\b(short version|get to the point|lost me|too much information|that is a lot(?! (for|to justify|of money)\b)|slow down there|bottom line|in a nutshell|what is your point|where is this going)\b/,
  ],
  [
    'leaving',
    /\b(have to go|got to go|gotta go|(i am|we are) going to (go|hang up|leave it there)|need to (go|run|jump|drop)|have to (run|jump|drop)|stop you there|hang(ing)? up|i am done|we are done|end (this|the) call|another call|(on )?the other line|have to take (this|it|that)( call)?(?! (to|up|back|into|on|with|from|over|out|in|off)\b)|stop calling|do not call (me |us )?again|waste of (my )?time|(just )?about to (leave|head (out|off)|go (out|into|in to)))\b/,
  ],
];
const MISHEARD =
  /\b(breaking up|cutting out|cut out|can not (hear|understand|make out)|did not (catch|get|understand) (that|you|what)|say (that|it) again|come again|you lost me there|bad line|line is bad|what was that|i missed that|sorry what|pardon|repeat that|say again)\b|^(sorry|what|huh|pardon)\W*$/;
const ANNOYED =
  /\b(waste of (my |our )?time|i am done|we are done|stop calling|do not call (me |us )?again|take (me|us) off (your|the|this) (\w+ )?list|rude|ridiculous|unbelievable|unprofessional|do not push|excuse me)\b/;
/** A sentence that is only a word of candour: "Honestly?", "Frankly?". */
const CANDOUR = /^(honestly|frankly|truthfully|to be honest|in all honesty)$/;
const QUESTION_FORM =
  /^(what|how|why|when|where|who|which|whats|hows|do|does|did|are|is|was|were|can|could|would|will|have|has|should|so how|so what|and how|and what|but how|but what)\b/;

/**
 * A pattern's global form (its source, flag g alone), made once: a RegExp made per call, or the copy
 * `matchAll` makes, is recompiled after V8's major garbage collections (decision 128).
 */
const globalForms = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let global = globalForms.get(pattern);
  if (global === undefined) globalForms.set(pattern, (global = new RegExp(pattern.source, 'g')));
  return global;
}

/** Whether a pattern matches the normalised text without a negation just before it ("does not work for us"). */
function affirmed(pattern: RegExp, normal: string): boolean {
  const global = globalOf(pattern);
  global.lastIndex = 0;
  for (let match = global.exec(normal); match !== null; match = global.exec(normal)) {
    if (!NEGATION_BEFORE.test(normal.slice(0, match.index))) {
      global.lastIndex = 0;
      return true;
    }
    if (match[0] === '') global.lastIndex += 1;
  }
  return false;
}

export function understandBuyerTurn(text: string): BuyerTurnReading {
  const words = wordsOf(text);
  const normal = words.join(' ');
  const contentStems = contentStemsOf(words);
  const { quantities, dates } = readQuantities(text);
  // "Honestly? I walk the blocks...": a word of candour with a question mark asks nothing.
  const asks =
    sentencesOf(text).some((sentence) => /\?/.test(sentence) && !CANDOUR.test(normalise(sentence))) ||
    sentencesOf(text).some((sentence) => QUESTION_FORM.test(normalise(sentence)));
  // "thursday morning is ok send me something": a day taken, and something asked for with it, is a yes, no brush-off.
  const takesADay =
    dates.some((date) => date.specific && !date.past) &&
    AGREE.some((pattern) => affirmed(pattern, normal)) &&
    !/\b(not|no|never|bad|busy|booked)\b/.test(normal);
  const schedules = EMAIL_TO_SCHEDULE.test(normal) || takesADay;
  // "We don't use the route sheets. I said the labels.": a sentence that says again what the buyer had said.
  const saidAgain = sentencesOf(text).some((sentence) => /^i (just |already )?said\b/.test(normalise(sentence)));
  const pushback = PUSHBACK.find(([, pattern]) => pattern.test(normal))?.[0] ?? (saidAgain ? 'unheard' : undefined);
  // "Look, I really have to go. Fine, send it over.": something sent, asked for on the way out, is a way to end the call.
  const sentAway = pushback === 'leaving' && /\bsend (it|that|something|me something|me it)( over| through| across)?\b/.test(normal);
  const brushOff =
    (sentAway ||
      BRUSH_OFF.some((pattern) => pattern.test(normal)) ||
      sentencesOf(text).some((sentence) => CONTENT.test(normalise(sentence))) ||
      (HAVE_ONE.test(normal) && IT_WORKS.test(normal))) &&
    !schedules;
  const declines =
    DECLINE.some((pattern) => pattern.test(normal)) ||
    // "No. We're done for today. I'll be in touch if the committee wants to go ahead.": a no said first and alone.
    /^(no|nope|nah)( thanks| thank you)?$/.test(normalise(sentencesOf(text)[0] ?? '')) ||
    /^(no|nope|nah)( (thanks|thank you|not|way|i|we))?$/.test(normal) ||
    /^(no|nope|nah),? (not|i can not|we can not|i do not|we do not)\b/.test(normal);
  // "Fine. Tuesday at ten, and I'll bring Tom.": an assent that names the day takes the meeting.
  const takesTheDay = ASSENT_THEN_DAY.test(normal) && !/\b(but|not|no)\b/.test(normal);
  const agreeing = AGREE.some((pattern) => affirmed(pattern, normal)) || schedules || takesTheDay;
  const agreeWords = !declines && !brushOff && (agreeing || ASSENT.test(normal));
  const topics = topicsOfStems(contentStems);
  const aboutMoney = topics.includes('price') || quantities.some((quantity) => quantity.kind === 'money' || quantity.value >= 1000);
  // Said of the price in a statement ("Thirty thousand is more than we budgeted. Can you do better?"), not asked ("Is it more than forty?").
  const statements = sentencesOf(text)
    .filter((sentence) => !/\?\s*$/.test(sentence) && !QUESTION_FORM.test(normalise(sentence)))
    .map((sentence) => wordsOf(sentence).join(' '))
    .join(' ');
  const priceHeldBack =
    (aboutMoney && (ABOVE_LIMIT.test(statements) || /\b(but|still)\b/.test(statements))) || /\bthe budget is the budget\b/.test(normal);
  // "That sounds good, but we tried an OCR tool before and it was terrible": what follows 'but' counts.
  const afterBut = normal.includes(' but ') ? normal.slice(normal.lastIndexOf(' but ') + 5) : '';
  // "That sounds good, but my techs aren't great with apps": a yes taken back by a 'not' after it
  // (not "We use Salesforce, but they don't talk to each other", the buyer's situation).
  const beforeBut = afterBut !== '' ? normal.slice(0, normal.lastIndexOf(' but ')) : '';
  const yesBut =
    (AGREE.some((pattern) => affirmed(pattern, beforeBut)) || ACCEPT.test(beforeBut)) &&
    /\b(not|never|nobody|nothing|no one)\b/.test(afterBut);
  const butDoubts = afterBut !== '' && (CONCERN.some((pattern) => pattern.test(afterBut)) || NEGATIVE.test(afterBut) || yesBut);
  // "That would be nice. The front desk is stretched.": a welcome, then the difficulty it would ease, with no 'but'.
  const [first = ''] = sentencesOf(text);
  const welcomes =
    sentencesOf(text).length > 1 &&
    /^(that|it|this) (would|could|will) (be|help|make)\b|^(that|this) sounds (good|great|helpful|useful|nice)\b/.test(normalise(first)) &&
    !/\b(but|though|although|however|still|worried|worry|concern|concerned|afraid)\b/.test(normal);
  // "That helps, but I'm still not sure the staff will use it" takes the worry back after 'but'; "That takes care of the
  // training worry" names a worry put to rest, which is not one raised.
  const settles = !declines && !butDoubts && SETTLE.some((pattern) => affirmed(pattern, normal));
  const unsettled = settles ? SETTLE.reduce((rest, pattern) => rest.replace(globalOf(pattern), ' '), normal) : normal;
  const doubts =
    brushOff ||
    priceHeldBack ||
    butDoubts ||
    (pushback !== undefined && pushback !== 'leaving' && pushback !== 'interrupted') ||
    (!welcomes && CONCERN.some((pattern) => pattern.test(unsettled))) ||
    toldABadExperience(unsettled) ||
    sentencesOf(text).some((sentence) => /\?\s*$/.test(sentence) && WHAT_IF_CASE.test(normalise(sentence)));
  const signOff = HURDLE.some((pattern) => pattern.test(normal)) || TO_SOMEONE_NAMED.test(text.replace(/’/g, "'"));
  const concern = doubts || signOff;
  const agrees = agreeWords && !doubts;
  return {
    text,
    words,
    contentStems,
    topics,
    quantities,
    dates,
    asks,
    concern,
    onlySignOff: signOff && !doubts,
    brushOff,
    agrees,
    assentOnly: agrees && !agreeing,
    declines,
    accepts: !concern && !declines && (agrees || ACCEPT.test(normal) || settles),
    settles,
    pushback,
    annoyed: ANNOYED.test(normal),
    misheard: MISHEARD.test(normal) || /^\s*(sorry|what|huh|pardon)\s*\?/i.test(text),
  };
}
