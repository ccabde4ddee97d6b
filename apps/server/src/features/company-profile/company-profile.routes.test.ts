import { scrapeCompanyResponseSchema } from '@rehearse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_NETWORK_MESSAGE } from './company-profile.service';
import { loadConfig } from '../../config';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { startCompanySite } from '../../test/company-site';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fake-openai.server';
import type { TestHttpServer } from '../../test/test-http-server';
import { testDatabaseKind } from '../../test/test-database';
import { createWarningLog } from '../../test/warning-log';
import { scenarioProvidersFrom } from '../scenarios/scenario-providers';

describe(`website analysis end to end (${testDatabaseKind})`, () => {
  let site: TestHttpServer;
  let provider: FakeOpenAiServer;
  let open: TestApp;
  let cookie: string;
  beforeAll(async () => {
    site = await startCompanySite();
    provider = await startFakeOpenAiServer();
    // Private networks opened by explicit config, for this app only: the site runs on loopback.
    const config = loadConfig({ SCRAPE_ALLOW_PRIVATE_NETWORKS: 'true' });
    open = await createTestApp({ ...scenarioProvidersFrom(config, createWarningLog()), scrapeLimit: { limit: 8, windowSeconds: 3600 } });
    ({ cookie } = await signUpUser(open.app));
  });
  afterAll(async () => {
    await open.close();
    await site.close();
    await provider.close();
  });

  const scrape = (app: TestApp['app'], payload: unknown, as = cookie) =>
    app.inject({ method: 'POST', url: '/api/scenarios/scrape', headers: { cookie: as }, payload: payload as object });

  it('reads the site, follows its about and customers pages, and answers a customer profile', async () => {
    site.requests.length = 0;
    const response = await scrape(open.app, { url: `  ${site.origin}/  ` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, data: { url: `${site.origin}/`, ai_generated_profile: expect.any(String) } });
    expect(scrapeCompanyResponseSchema.safeParse(body).error).toBeUndefined();
    const profile: string = body.data.ai_generated_profile;
    expect(profile).toMatch(/^Northwind Freight \(127\.0\.0\.1\)\nWho they are: Northwind Freight runs 120 trucks/);
    expect(profile).toContain('founded in 1998');
    expect(profile).toContain('largest UK grocers');
    expect(profile.length).toBeLessThanOrEqual(2000);
    expect(profile).not.toMatch(/[<>]/);
    expect([...site.requests].sort()).toEqual(['/', '/about', '/customers']);
  });

  it("answers the spec's 'URL is required' and a clear reason for each failure", async () => {
    for (const url of ['', '   ']) {
      const response = await scrape(open.app, { url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', message: 'URL is required' });
    }
    expect((await scrape(open.app, {})).json().error.message).toBe('URL is required');
    expect((await scrape(open.app, { url: 'ftp://files.example' })).json().error.message).toBe(
      'Please enter a valid URL (e.g., https://example.com)',
    );
    const notHtml = await scrape(open.app, { url: `${site.origin}/data.json` });
    expect(notHtml.statusCode).toBe(502);
    expect(notHtml.json().error).toEqual({ code: 'scrape_failed', message: 'The page is not an HTML page' });
    expect((await scrape(open.app, { url: `${site.origin}/blank` })).json().error.message).toBe('No data returned from URL scraping');
    expect((await scrape(open.app, { url: `${site.origin}/missing` })).json().error.message).toBe(
      'The website answered with an error (HTTP 404)',
    );
    expect((await scrape(open.app, { url: 'http://169.254.169.254/latest/meta-data/' })).json().error).toEqual({
      code: 'url_not_allowed',
      message: 'This address is not allowed',
    });
  });

  it('needs a session and limits each user to a number of analyses an hour', async () => {
    expect((await open.app.inject({ method: 'POST', url: '/api/scenarios/scrape', payload: { url: `${site.origin}/` } })).statusCode).toBe(
      401,
    );
    const busy = await signUpUser(open.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      statuses.push((await scrape(open.app, { url: `${site.origin}/data.json` }, busy.cookie)).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 502)).toBe(true);
    const limited = await scrape(open.app, { url: `${site.origin}/` }, busy.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's allowance is their own.
    expect((await scrape(open.app, { url: `${site.origin}/` })).statusCode).toBe(200);
  });

  it('refuses the same site on the default configuration, which reaches the public internet only', async () => {
    const strict = await createTestApp({ ...scenarioProvidersFrom(loadConfig({}), createWarningLog()) });
    try {
      const user = await signUpUser(strict.app);
      site.requests.length = 0;
      for (const url of [
        `${site.origin}/`,
        `http://localhost:${site.port}/`,
        `http://2130706433:${site.port}/`,
        `http://[::ffff:127.0.0.1]:${site.port}/`,
      ]) {
        const response = await scrape(strict.app, { url }, user.cookie);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error).toEqual({ code: 'url_not_allowed', message: PRIVATE_NETWORK_MESSAGE });
        expect(PRIVATE_NETWORK_MESSAGE).toContain('SCRAPE_ALLOW_PRIVATE_NETWORKS');
      }
      expect(site.requests).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('uses the language model when configured, and the extractive profile when it fails', async () => {
    const log = createWarningLog();
    const config = loadConfig({
      SCRAPE_ALLOW_PRIVATE_NETWORKS: 'true',
      LLM_BASE_URL: provider.baseUrl,
      LLM_MODEL: 'gpt-test',
      LLM_API_KEY: 'sk-test',
    });
    const withModel = await createTestApp({ ...scenarioProvidersFrom(config, log) });
    try {
      const user = await signUpUser(withModel.app);
      provider.answer({
        reply:
          '**Northwind Freight** is a chilled-food haulier in the North of England that is expanding into Scotland and hiring drivers.',
      });
      const written = await scrape(withModel.app, { url: `${site.origin}/` }, user.cookie);
      expect(written.json().data.ai_generated_profile).toBe(
        'Northwind Freight is a chilled-food haulier in the North of England that is expanding into Scotland and hiring drivers.',
      );
      const sent = provider.seen.at(-1)?.body.messages?.at(-1)?.content ?? '';
      expect(sent).toContain('founded in 1998');
      expect(sent).not.toContain('do not read me');

      provider.answer({ status: 401, message: 'Incorrect API key provided', type: 'invalid_request_error' });
      const fallback = await scrape(withModel.app, { url: `${site.origin}/` }, user.cookie);
      expect(fallback.json().data.ai_generated_profile).toMatch(/^Northwind Freight \(127\.0\.0\.1\)/);
      expect(log.warnings.map((warning) => warning.message)).toEqual(['profile writer failed; using extractive']);

      // The same provider writes the buyer prompt of a new scenario, falling back the same way.
      const scenario = await withModel.app.inject({
        method: 'POST',
        url: '/api/scenarios',
        headers: { cookie: user.cookie },
        payload: { title: 'Call Northwind', product: 'Telematics', customerProfile: 'Fleet of 120 trucks' },
      });
      expect(scenario.statusCode).toBe(201);
      expect(scenario.json().scenario.optimized_prompt).toContain('Telematics');
      expect(log.warnings.at(-1)?.message).toBe('scenario optimizer failed; using template');
    } finally {
      await withModel.close();
    }
  });
});
