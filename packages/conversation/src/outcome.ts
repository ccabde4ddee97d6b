import { wordsOf } from './words';

/** Words of a problem put right ("the gaps get filled", "the errors are caught"). */
const PUT_RIGHT = 'filled|fixed|sorted|solved|caught|answered|covered|handled|cleared|spotted|restocked|resolved|picked up|followed up';

/**
 * Whether words state an outcome: a change for the better in the buyer's work, said with a verb of
 * change ("cut detention fees", "stop contracts renewing by surprise", "get money back from billing
 * errors", "saves twenty hours a week", "repeat visits down from ten percent to three"). A feature
 * ("our platform has dashboards") or the company's history ("founded in 2014, three hundred
 * employees") states none.
 */
const CHANGE = new RegExp(
  [
    '\\b(cut|cuts|cutting|reduce|reduces|reduced|reducing|lower|lowers|lowered|lowering|save|saves|saved|saving|stop|stops|avoid|avoids|avoided|eliminate|eliminates|prevent|prevents|recover|recovers|recovered|shrink|shrinks|halve|halved|halves|double|doubled|doubles|boost|boosts|increase|increases|increased|grow|grows|grew|speed up|speeds up|free up|frees up)\\b',
    '\\b(get|gets|got|give|gives|gave|win|wins|won|bring|brings|brought) (\\w+ ){0,3}back\\b',
    '\\b(down|up) from\\b|\\bfrom (about |around )?\\S+ (percent |% )?to\\b',
    // "less typing and less mistakes", "no-shows come down by a third": less of a burden, a figure that falls.
    '\\b(fewer|faster|more time)\\b|(?<!\\bmore or )\\bless (?!than\\b)\\w+',
    '\\b(come|comes|came|coming|go|goes|went|drop|drops|dropped|fall|falls|fell) down\\b(?! (the|a|an|this|that|there|here)\\b)',
    // "...send it to the nearest staff member, so those weekend gaps get filled before the sales are lost": a result said
    // as the buyer's problem put right, in a clause of purpose, or a loss headed off.
    `\\bso (that )?(\\w+ ){1,4}(get|gets|are|is|will be|can be) (\\w+ )?(${PUT_RIGHT})\\b`,
    '\\bbefore (the|those|these|your|their|any|a) (\\w+ ){0,2}(are|is|get|gets) (lost|missed|wasted)\\b',
    // "for you that'd be, what, ten-plus appointments back a week": what is won back, counted by the week.
    '\\b(?!(goes|gets|comes|puts|takes|sets|pushes|moves|was|is|has|this|its|us|yes|plus)\\b)\\w+s back (a|per|each|every) (day|week|month|year|shift|quarter)\\b',
  ].join('|'),
);

export function statesOutcome(text: string): boolean {
  return CHANGE.test(wordsOf(text).join(' '));
}
