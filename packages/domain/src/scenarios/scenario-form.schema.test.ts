import { describe, expect, it } from 'vitest';
import { isWebAddress, scenarioFormSchema, validateScenarioForm, withWebScheme, type ScenarioFormValues } from './scenario-form.schema';

const buildForm = (overrides: Partial<ScenarioFormValues> = {}): ScenarioFormValues => ({
  title: 'Cold call to Acme',
  product: 'Fleet telematics',
  customerProfile: 'Head of logistics at a mid-size haulier.',
  salesStage: 'Discovery',
  persona: 'CFO',
  gender: 'Female',
  difficulty: 'hard',
  companyUrl: 'https://acme.example',
  ...overrides,
});

const errorsOf = (overrides: Partial<ScenarioFormValues> | Record<string, unknown>) => {
  const result = validateScenarioForm(buildForm(overrides as Partial<ScenarioFormValues>));
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('scenario form (spec section 5)', () => {
  it('accepts a complete form and trims every field', () => {
    const result = validateScenarioForm(
      buildForm({
        title: '  Cold call  ',
        product: ' Telematics ',
        customerProfile: '\nCFO\t',
        companyUrl: ' https://acme.example/about ',
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        title: 'Cold call',
        product: 'Telematics',
        customerProfile: 'CFO',
        salesStage: 'Discovery',
        persona: 'CFO',
        gender: 'Female',
        difficulty: 'hard',
        scorecardId: 'stage-rubric',
        companyUrl: 'https://acme.example/about',
      },
    });
  });

  it('takes the scorecard as a built-in id or a UUID, the stage rubric when left out, and refuses anything else', () => {
    const scorecardOf = (scorecardId: unknown) => {
      const result = validateScenarioForm(buildForm({ scorecardId } as never));
      return result.ok ? result.data.scorecardId : result.errors.scorecardId;
    };
    expect(scorecardOf(undefined)).toBe('stage-rubric');
    expect(scorecardOf('')).toBe('stage-rubric');
    expect(scorecardOf('meddicc')).toBe('meddicc');
    expect(scorecardOf('9F1C2E3A-1B2C-4D5E-8F90-1234567890AB')).toBe('9f1c2e3a-1b2c-4d5e-8f90-1234567890ab');
    for (const bad of ['MEDDICC x', 'sandler', 3, ['spin']]) expect(scorecardOf(bad)).toBe('Please choose one of the listed scorecards');
  });

  it.each([
    ['title', 100, 'Title must be less than 100 characters'],
    ['product', 500, 'Product description must be less than 500 characters'],
    ['customerProfile', 2000, 'Customer profile must be less than 2000 characters'],
  ] as const)('%s: %i characters pass, one more fails', (field, max, message) => {
    expect(validateScenarioForm(buildForm({ [field]: 'x'.repeat(max) })).ok).toBe(true);
    expect(errorsOf({ [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: message });
    // Counted after trimming: padding does not push a full field over.
    expect(validateScenarioForm(buildForm({ [field]: `  ${'x'.repeat(max)}  ` })).ok).toBe(true);
  });

  it.each([
    ['title', 'Title is required', 'Title cannot be empty'],
    ['product', 'Product description is required', 'Product description cannot be empty'],
    ['customerProfile', 'Customer profile is required', 'Customer profile cannot be empty'],
  ] as const)('%s: empty or missing is required, spaces only cannot be empty', (field, required, empty) => {
    expect(errorsOf({ [field]: '' })).toEqual({ [field]: required });
    expect(errorsOf({ [field]: undefined })).toEqual({ [field]: required });
    expect(errorsOf({ [field]: null })).toEqual({ [field]: required });
    expect(errorsOf({ [field]: 42 })).toEqual({ [field]: required });
    expect(errorsOf({ [field]: '   \n\t ' })).toEqual({ [field]: empty });
  });

  it('reports the first message of every failing field at once', () => {
    const result = validateScenarioForm({
      title: '',
      product: ' ',
      customerProfile: '',
      companyUrl: 'nope',
      salesStage: 'Later',
      persona: 'CIO',
      difficulty: 'brutal',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        product: 'Product description cannot be empty',
        customerProfile: 'Customer profile is required',
        companyUrl: 'Please enter a valid URL (e.g., https://example.com)',
        salesStage: 'Please choose one of the listed sales stages',
        persona: 'Please choose one of the listed personas',
        difficulty: 'Please choose easy, medium or hard',
      },
    });
  });

  it("treats 'none', empty and missing stage and persona as absent, and checks the rest", () => {
    for (const absent of ['none', 'None', '', undefined, null]) {
      const result = scenarioFormSchema.parse(buildForm({ salesStage: absent, persona: absent }));
      expect(result.salesStage).toBeUndefined();
      expect(result.persona).toBeUndefined();
      expect('salesStage' in result).toBe(false);
    }
    for (const stage of ['Prospecting', 'Discovery', 'Solution', 'Negotiation', 'Closing']) {
      expect(scenarioFormSchema.parse(buildForm({ salesStage: stage })).salesStage).toBe(stage);
    }
    for (const persona of ['CEO', 'CTO', 'CFO', 'CMO']) {
      expect(scenarioFormSchema.parse(buildForm({ persona })).persona).toBe(persona);
    }
    expect(errorsOf({ salesStage: 'discovery' }).salesStage).toBe('Please choose one of the listed sales stages');
    expect(errorsOf({ persona: 'VP' }).persona).toBe('Please choose one of the listed personas');
  });

  it('defaults the voice to Male and accepts only Male or Female', () => {
    expect(scenarioFormSchema.parse(buildForm({ gender: undefined })).gender).toBe('Male');
    expect(scenarioFormSchema.parse(buildForm({ gender: '' })).gender).toBe('Male');
    expect(scenarioFormSchema.parse(buildForm({ gender: 'Female' })).gender).toBe('Female');
    expect(errorsOf({ gender: 'Robot' })).toEqual({ gender: 'Please choose Male or Female' });
  });

  it('defaults the difficulty to medium and accepts only easy, medium or hard', () => {
    for (const absent of [undefined, null, '', '  ']) {
      expect(scenarioFormSchema.parse(buildForm({ difficulty: absent })).difficulty).toBe('medium');
    }
    for (const difficulty of ['easy', 'medium', 'hard', ' hard ']) {
      expect(scenarioFormSchema.parse(buildForm({ difficulty })).difficulty).toBe(difficulty.trim());
    }
    for (const bad of ['Hard', 'extreme', 'none', 42, ['hard']]) {
      expect(errorsOf({ difficulty: bad })).toEqual({ difficulty: 'Please choose easy, medium or hard' });
    }
  });

  it('reads an address typed without a scheme as https, as a browser would', () => {
    expect(scenarioFormSchema.parse(buildForm({ companyUrl: ' acme.com ' })).companyUrl).toBe('https://acme.com');
    expect(scenarioFormSchema.parse(buildForm({ companyUrl: 'www.acme.com/about' })).companyUrl).toBe('https://www.acme.com/about');
    expect(scenarioFormSchema.parse(buildForm({ companyUrl: 'localhost:8080' })).companyUrl).toBe('https://localhost:8080');
    expect(withWebScheme('http://acme.com')).toBe('http://acme.com');
    expect(isWebAddress('acme.com')).toBe(true);
  });

  it('omits a blank company website and accepts only http(s) addresses', () => {
    for (const blank of ['', '   ', undefined, null]) {
      expect('companyUrl' in scenarioFormSchema.parse(buildForm({ companyUrl: blank }))).toBe(false);
    }
    expect(scenarioFormSchema.parse(buildForm({ companyUrl: 'http://acme.example:8080/x?y=1' })).companyUrl).toBe(
      'http://acme.example:8080/x?y=1',
    );
    for (const bad of [
      'acme',
      'not a url',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://acme.example',
      'https://',
      'mailto:ann@acme.example',
    ]) {
      expect(errorsOf({ companyUrl: bad })).toEqual({ companyUrl: 'Please enter a valid URL (e.g., https://example.com)' });
    }
    expect(errorsOf({ companyUrl: `https://acme.example/${'a'.repeat(2048)}` })).toEqual({
      companyUrl: 'Company website must be less than 2048 characters',
    });
  });
});

describe('scenario form sanitising', () => {
  it('keeps b, i, em, strong, p and br and strips their attributes', () => {
    const data = scenarioFormSchema.parse(
      buildForm({
        title: '<b class="x">Bold</b> <i style="color:red">it</i>',
        product: '<p onclick="steal()">Para</p><br onload="x"><em id="e">em</em><strong data-x="1">st</strong>',
      }),
    );
    expect(data.title).toBe('<b>Bold</b> <i>it</i>');
    expect(data.product).toBe('<p>Para</p><br><em>em</em><strong>st</strong>');
  });

  it.each([
    ['<script>alert(1)</script>Acme', 'Acme'],
    ['<img src=x onerror=alert(1)>Acme', 'Acme'],
    ['<a href="javascript:alert(1)">Acme</a>', 'Acme'],
    ['<svg/onload=alert(1)>Acme', 'Acme'],
    ['<iframe src="https://evil.example"></iframe>Acme', 'Acme'],
    ['<b onmouseover="alert(1)">Acme</b>', '<b>Acme</b>'],
    ['<scr<script>ipt>alert(1)</scr</script>ipt>Acme', '&lt;script&gt;Acme'],
    ['<<script>script>alert(1)<</script>/script>Acme', '&lt;/script&gt;Acme'],
    ['<!--<img src=x onerror=alert(1)>-->Acme', 'Acme'],
    ['<style>body{display:none}</style>Acme', 'Acme'],
    ['<B ONCLICK=alert(1)>Acme</B>', '<b>Acme</b>'],
    ['<p\nonclick=alert(1)>Acme</p>', '<p>Acme</p>'],
  ])('removes the attack in %j', (title, expected) => {
    const data = scenarioFormSchema.parse(buildForm({ title }));
    expect(data.title).toBe(expected);
    expect(data.title).not.toMatch(/<(script|img|svg|iframe|a|style)\b|on\w+=|javascript:/i);
  });

  it('keeps ordinary text with < and > as escaped text', () => {
    expect(scenarioFormSchema.parse(buildForm({ product: 'Budget < 5k & > 3k' })).product).toBe('Budget &lt; 5k & &gt; 3k');
  });

  it('refuses a field that sanitising leaves without visible text', () => {
    expect(errorsOf({ title: '<script>alert(1)</script>' })).toEqual({ title: 'Title cannot be empty' });
    expect(errorsOf({ customerProfile: '<img src=x onerror=alert(1)>' })).toEqual({ customerProfile: 'Customer profile cannot be empty' });
    expect(errorsOf({ product: '<b></b>' })).toEqual({ product: 'Product description cannot be empty' });
  });

  it('cuts product to 500 and profile to 2000 characters after sanitising, without half entities', () => {
    const data = scenarioFormSchema.parse(buildForm({ product: '<'.repeat(500), customerProfile: `${'a'.repeat(1998)}<b` }));
    expect(data.product.length).toBeLessThanOrEqual(500);
    expect(data.product).toMatch(/^(&lt;)+$/);
    expect(data.customerProfile.length).toBeLessThanOrEqual(2000);
    expect(data.customerProfile).not.toMatch(/&[a-z]*$|<[^>]*$/);
  });
});
