import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';

describe("offline assessor: the buyer's words of agreement", () => {
  const discovery = (...close: ReturnType<typeof rep>[]) =>
    call(
      rep("Hi Maria, it's Sam from Frostmark. Thanks for taking the call. Could we spend ten minutes on how you check your fridges?"),
      buyer('Sure, go ahead.'),
      rep('How do your techs check the fridge temperatures today?'),
      buyer('They write it on a sheet, morning and evening. Last month we lost a whole fridge of vaccines over a weekend.'),
      rep('Would a short demo with your operations lead make sense? Thursday at ten?'),
      buyer("Thursday at ten works. I'll bring Dan from operations."),
      ...close,
    );

  it("quotes the buyer's yes to the step, not the 'Okay.' that answers the goodbye", () => {
    const assessed = assess(
      discovery(rep("Great, I'll send the invite for Thursday at ten. Thanks Maria, talk soon, bye!"), buyer('Okay.')),
      'Discovery',
    );
    const nextSteps = entry(assessed, 'next_steps');
    expect(nextSteps.justification).toMatch(/The buyer agreed: "Thursday at ten works/);
    expect(nextSteps.justification).not.toMatch(/"Okay\."/);
  });

  it("keeps the yes that asked something back over the 'Okay.' to the goodbye", () => {
    const withQuestion = (yes: string, goodbye: string) =>
      entry(
        assess(
          call(
            rep("Hi Maria, it's Sam from Frostmark. How do your techs check the fridge temperatures today?"),
            buyer('They write it on a sheet, morning and evening. Last month we lost a whole fridge of vaccines.'),
            rep('Would a short demo with your operations lead make sense? Thursday at ten?'),
            buyer(yes),
            rep(goodbye),
            buyer('Okay.'),
          ),
          'Discovery',
        ),
        'next_steps',
      ).justification;
    expect(withQuestion('Thursday at ten works. Will you send an invite?', 'Yes, right after this call. Thanks Maria, bye!')).toMatch(
      /The buyer agreed: "Thursday at ten works\. Will you send an invite\?"/,
    );
    expect(withQuestion('Sure. Can Dan join too?', 'Of course, bring Dan. See you Thursday at ten!')).toMatch(
      /The buyer agreed: "Sure\. Can Dan join too\?"/,
    );
  });

  it("takes no agreement from an 'Okay.' to a goodbye when nothing was proposed", () => {
    const assessed = assess(
      call(
        rep("Hi Maria, it's Sam from Frostmark. How do your techs check the fridge temperatures today?"),
        buyer('They write it on a sheet, morning and evening.'),
        rep("Thanks Maria, that's helpful. Have a good day, bye!"),
        buyer('Okay.'),
      ),
      'Discovery',
    );
    expect(entry(assessed, 'next_steps').justification).not.toMatch(/The buyer agreed/);
  });
});
