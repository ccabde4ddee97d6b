import { FIRST_MESSAGE, type Persona, type SalesStage } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { HARTWELL, NESTWELL, PINECREST } from '../dialogue/offline/conversation.test-support';
import { createOfflineBuyer } from '../dialogue/offline/offline-buyer.dialogue';
import { conversation } from './conversation-script.test-support';

/**
 * The offline buyer in a live call: the real turn loop (fake speech engines on a manual clock) with
 * the real buyer reading what the recogniser heard, lower case and unpunctuated.
 */
const CLINIC = {
  title: 'Scheduling for a physiotherapy group',
  product: 'Slotwise, online booking and reminders for clinics',
  customerProfile:
    "I'm Dana Whitfield, operations director at Harbor Physio. We run 6 clinics with 40 therapists. Patients book by phone and about 18 percent of appointments are no-shows. Anything under $20,000 a year I can sign myself.",
  salesStage: 'Discovery' as SalesStage,
  persona: null as Persona | null,
};

/** The coordinator's second user check (decision 113): a discovery call to a logistics company's CTO. */
const HARLOW = {
  title: 'Discovery - Harlow Logistics WMS',
  product: 'StockPilot, a cloud warehouse management system with handheld scanning and pick-path optimisation.',
  customerProfile:
    'Harlow Logistics runs 3 warehouses in Ohio with about 140 staff. Marcus Lee is CTO. They still run an on-prem WMS from 2011 that the vendor stops supporting next June. Mis-picks run at about 2% of orders, and each one costs around $35 to fix. Marcus wants something live before Black Friday. IT team of 4, one of whom knows the old system.',
  salesStage: 'Discovery' as const,
  persona: 'CTO' as const,
};

const buyer = (scenario: Partial<typeof CLINIC> & { difficulty?: 'easy' | 'medium' | 'hard' } = {}) => ({
  realBuyer: { dialogue: createOfflineBuyer(), scenario: { ...CLINIC, ...scenario } },
});

describe('the offline buyer in a live call', () => {
  it('answers what was asked from its profile, and agrees to a next step it was well asked for, confirming the time', async () => {
    await conversation(buyer())
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi dana this is sam from slotwise thanks for taking my call')
      .callerIsHeard('hi dana this is sam from slotwise thanks for taking my call')
      .buyerSays(/^(Hi|Hello), Sam\b/)
      .callerSays('how many clinics do you run and how many therapists')
      .callerIsHeard('how many clinics do you run and how many therapists')
      .buyerSays(/6 clinics with 40 therapists/)
      .callerSays('and how often do patients not show up')
      .callerIsHeard('and how often do patients not show up')
      .buyerSays(/18 percent/)
      .callerSays('you mentioned eighteen percent no shows what does that cost you in a month')
      .callerIsHeard('you mentioned eighteen percent no shows what does that cost you in a month')
      .buyerSays(/./)
      .callerSays('could we do a thirty minute demo next thursday at ten')
      .callerIsHeard('could we do a thirty minute demo next thursday at ten')
      .buyerSays(/next thursday at ten/i)
      .run();
  });

  it('says it does not know rather than give another fact, and never a number the profile lacks', async () => {
    await conversation(buyer())
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi this is sam from slotwise')
      .callerIsHeard('hi this is sam from slotwise')
      .buyerSays(/./)
      .callerSays('when does your contract with your current vendor renew')
      .callerIsHeard('when does your contract with your current vendor renew')
      .buyerSays(/^(?!.*\d)(?=.*\b(check|know|sure|look|tell|ask|idea|offhand|head|find out)\b).*$/i)
      .run();
  });

  it('answers a question the caller added to after its first word afresh: no fragment kept, no "as I was saying"', async () => {
    const rig = await conversation(buyer())
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi dana this is sam from slotwise')
      .callerIsHeard('hi dana this is sam from slotwise')
      .buyerSays(/./)
      .callerSays('how often do patients not show up', { ms: 1800 })
      .callerInterrupts('each month', { afterMs: 300, ms: 1000 })
      .callerIsHeard('how often do patients not show up')
      .callerIsHeard('each month')
      .buyerSays(/^(?!(sorry, )?as i was saying|anyway)(?=.*18 percent)/i)
      .run();
    expect(rig.entries.filter((entry) => entry.role === 'assistant')).toHaveLength(3);
  });

  it('agrees to a meeting a cold caller says they would like, after checking back what it said (decision 106)', async () => {
    const lines = [
      'hi dana its sam from slotwise i know im calling out of the blue have you got a minute',
      'we help clinics cut no shows how do patients book with you today',
      'you mentioned patients book by phone is that still the case',
      'im not going to pitch you now what id like is twenty minutes next tuesday at ten to show you how other clinics cut no shows',
    ];
    const script = conversation(buyer({ salesStage: 'Prospecting' })).buyerSays(FIRST_MESSAGE);
    for (const line of lines.slice(0, -1)) script.callerSays(line).callerIsHeard(line).buyerSays(/./);
    await script
      .callerSays(lines.at(-1)!)
      .callerIsHeard(lines.at(-1)!)
      .buyerSays(/tuesday at ten/i)
      .run();
  });

  it('confirms a summary read back to it, its deadlines in it, rather than take the dates for a meeting (decision 113)', async () => {
    const summary =
      'so if ive got it right the old wms loses support next june mis picks are about two percent at thirty five dollars each and you want to be live before black friday is that fair';
    await conversation(buyer(HARLOW))
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi marcus this is sam from stockpilot thanks for making the time')
      .callerIsHeard('hi marcus this is sam from stockpilot thanks for making the time')
      .buyerSays(/./)
      .callerSays('how often do mis picks happen')
      .callerIsHeard('how often do mis picks happen')
      .buyerSays(/2 percent/)
      .callerSays(summary, { ms: 6000 })
      .callerIsHeard(summary)
      .buyerSays(/^(?!.*\b(invite|let's do|works for me|book)\b)(yes|that's right)\b/i)
      .run();
  });

  it('hangs up on an insult', async () => {
    await conversation(buyer())
      .buyerSays(FIRST_MESSAGE)
      .callerSays('listen you idiot just book the demo')
      .callerIsHeard('listen you idiot just book the demo')
      .buyerSays(/bye|goodbye/i)
      .endsWith('assistant-ended-call')
      .run();
  });

  it('weighs a price said in a cold call, as heard, against its own limit (decision 112)', async () => {
    await conversation(buyer({ ...PINECREST, difficulty: 'medium' }))
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi priya this is alex from chairside')
      .callerIsHeard('hi priya this is alex from chairside')
      .buyerSays(/./)
      .callerSays('it comes to eighteen thousand pounds a year')
      .callerIsHeard('it comes to eighteen thousand pounds a year')
      .buyerSays(/eighteen thousand.*(sign|approve)/i)
      .run();
  });

  it('says goodbye to thanks after an agreed demo, however the recogniser ran the words together (decision 112)', async () => {
    await conversation(buyer({ ...PINECREST, difficulty: 'medium' }))
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi priya this is alex from chairside')
      .callerIsHeard('hi priya this is alex from chairside')
      .buyerSays(/./)
      .callerSays('how do your practices handle recall calls today')
      .callerIsHeard('how do your practices handle recall calls today')
      .buyerSays(/recall calls/)
      .callerSays('and what is your no show rate like at the moment')
      .callerIsHeard('and what is your no show rate like at the moment')
      .buyerSays(/12 percent/)
      .callerSays('would you be open to a twenty minute demo next tuesday at ten')
      .callerIsHeard('would you be open to a twenty minute demo next tuesday at ten')
      .buyerSays(/tuesday at ten/i)
      .callerSays('great i will send the invite thanks priya')
      .callerIsHeard('great i will send the invite thanks priya')
      .buyerSays(/bye/i)
      .endsWith('assistant-ended-call')
      .run();
  });

  it('says what matters to it in a demo, and takes a product feature for a point, not a step to turn down (decision 122)', async () => {
    const report =
      'the second thing is the board report it builds itself every month so your team stops spending two days in spreadsheets you can share it as a link';
    await conversation(buyer(NESTWELL))
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi selena this is sam from brightpath thanks for the half hour')
      .callerIsHeard('hi selena this is sam from brightpath thanks for the half hour')
      .buyerSays(/./)
      .callerSays('before i show you anything what matters most to you today')
      .callerIsHeard('before i show you anything what matters most to you today')
      .buyerSays(/can't tell which channel actually drives sales/)
      .callerSays(report, { ms: 7000 })
      .callerIsHeard(report)
      .buyerSays(/^(?!.*\b(not convinced|not sure yet|need to see it)\b).*two days every month/i)
      .run();
  });

  it('hears a trade of terms at length in a hard negotiation, and its own cost added up for no new price (decision 122)', async () => {
    const trade =
      'but heres what i can do if you sign by the end of the month we will add the payroll integration at no charge and you can pay quarterly instead of up front';
    const fees = 'you mentioned about eight thousand dollars a quarter in late fees thats thirty two thousand a year';
    await conversation(buyer(HARTWELL))
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi dan its jordan from ledgerline thanks for making the time')
      .callerIsHeard('hi dan its jordan from ledgerline thanks for making the time')
      .buyerSays(/./)
      .callerSays(trade, { ms: 9000 })
      .callerIsHeard(trade)
      .buyerSays(
        /^(?!.*\b(lost me|not following|sum that up|short version)\b).*(worth something|helps a little|is something|that's something)/i,
      )
      .callerSays(fees, { ms: 5000 })
      .callerIsHeard(fees)
      .buyerSays(/^(?!.*thirty two thousand.*(sign|approve)).*$/i)
      .run();
  });
});
