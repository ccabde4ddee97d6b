import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('follows PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/rehearse', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({ port: 4100, dataDir: '/tmp/rehearse', databaseUrl: 'postgres://u@h/db', publicUrl: 'http://localhost:4100' });
  });

  it("sets the free plan's monthly quota, 30 minutes unless told otherwise", () => {
    expect(loadConfig({}).freePlanQuotaMinutes).toBe(30);
    expect(loadConfig({ FREE_PLAN_QUOTA_MINUTES: '' }).freePlanQuotaMinutes).toBe(30);
    expect(loadConfig({ FREE_PLAN_QUOTA_MINUTES: '0' }).freePlanQuotaMinutes).toBe(0);
    expect(loadConfig({ FREE_PLAN_QUOTA_MINUTES: '120' }).freePlanQuotaMinutes).toBe(120);
    expect(() => loadConfig({ FREE_PLAN_QUOTA_MINUTES: '1.5' })).toThrow(/FREE_PLAN_QUOTA_MINUTES: must be a whole number of minutes/);
    expect(() => loadConfig({ FREE_PLAN_QUOTA_MINUTES: '-1' })).toThrow(/FREE_PLAN_QUOTA_MINUTES: must be 0 or more/);
  });

  it('stops start-up with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });

  it('takes a language model as a whole: address and model together, key optional', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3',
    });
    expect(loadConfig({ LLM_BASE_URL: 'https://api.example/v1', LLM_MODEL: 'm', LLM_API_KEY: 'sk-x' }).llm?.apiKey).toBe('sk-x');
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.example/v1' })).toThrow(/LLM_MODEL: missing/);
    expect(() => loadConfig({ LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL: missing/);
    expect(() => loadConfig({ LLM_API_KEY: 'sk-x' })).toThrow(/LLM_BASE_URL: missing/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL: must be an http/);
    expect(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: '', LLM_API_KEY: '' }).llm).toBeUndefined();
  });

  it('keeps the website analysis on the public internet unless told otherwise', () => {
    expect(loadConfig({}).scrapeAllowPrivateNetworks).toBe(false);
    expect(loadConfig({ SCRAPE_ALLOW_PRIVATE_NETWORKS: 'true' }).scrapeAllowPrivateNetworks).toBe(true);
    expect(() => loadConfig({ SCRAPE_ALLOW_PRIVATE_NETWORKS: 'yes' })).toThrow(/SCRAPE_ALLOW_PRIVATE_NETWORKS/);
  });
});
