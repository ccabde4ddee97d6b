/**
 * Test support: salespeople that talk back to the buyer, to check outcomes rather than single
 * lines. A good one answers each concern the buyer raises and asks open questions, then asks for a
 * next step; bad ones ramble, push or talk past concerns. Lines are lowercase and unpunctuated,
 * the way the recogniser hands them over.
 */
export type Salesperson = (buyerSaid: string, turn: number) => string;

const ANSWERS: readonly [RegExp, string][] = [
  [
    /busy|middle of something|only got a minute|what's this (about|regarding)|what is it\?|what do you want/i,
    'i will be brief the reason i am calling is we help finance teams cut the time they spend reconciling invoices',
  ],
  [/email/i, 'happy to send an email but so i send something relevant how do you handle invoicing today'],
  [
    /own way|already (use|got)/i,
    'that makes sense many of our customers use us alongside their current tools what do you like about your current setup',
  ],
  [/priority for us|top of my list/i, 'that is fair what are your priorities for the finance team this year'],
  [/change anything|convinced/i, 'what would it mean for your team if the month end close took three days'],
  [/these calls|vendor says/i, 'unlike other vendors we start with your process for example one customer like you cut close time in half'],
  [/specifically|our case/i, 'for your team for example the invoices from your sales system would reconcile automatically'],
  [/customers like us|who else/i, 'yes we work with similar logistics companies and i can give you a reference customer'],
  [/up and running|rollout/i, 'onboarding takes about two weeks and our team handles the setup'],
  [
    /go wrong|doesn't deliver|if it doesn't work/i,
    'we start with a pilot and there is a cancel anytime clause with a dedicated success manager',
  ],
  [
    /sticking point|do better|on price|go further|not enough|move a bit more/i,
    'i can offer ten percent off if you commit to a two year contract',
  ],
  [/contract length|locked in|shorter commitment/i, 'we can do an annual term with an exit clause after six months'],
  [/quarterly|payment terms|up front/i, 'yes we can invoice quarterly'],
  [
    /other options|only option/i,
    'that is fair compared to alternatives we are the only one with a native integration and the roi is proven',
  ],
  [/sign-off|signed off|say yes on my own|approved/i, 'who else needs to sign off i can put together a business case summary for them'],
  [/switch|disruption/i, 'we run a phased rollout with dedicated support so there is no disruption'],
  [/right time|wait a bit/i, 'the cost of waiting is another month of manual work before your deadline'],
  [/need from us|first month/i, 'our team handles onboarding it takes a couple of hours from your side'],
  [/payback|pays? for itself/i, 'most finance teams see payback within three months because reconciling time drops by eighty percent'],
  [/return|numbers, not adjectives/i, 'our customers cut reconciliation time by seventy percent on average and we measure it for you'],
  [/cost|money|budget/i, 'i understand it is four hundred dollars a month and it pays for itself within a quarter'],
  [/integrat/i, 'we have a native integration and an open api so nothing gets ripped out'],
  [/security|our data/i, 'fair question we are soc two certified and the data is encrypted and hosted in your region'],
  [
    /migration|move over|work is it|get going|get started|take from|takes from us|team's time|my people/i,
    'our team handles the setup and onboarding usually takes two weeks with minimal effort from you',
  ],
  [/pipeline/i, 'it increases pipeline by converting more leads into meetings'],
  [/leads|noise/i, 'it scores leads by intent so you only get qualified ones'],
  [/attribut|prove|drove results/i, 'every result is tracked in a dashboard so you can report attribution'],
  [/priorit|plate|matters more/i, 'because closing the books faster is one of your goals and the cost of waiting is real'],
  [/fit|bigger picture/i, 'it aligns with your goals for the year and your growth strategy'],
  [/different/i, 'unlike other tools it works alongside what you already have and customers see results in weeks'],
];

const OPEN_QUESTIONS = [
  'what does your process for invoicing look like today',
  'what are the biggest challenges with that right now',
  'tell me more about that',
  'what are your goals for the next few months',
  'how is that affecting the team',
];

const NEXT_STEP = 'could we book a thirty minute meeting next week to go through it';

/** Answers concerns, asks open questions, then asks for a next step. */
export function goodSalesperson(): Salesperson {
  let asked = 0;
  return (buyerSaid, turn) => {
    if (turn === 0) return 'hi this is sam from quotaflow thanks for taking my call';
    if (/next step|suggesting|where do we go/i.test(buyerSaid)) return NEXT_STEP;
    const sentences = buyerSaid
      .split(/(?<=[.?!])\s+/)
      .filter((sentence) => !/^(okay|alright|good|fair|fine|hm|right|sure|great|well|honestly|look|so|as i said|like i)\b/i.test(sentence));
    const lastQuestion = sentences.filter((sentence) => sentence.endsWith('?')).at(-1) ?? '';
    const answer =
      ANSWERS.find(([concern]) => concern.test(lastQuestion)) ?? ANSWERS.find(([concern]) => concern.test(sentences.join(' ')));
    if (answer) return answer[1];
    if (asked >= 4) return NEXT_STEP;
    asked += 1;
    return OPEN_QUESTIONS[(asked - 1) % OPEN_QUESTIONS.length]!;
  };
}

const MONOLOGUE =
  'so basically what we do is we have this platform and it does a lot of things for a lot of different companies and we have been around for a while and we have a lot of features like dashboards and reports and automation and integrations and all kinds of things and honestly it is really great and everybody loves it and i think you would love it too because it is just so good and there is so much it can do for you and your team and your company and we also have great support and a great team and we are growing really fast and';

/** Talks for a minute at a time about the product, whatever the buyer says. */
export function ramblingSalesperson(): Salesperson {
  return (_, turn) => (turn === 0 ? 'hi this is sam from quotaflow' : MONOLOGUE);
}

/** Goes for the close at once and keeps pushing. */
export function pushySalesperson(): Salesperson {
  return (_, turn) =>
    turn === 0
      ? 'hi this is sam from quotaflow'
      : 'look you need to sign today trust me this is a no brainer can we get the contract signed now';
}

/** Pitches and talks past every concern. */
export function deafSalesperson(): Salesperson {
  const pitches = [
    'our platform automates invoices',
    'we offer dashboards and reports',
    'our software has great features',
    'we also provide mobile apps',
    'it integrates with lots of things',
  ];
  return (_, turn) => (turn === 0 ? 'hi this is sam from quotaflow' : pitches[(turn - 1) % pitches.length]!);
}
