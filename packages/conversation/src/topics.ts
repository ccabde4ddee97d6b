import { stem } from './words';

/**
 * What a turn is about, in the few subjects a sales conversation turns on. Each subject has a
 * handful of seed words (ours), matched on Porter2 stems, so "headcount", "staff" and "employees"
 * all land on `team`. (WordNet synonyms of the seeds were tried and dropped: "support" became a
 * budget word through "fund". WordNet widens the profile's facts instead, in FactIndex.)
 */
export const TOPIC_SEEDS = {
  team: 'team people staff employees headcount agents reps engineers workers hires hire hiring members department',
  tools: 'tool tools software system platform crm erp spreadsheet spreadsheets excel app application stack vendor solution',
  process: 'process workflow handle handling manage managing routine steps procedure operations run running currently today',
  pain: 'problem problems challenge challenges issue issues break breaks broken struggle frustrate frustrating slow error errors mistakes bottleneck backlog pain complain complaints delay delays waste manual miss missed lose lost late wait waiting behind overwhelmed stuck churn drop fail failing hurt worry wrong thrown discard discarded scrap scrapped spoil spoiled spoilage shortage shortages rework overtime',
  goal: 'goal goals priority priorities plan plans objective objectives target targets aim achieve vision initiative growth grow want wants prefer hope ideal outcome success',
  budget: 'budget budgets spend spending afford allocated funding fund money',
  price: 'price pricing cost costs fee fees license licence subscription discount expensive cheap pay paying quote',
  timeline: 'timeline deadline when quarter renewal contract date launch timeframe soon urgency start timing schedule',
  decision:
    'decide decision decisions approve approval sign board committee stakeholder stakeholders procurement involved authority buy-in purchase purchases purchasing',
  competition: 'competitor competitors alternative alternatives vendors compare comparison different difference others incumbent',
  risk: 'risk risks security secure compliance privacy gdpr hipaa soc audit safe data breach',
  integration: 'integrate integration integrations connect connector api sync compatible migrate migration import',
  effort: 'implementation implement setup onboarding onboard training rollout ramp effort resources deploy deployment adoption',
  results:
    'result results roi return save saving savings payback value revenue improve improvement reduce increase outcome outcomes impact proof references',
  role: 'role responsible responsibility job title report reporting position',
  company: 'company business firm industry market customers clients product products organisation organization',
} as const;

export type Topic = keyof typeof TOPIC_SEEDS;
export const TOPICS = Object.keys(TOPIC_SEEDS) as Topic[];

let topicOfStem: Map<string, Topic[]> | undefined;

function index(): Map<string, Topic[]> {
  if (topicOfStem) return topicOfStem;
  const map = new Map<string, Topic[]>();
  const add = (word: string, topic: Topic) => {
    const key = stem(word.toLowerCase());
    const topics = map.get(key) ?? [];
    if (!topics.includes(topic)) topics.push(topic);
    map.set(key, topics);
  };
  for (const topic of TOPICS) {
    for (const seed of TOPIC_SEEDS[topic].split(' ')) {
      add(seed, topic);
    }
  }
  topicOfStem = map;
  return map;
}

/** The topics of a list of content stems, most mentioned first. */
export function topicsOfStems(stems: readonly string[]): Topic[] {
  const counts = new Map<Topic, number>();
  for (const word of stems) for (const topic of index().get(word) ?? []) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([topic]) => topic);
}

/** Builds the topic index now rather than in a call's first turn. */
export function preloadTopics(): void {
  index();
}
